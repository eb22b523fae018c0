import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WEEK_DAYS, type ScheduleDay, type ScheduleDayInput } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { EmployeeScheduleEntity } from './employee-schedule.entity';
import { EmployeeEntity } from './employee.entity';
import { toScheduleDay } from './employees.mapper';
import { TenantContext } from '../../common/tenant/tenant-context';

/** An employee's working week: one row per working day, Sunday (0) to Saturday (6). */
@Injectable()
export class EmployeeSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async list(employeeId: number, manager: EntityManager = this.dataSource.manager): Promise<ScheduleDay[]> {
    await this.findEmployee(manager, employeeId);
    const days = await manager.find(EmployeeScheduleEntity, { where: { employee_id: employeeId }, order: { day_of_week: 'ASC' } });
    return days.map(toScheduleDay);
  }

  async get(employeeId: number, scheduleId: number): Promise<ScheduleDay> {
    return toScheduleDay(await this.findDay(this.dataSource.manager, employeeId, scheduleId));
  }

  async create(employeeId: number, input: ScheduleDayInput): Promise<ScheduleDay> {
    await this.findEmployee(this.dataSource.manager, employeeId);
    try {
      const { identifiers } = await this.dataSource.manager.insert(EmployeeScheduleEntity, { ...input, employee_id: employeeId });
      return this.get(employeeId, identifiers[0].schedule_id as number);
    } catch (error) {
      throw translateDayTaken(error, input.day_of_week);
    }
  }

  async update(employeeId: number, scheduleId: number, input: ScheduleDayInput): Promise<ScheduleDay> {
    await this.findDay(this.dataSource.manager, employeeId, scheduleId);
    try {
      await this.dataSource.manager.update(EmployeeScheduleEntity, { schedule_id: scheduleId, employee_id: employeeId }, input);
    } catch (error) {
      throw translateDayTaken(error, input.day_of_week);
    }
    return this.get(employeeId, scheduleId);
  }

  async remove(employeeId: number, scheduleId: number): Promise<void> {
    await this.findDay(this.dataSource.manager, employeeId, scheduleId);
    await this.dataSource.manager.delete(EmployeeScheduleEntity, { schedule_id: scheduleId, employee_id: employeeId });
  }

  /** The whole week in one transaction; the employee's row lock makes concurrent saves take turns. */
  async replace(employeeId: number, days: ScheduleDayInput[]): Promise<ScheduleDay[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.findEmployee(manager, employeeId, true);
      await manager.delete(EmployeeScheduleEntity, { employee_id: employeeId });
      if (days.length) await manager.insert(EmployeeScheduleEntity, days.map((day) => ({ ...day, employee_id: employeeId })));
      return this.list(employeeId, manager);
    });
  }

  private async findEmployee(manager: EntityManager, employeeId: number, lock = false): Promise<void> {
    const employee = await manager.findOne(EmployeeEntity, {
      where: { employee_id: employeeId, salon_id: this.tenant.salonId() },
      select: { employee_id: true },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!employee) throw new DomainError('NOT_FOUND', 'Employee not found');
  }

  private async findDay(manager: EntityManager, employeeId: number, scheduleId: number): Promise<EmployeeScheduleEntity> {
    await this.findEmployee(manager, employeeId);
    const day = await manager.findOneBy(EmployeeScheduleEntity, { schedule_id: scheduleId, employee_id: employeeId });
    if (!day) throw new DomainError('NOT_FOUND', 'Schedule not found');
    return day;
  }
}

function translateDayTaken(error: unknown, dayOfWeek: number): unknown {
  if (isUniqueViolation(error, 'uq_employee_schedules_employee_day')) {
    const message = `${WEEK_DAYS[dayOfWeek]} already has working hours; change that day instead`;
    return new DomainError('SCHEDULE_DAY_TAKEN', message, { fieldErrors: { day_of_week: [message] } });
  }
  return error;
}
