import { Injectable } from '@nestjs/common';
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
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation, refuseWhenInUse } from '../../common/database/constraint-errors';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { SalonClock } from '../salons';
import type { EmployeeEntity } from './employee.entity';
import { shownTo, toEmployee } from './employees.mapper';
import { EmployeesRepository } from './employees.repository';

const EMAIL_TAKEN_MESSAGE = 'An employee with this email already exists';

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: EmployeesRepository,
    private readonly clock: SalonClock,
  ) {}

  async list(query: EmployeeListQuery, reader: PermissionHolder): Promise<{ rows: Employee[]; count: number }> {
    const { rows, count } = await this.repository.list(query);
    return { rows: rows.map((employee) => shownTo(employee, reader)), count };
  }

  /** Quick lookup for pickers and global search: active people first. */
  async search(text: string, limit: number, reader: PermissionHolder): Promise<Employee[]> {
    return (await this.repository.search(text, limit)).map((employee) => toEmployee(employee, reader));
  }

  async get(employeeId: number, reader: PermissionHolder): Promise<Employee> {
    return toEmployee(await this.find(employeeId), reader);
  }

  /** These employees as the contract shows them to this reader, by name (for availability's answers). */
  async listByIds(employeeIds: number[], reader: PermissionHolder): Promise<Employee[]> {
    return (await this.repository.listByIds(employeeIds)).map((employee) => toEmployee(employee, reader));
  }

  async create(input: EmployeeInput, reader: PermissionHolder): Promise<Employee> {
    await this.checkDates(input);
    try {
      return this.get(await this.repository.insert(input), reader);
    } catch (error) {
      throw translateEmailTaken(error);
    }
  }

  /**
   * Saves the form in one transaction, the employee's row locked first. Making an active
   * employee inactive calls `beforeDeactivating` with that transaction, after the lock, so a
   * booking under way has finished and the check sees it (the deactivations module refuses
   * while appointments remain); an inactive employee is saved as any other.
   */
  async update(
    employeeId: number,
    input: EmployeeUpdate,
    reader: PermissionHolder,
    { beforeDeactivating }: { beforeDeactivating?: (manager: EntityManager) => Promise<void> } = {},
  ): Promise<Employee> {
    await this.checkDates(input);
    try {
      await retryingTransaction(this.dataSource, async (manager) => {
        const current = await this.repository.lockById(manager, employeeId);
        if (!current) throw notFound();
        if (current.is_active && input.is_active === false) await beforeDeactivating?.(manager);
        await this.repository.update(employeeId, input, manager);
      });
    } catch (error) {
      throw translateEmailTaken(error);
    }
    return this.get(employeeId, reader);
  }

  async setStatus(employeeId: number, isActive: boolean, reader: PermissionHolder): Promise<Employee> {
    if (!(await this.repository.update(employeeId, { is_active: isActive }))) throw notFound();
    return this.get(employeeId, reader);
  }

  /**
   * Marks the employee inactive in the caller's transaction, their row locked first so two
   * deactivations take turns. Only the deactivations module calls this, once it has handled
   * the employee's future appointments (issue 12).
   */
  async deactivateIn(manager: EntityManager, employeeId: number): Promise<void> {
    if (!(await this.repository.lockById(manager, employeeId))) throw notFound();
    await this.repository.update(employeeId, { is_active: false }, manager);
  }

  async remove(employeeId: number): Promise<void> {
    const affected = await refuseWhenInUse(
      this.repository.delete(employeeId),
      'This employee has appointments and cannot be deleted; deactivate them instead',
    );
    if (!affected) throw notFound();
  }

  async find(employeeId: number): Promise<EmployeeEntity> {
    const employee = await this.repository.findById(employeeId);
    if (!employee) throw notFound();
    return employee;
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
