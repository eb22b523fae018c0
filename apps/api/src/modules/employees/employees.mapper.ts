import { employeeSchema, scheduleDaySchema, seesPay, type Employee, type PermissionHolder, type ScheduleDay } from '@salon/contracts';
import type { EmployeeScheduleEntity } from './employee-schedule.entity';
import type { EmployeeEntity } from './employee.entity';

/**
 * The entity's properties are the contract's fields; parsing keeps only those and proves the shape.
 * The reader is required so that no route can answer pay by forgetting whom it answers.
 */
export const toEmployee = (entity: EmployeeEntity, reader: PermissionHolder): Employee =>
  shownTo(employeeSchema.parse({ ...entity, created_at: entity.created_at.toISOString(), updated_at: entity.updated_at.toISOString() }), reader);

/** The employee as this reader may see it: the rates only for those who may change them. */
export const shownTo = (employee: Employee, reader: PermissionHolder): Employee => {
  if (seesPay(reader)) return employee;
  const { hourly_rate: _hourly, commission_rate: _commission, ...withoutPay } = employee;
  return withoutPay;
};

export const toScheduleDay = (entity: EmployeeScheduleEntity): ScheduleDay =>
  scheduleDaySchema.parse({ ...entity, updated_at: entity.updated_at.toISOString() });
