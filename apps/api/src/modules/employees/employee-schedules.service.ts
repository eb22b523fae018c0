import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WEEK_DAYS, type ScheduleDay, type ScheduleDayInput } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import type { EmployeeScheduleEntity } from './employee-schedule.entity';
import { EmployeeSchedulesRepository } from './employee-schedules.repository';
import { EmployeesRepository } from './employees.repository';
import { toScheduleDay } from './employees.mapper';

/** An employee's working week: one row per working day, Sunday (0) to Saturday (6). */
@Injectable()
export class EmployeeSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly employees: EmployeesRepository,
    private readonly schedules: EmployeeSchedulesRepository,
  ) {}

  async list(employeeId: number, manager: EntityManager = this.dataSource.manager): Promise<ScheduleDay[]> {
    await this.assertEmployeeExists(employeeId, manager);
    return (await this.schedules.weekOf(employeeId, manager)).map(toScheduleDay);
  }

  async get(employeeId: number, scheduleId: number): Promise<ScheduleDay> {
    return toScheduleDay(await this.findDay(employeeId, scheduleId));
  }

  async create(employeeId: number, input: ScheduleDayInput): Promise<ScheduleDay> {
    await this.assertEmployeeExists(employeeId);
    try {
      return this.get(employeeId, await this.schedules.insertDay(employeeId, input));
    } catch (error) {
      throw translateDayTaken(error, input.day_of_week);
    }
  }

  async update(employeeId: number, scheduleId: number, input: ScheduleDayInput): Promise<ScheduleDay> {
    await this.findDay(employeeId, scheduleId);
    try {
      await this.schedules.updateDay(employeeId, scheduleId, input);
    } catch (error) {
      throw translateDayTaken(error, input.day_of_week);
    }
    return this.get(employeeId, scheduleId);
  }

  async remove(employeeId: number, scheduleId: number): Promise<void> {
    await this.findDay(employeeId, scheduleId);
    await this.schedules.deleteDay(employeeId, scheduleId);
  }

  /** The whole week in one transaction; the employee's row lock makes concurrent saves take turns. */
  async replace(employeeId: number, days: ScheduleDayInput[]): Promise<ScheduleDay[]> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.employees.lockById(manager, employeeId))) throw employeeNotFound();
      await this.schedules.replaceWeek(manager, employeeId, days);
      return this.list(employeeId, manager);
    });
  }

  private async assertEmployeeExists(employeeId: number, manager?: EntityManager): Promise<void> {
    if (!(await this.employees.exists(employeeId, manager))) throw employeeNotFound();
  }

  private async findDay(employeeId: number, scheduleId: number): Promise<EmployeeScheduleEntity> {
    await this.assertEmployeeExists(employeeId);
    const day = await this.schedules.findDay(employeeId, scheduleId);
    if (!day) throw new DomainError('NOT_FOUND', 'Schedule not found');
    return day;
  }
}

const employeeNotFound = () => new DomainError('NOT_FOUND', 'Employee not found');

function translateDayTaken(error: unknown, dayOfWeek: number): unknown {
  if (isUniqueViolation(error, 'uq_employee_schedules_employee_day')) {
    const message = `${WEEK_DAYS[dayOfWeek]} already has working hours; change that day instead`;
    return new DomainError('SCHEDULE_DAY_TAKEN', message, { fieldErrors: { day_of_week: [message] } });
  }
  return error;
}
