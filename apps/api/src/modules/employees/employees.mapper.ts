import { employeeSchema, scheduleDaySchema, type Employee, type ScheduleDay } from '@salon/contracts';
import type { EmployeeScheduleEntity } from './employee-schedule.entity';
import type { EmployeeEntity } from './employee.entity';

/** The entity's properties are the contract's fields; parsing keeps only those and proves the shape. */
export const toEmployee = (entity: EmployeeEntity): Employee =>
  employeeSchema.parse({ ...entity, created_at: entity.created_at.toISOString(), updated_at: entity.updated_at.toISOString() });

export const toScheduleDay = (entity: EmployeeScheduleEntity): ScheduleDay =>
  scheduleDaySchema.parse({ ...entity, updated_at: entity.updated_at.toISOString() });
