import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AGE_MESSAGE,
  EMPLOYEE_LIMITS,
  HIRE_DATE_FUTURE_MESSAGE,
  MESSAGES,
  ageInYears,
  type Employee,
  type EmployeeInput,
  type EmployeeListQuery,
  type EmployeeUpdate,
  type FieldErrors,
  type PermissionHolder,
} from '@salon/contracts';
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { orderByThenKey } from '../../common/database/order-by';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { refuseWhenInUse } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { SalonClock } from '../salons';
import { EmployeeEntity } from './employee.entity';
import { toEmployee } from './employees.mapper';
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

const EMAIL_TAKEN_MESSAGE = 'An employee with this email already exists';

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: SalonClock,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: EmployeeListQuery, reader: PermissionHolder): Promise<{ rows: Employee[]; count: number }> {
    const builder = this.query();
    if (query.is_active !== undefined) builder.andWhere('employee.is_active = :active', { active: query.is_active });
    if (query.position) builder.andWhere('employee.position = :position', { position: query.position });
    if (query.search) this.whereMatches(builder, query.search);
    orderByThenKey(builder, SORT_COLUMNS[query.sortBy], query.sortOrder, 'employee.employee_id').take(query.limit).skip(query.offset);
    const [employees, count] = await builder.getManyAndCount();
    return { rows: employees.map((employee) => toEmployee(employee, reader)), count };
  }

  /** Quick lookup for pickers and global search: active people first. */
  async search(text: string, limit: number, reader: PermissionHolder): Promise<Employee[]> {
    const builder = this.query();
    this.whereMatches(builder, text);
    const employees = await builder
      .orderBy('employee.is_active', 'DESC')
      .addOrderBy('employee.last_name', 'ASC')
      .addOrderBy('employee.first_name', 'ASC')
      .addOrderBy('employee.employee_id', 'ASC')
      .take(limit)
      .getMany();
    return employees.map((employee) => toEmployee(employee, reader));
  }

  async get(employeeId: number, reader: PermissionHolder): Promise<Employee> {
    return toEmployee(await this.find(employeeId), reader);
  }

  /** These employees as the contract shows them to this reader, by name (for availability's answers). */
  async listByIds(employeeIds: number[], reader: PermissionHolder): Promise<Employee[]> {
    if (employeeIds.length === 0) return [];
    const employees = await this.query().andWhere('employee.employee_id IN (:...employeeIds)', { employeeIds }).orderBy('employee.last_name').addOrderBy('employee.first_name').getMany();
    return employees.map((employee) => toEmployee(employee, reader));
  }

  async create(input: EmployeeInput, reader: PermissionHolder): Promise<Employee> {
    await this.checkDates(input);
    try {
      const { identifiers } = await this.dataSource.manager.insert(EmployeeEntity, { ...input, salon_id: this.tenant.salonId() });
      return this.get(identifiers[0].employee_id as number, reader);
    } catch (error) {
      throw translateEmailTaken(error);
    }
  }

  async update(employeeId: number, input: EmployeeUpdate, reader: PermissionHolder): Promise<Employee> {
    await this.checkDates(input);
    try {
      const { affected } = await this.dataSource.manager.update(EmployeeEntity, { employee_id: employeeId, salon_id: this.tenant.salonId() }, input);
      if (!affected) throw notFound();
    } catch (error) {
      throw translateEmailTaken(error);
    }
    return this.get(employeeId, reader);
  }

  async setStatus(employeeId: number, isActive: boolean, reader: PermissionHolder): Promise<Employee> {
    const { affected } = await this.dataSource.manager.update(EmployeeEntity, { employee_id: employeeId, salon_id: this.tenant.salonId() }, { is_active: isActive });
    if (!affected) throw notFound();
    return this.get(employeeId, reader);
  }

  async remove(employeeId: number): Promise<void> {
    const { affected } = await refuseWhenInUse(
      this.dataSource.manager.delete(EmployeeEntity, { employee_id: employeeId, salon_id: this.tenant.salonId() }),
      'This employee has appointments and cannot be deleted; deactivate them instead',
    );
    if (!affected) throw notFound();
  }

  async find(employeeId: number): Promise<EmployeeEntity> {
    const employee = await this.dataSource.manager.findOneBy(EmployeeEntity, { employee_id: employeeId, salon_id: this.tenant.salonId() });
    if (!employee) throw notFound();
    return employee;
  }

  private query(): SelectQueryBuilder<EmployeeEntity> {
    return this.dataSource.manager.createQueryBuilder(EmployeeEntity, 'employee').where('employee.salon_id = :salonId', { salonId: this.tenant.salonId() });
  }

  private whereMatches(builder: SelectQueryBuilder<EmployeeEntity>, text: string): void {
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

  /** The form checks these with the browser's date; the salon's own today decides (DECISIONS §2). */
  private async checkDates(input: Pick<EmployeeInput, 'hire_date' | 'date_of_birth'>): Promise<void> {
    const today = await this.clock.today();
    const fieldErrors: FieldErrors = {};
    if (input.hire_date > today) fieldErrors.hire_date = [HIRE_DATE_FUTURE_MESSAGE];
    if (input.date_of_birth) {
      const age = ageInYears(input.date_of_birth, today);
      if (age < EMPLOYEE_LIMITS.ageMin || age > EMPLOYEE_LIMITS.ageMax) fieldErrors.date_of_birth = [AGE_MESSAGE];
    }
    if (Object.keys(fieldErrors).length) throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors });
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'Employee not found');

function translateEmailTaken(error: unknown): unknown {
  if (isUniqueViolation(error, 'uq_employees_salon_email_lower')) {
    return new DomainError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } });
  }
  return error;
}
