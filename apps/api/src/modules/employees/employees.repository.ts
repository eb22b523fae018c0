import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmployeeInput, EmployeeListQuery, EmployeeUpdate } from '@salon/contracts';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { orderByThenKey } from '../../common/database/order-by';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { EmployeeEntity } from './employee.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

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

  /** One page of employees matching the search and filters, and how many match in all. */
  async list(query: EmployeeListQuery): Promise<{ employees: EmployeeEntity[]; count: number }> {
    const builder = this.inSalon();
    if (query.is_active !== undefined) builder.andWhere('employee.is_active = :active', { active: query.is_active });
    if (query.position) builder.andWhere('employee.position = :position', { position: query.position });
    if (query.search) whereMatches(builder, query.search);
    orderByThenKey(builder, SORT_COLUMNS[query.sortBy], query.sortOrder, 'employee.employee_id').take(query.limit).skip(query.offset);
    const [employees, count] = await builder.getManyAndCount();
    return { employees, count };
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

/** Name, e-mail, position, specializations, or the phone's digits whatever their punctuation. */
function whereMatches(builder: SelectQueryBuilder<EmployeeEntity>, text: string): void {
  const pattern = containsPattern(text);
  const digits = phoneDigits(text);
  builder.andWhere(
    new Brackets((where) => {
      where
        .where('employee.first_name ILIKE :pattern', { pattern })
        .orWhere('employee.last_name ILIKE :pattern', { pattern })
        .orWhere(`(employee.first_name || ' ' || employee.last_name) ILIKE :pattern`, { pattern })
        .orWhere('employee.email ILIKE :pattern', { pattern })
        .orWhere(`replace(employee.position, '_', ' ') ILIKE :pattern`, { pattern })
        .orWhere('employee.specializations ILIKE :pattern', { pattern });
      if (digits) where.orWhere(`regexp_replace(employee.phone, '\\D', '', 'g') LIKE :digits`, { digits: `%${digits}%` });
    }),
  );
}
