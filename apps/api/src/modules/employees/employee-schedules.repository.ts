import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ScheduleDayInput } from '@salon/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { EmployeeScheduleEntity } from './employee-schedule.entity';

/**
 * The working-week rows of one employee. Callers first check the employee is in the current
 * salon (EmployeesRepository), which scopes these rows: they carry only the employee's id.
 */
@Injectable()
export class EmployeeSchedulesRepository {
  constructor(@InjectRepository(EmployeeScheduleEntity) private readonly schedules: Repository<EmployeeScheduleEntity>) {}

  /** The employee's working days, Sunday (0) first. */
  weekOf(employeeId: number, manager: EntityManager = this.schedules.manager): Promise<EmployeeScheduleEntity[]> {
    return manager.find(EmployeeScheduleEntity, { where: { employee_id: employeeId }, order: { day_of_week: 'ASC' } });
  }

  findDay(employeeId: number, scheduleId: number): Promise<EmployeeScheduleEntity | null> {
    return this.schedules.findOneBy({ schedule_id: scheduleId, employee_id: employeeId });
  }

  /** The new day's id. */
  async insertDay(employeeId: number, day: ScheduleDayInput): Promise<number> {
    const { identifiers } = await this.schedules.insert({ ...day, employee_id: employeeId });
    return identifiers[0].schedule_id as number;
  }

  async updateDay(employeeId: number, scheduleId: number, day: ScheduleDayInput): Promise<void> {
    await this.schedules.update({ schedule_id: scheduleId, employee_id: employeeId }, day);
  }

  async deleteDay(employeeId: number, scheduleId: number): Promise<void> {
    await this.schedules.delete({ schedule_id: scheduleId, employee_id: employeeId });
  }

  /** Swaps the whole week for these days inside the caller's transaction. */
  async replaceWeek(manager: EntityManager, employeeId: number, days: ScheduleDayInput[]): Promise<void> {
    await manager.delete(EmployeeScheduleEntity, { employee_id: employeeId });
    if (days.length) await manager.insert(EmployeeScheduleEntity, days.map((day) => ({ ...day, employee_id: employeeId })));
  }
}
