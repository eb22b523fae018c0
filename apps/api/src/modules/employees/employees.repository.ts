import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Employee, EmployeeInput, EmployeeListQuery, EmployeeUpdate } from '@salon/contracts';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { EmployeeEntity } from './employee.entity';
import { TenantContext } from '../../common/tenant/tenant-context';
import { isoTimestamp } from '../../common/database/wire-sql';

const SORT_COLUMNS: Record<EmployeeListQuery['sortBy'], string[]> = {
  first_name: ['employee.first_name', 'employee.last_name'],
  last_name: ['employee.last_name', 'employee.first_name'],
  position: ['employee.position', 'employee.last_name'],
  email: ['employee.email'],
  phone: ['employee.phone'],
  hire_date: ['employee.hire_date'],
  is_active: ['employee.is_active'],
  created_at: ['employee.created_at'],
};

/** The employees table as the Employees screens and pickers read and change it, always within the current salon; the rules stay in the services. */
@Injectable()
export class EmployeesRepository {
  constructor(
    @InjectRepository(EmployeeEntity) private readonly employees: Repository<EmployeeEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * One page of employees matching the search and filters, as the contract shows them, and how
   * many match in all. Plain SQL in one round trip: the rows come out in the wire's shape (dates
   * as text, rates as numbers) and the total rides along on each row, so the list pays for no
   * ORM hydration and no second count query.
   */
  async list(query: EmployeeListQuery): Promise<{ rows: Employee[]; count: number }> {
    const params: unknown[] = [this.tenant.salonId()];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['employee.salon_id = $1'];
    if (query.is_active !== undefined) where.push(`employee.is_active = ${param(query.is_active)}`);
    if (query.position) where.push(`employee.position = ${param(query.position)}`);
    if (query.search) where.push(matchesSql(query.search, param));
    const order = [...SORT_COLUMNS[query.sortBy].map((column) => `${column} ${query.sortOrder} NULLS LAST`), `employee.employee_id ${query.sortOrder}`];
    const filter = `FROM employees employee WHERE ${where.join(' AND ')}`;
    const rows: (Employee & { total: number })[] = await this.employees.manager.query(
      `SELECT ${EMPLOYEE_COLUMNS}, (count(*) OVER ())::int AS total ${filter} ORDER BY ${order.join(', ')} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    );
    if (rows.length === 0) {
      // Past the last page the window has no row to ride on: count apart (never on the first page).
      if (query.offset === 0) return { rows: [], count: 0 };
      const [{ total }] = await this.employees.manager.query(`SELECT count(*)::int AS total ${filter}`, params.slice(0, -2));
      return { rows: [], count: total };
    }
    return { rows: rows.map(toEmployeeRow), count: rows[0].total };
  }

  /** Quick lookup for pickers and global search: active people first, then by name. */
  search(text: string, limit: number): Promise<EmployeeEntity[]> {
    const builder = this.inSalon();
    whereMatches(builder, text);
    return builder
      .orderBy('employee.is_active', 'DESC')
      .addOrderBy('employee.last_name', 'ASC')
      .addOrderBy('employee.first_name', 'ASC')
      .addOrderBy('employee.employee_id', 'ASC')
      .take(limit)
      .getMany();
  }

  /** These employees, by last then first name. */
  listByIds(employeeIds: number[]): Promise<EmployeeEntity[]> {
    if (employeeIds.length === 0) return Promise.resolve([]);
    return this.inSalon().andWhere('employee.employee_id IN (:...employeeIds)', { employeeIds }).orderBy('employee.last_name').addOrderBy('employee.first_name').getMany();
  }

  findById(employeeId: number): Promise<EmployeeEntity | null> {
    return this.employees.findOneBy({ employee_id: employeeId, salon_id: this.tenant.salonId() });
  }

  exists(employeeId: number, manager: EntityManager = this.employees.manager): Promise<boolean> {
    return manager.exists(EmployeeEntity, { where: { employee_id: employeeId, salon_id: this.tenant.salonId() } });
  }

  /**
   * Locks the employee's row until the transaction ends, so whole-week schedule saves and
   * deactivations take turns (and bookings, which share-lock it, wait); whether they are
   * active then, or null when not in this salon.
   */
  lockById(manager: EntityManager, employeeId: number): Promise<Pick<EmployeeEntity, 'employee_id' | 'is_active'> | null> {
    return manager.findOne(EmployeeEntity, {
      where: { employee_id: employeeId, salon_id: this.tenant.salonId() },
      select: { employee_id: true, is_active: true },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The new employee's id. */
  async insert(input: EmployeeInput): Promise<number> {
    const { identifiers } = await this.employees.insert({ ...input, salon_id: this.tenant.salonId() });
    return identifiers[0].employee_id as number;
  }

  /** How many rows changed: 0 when the employee is not in this salon. */
  async update(employeeId: number, changes: EmployeeUpdate | { is_active: boolean }, manager: EntityManager = this.employees.manager): Promise<number> {
    const { affected } = await manager.update(EmployeeEntity, { employee_id: employeeId, salon_id: this.tenant.salonId() }, changes);
    return affected ?? 0;
  }

  /** How many rows went: 0 when the employee is not in this salon; the database refuses while appointments refer to them. */
  async delete(employeeId: number): Promise<number> {
    const { affected } = await this.employees.delete({ employee_id: employeeId, salon_id: this.tenant.salonId() });
    return affected ?? 0;
  }

  private inSalon(): SelectQueryBuilder<EmployeeEntity> {
    return this.employees.createQueryBuilder('employee').where('employee.salon_id = :salonId', { salonId: this.tenant.salonId() });
  }
}

/** What a search looks in: name, e-mail, position, specializations (the phone's digits apart). */
const MATCHED = [
  'employee.first_name',
  'employee.last_name',
  `(employee.first_name || ' ' || employee.last_name)`,
  'employee.email',
  `replace(employee.position, '_', ' ')`,
  'employee.specializations',
];
const PHONE_DIGITS = `regexp_replace(employee.phone, '\\D', '', 'g')`;

/** Name, e-mail, position, specializations, or the phone's digits whatever their punctuation. */
function whereMatches(builder: SelectQueryBuilder<EmployeeEntity>, text: string): void {
  const pattern = containsPattern(text);
  const digits = phoneDigits(text);
  builder.andWhere(
    new Brackets((where) => {
      MATCHED.forEach((column, index) => (index === 0 ? where.where(`${column} ILIKE :pattern`, { pattern }) : where.orWhere(`${column} ILIKE :pattern`, { pattern })));
      if (digits) where.orWhere(`${PHONE_DIGITS} LIKE :digits`, { digits: `%${digits}%` });
    }),
  );
}

/** The same search as plain SQL, its values added through `param`. */
function matchesSql(text: string, param: (value: unknown) => string): string {
  const pattern = param(containsPattern(text));
  const digits = phoneDigits(text);
  const tests = MATCHED.map((column) => `${column} ILIKE ${pattern}`);
  if (digits) tests.push(`${PHONE_DIGITS} LIKE ${param(`%${digits}%`)}`);
  return `(${tests.join(' OR ')})`;
}

/** The row without its total, field by field: an object literal costs a fraction of a rest copy, and the compiler holds it to the contract. */
const toEmployeeRow = (row: Employee): Employee => ({
  employee_id: row.employee_id,
  salon_id: row.salon_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  date_of_birth: row.date_of_birth,
  address: row.address,
  position: row.position,
  hire_date: row.hire_date,
  hourly_rate: row.hourly_rate,
  commission_rate: row.commission_rate,
  employment_type: row.employment_type,
  is_active: row.is_active,
  specializations: row.specializations,
  certifications: row.certifications,
  years_experience: row.years_experience,
  emergency_contact_name: row.emergency_contact_name,
  emergency_contact_phone: row.emergency_contact_phone,
  notes: row.notes,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The contract's fields of an employee, typed as the wire carries them (timestamps as `toISOString()` writes them). */
const EMPLOYEE_COLUMNS = [
  'employee.employee_id',
  'employee.salon_id',
  'employee.first_name',
  'employee.last_name',
  'employee.email',
  'employee.phone',
  'employee.date_of_birth::text AS date_of_birth',
  'employee.address',
  'employee.position',
  'employee.hire_date::text AS hire_date',
  'employee.hourly_rate::float8 AS hourly_rate',
  'employee.commission_rate::float8 AS commission_rate',
  'employee.employment_type',
  'employee.is_active',
  'employee.specializations',
  'employee.certifications',
  'employee.years_experience',
  'employee.emergency_contact_name',
  'employee.emergency_contact_phone',
  'employee.notes',
  isoTimestamp('employee.created_at', 'created_at'),
  isoTimestamp('employee.updated_at', 'updated_at'),
].join(', ');
