import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  employeeInputSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeSchema,
  employeeSearchQuerySchema,
  employeeStatusSchema,
  employeeUpdateSchema,
  scheduleDayInputSchema,
  scheduleDaySchema,
  weekScheduleInputSchema,
} from './employees.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });
const scheduleParams = z.object({ id: idSchema, scheduleId: idSchema });

/** Employees and their weekly schedules (spec part 1 §7, Employees). */
export const employeesContract = c.router({
  list: {
    method: 'GET',
    path: '/employees',
    query: employeeListQuerySchema,
    responses: { 200: successEnvelope(employeeListSchema) },
    summary: 'List employees: search, filter by is_active and position, sort, page',
    metadata: requires('employees:read'),
  },
  search: {
    method: 'GET',
    path: '/employees/search',
    query: employeeSearchQuerySchema,
    responses: { 200: successEnvelope(z.array(employeeSchema)) },
    summary: 'Find employees by name, e-mail, phone or position',
    metadata: requires('employees:read'),
  },
  get: {
    method: 'GET',
    path: '/employees/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(employeeSchema) },
    summary: 'Get one employee',
    metadata: requires('employees:read'),
  },
  create: {
    method: 'POST',
    path: '/employees',
    body: employeeInputSchema,
    responses: { 201: successEnvelope(employeeSchema) },
    summary: 'Create an employee',
    metadata: requires('employees:create'),
  },
  update: {
    method: 'PUT',
    path: '/employees/:id',
    pathParams: idParams,
    body: employeeUpdateSchema,
    responses: { 200: successEnvelope(employeeSchema) },
    summary: 'Replace an employee\'s details (is_active stays as it is when left out)',
    metadata: requires('employees:update'),
  },
  setStatus: {
    method: 'PATCH',
    path: '/employees/:id/status',
    pathParams: idParams,
    body: employeeStatusSchema,
    responses: { 200: successEnvelope(employeeSchema) },
    summary: 'Activate or deactivate an employee',
    metadata: requires('employees:update'),
  },
  remove: {
    method: 'DELETE',
    path: '/employees/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete an employee and their schedule',
    metadata: requires('employees:delete'),
  },
  listSchedules: {
    method: 'GET',
    path: '/employees/:id/schedules',
    pathParams: idParams,
    responses: { 200: successEnvelope(z.array(scheduleDaySchema)) },
    summary: 'The employee\'s working days, Sunday (0) to Saturday (6); missing days are days off',
    metadata: requires('employees:read'),
  },
  getSchedule: {
    method: 'GET',
    path: '/employees/:id/schedules/:scheduleId',
    pathParams: scheduleParams,
    responses: { 200: successEnvelope(scheduleDaySchema) },
    summary: 'One working day of the employee\'s week',
    metadata: requires('employees:read'),
  },
  createSchedule: {
    method: 'POST',
    path: '/employees/:id/schedules',
    pathParams: idParams,
    body: scheduleDayInputSchema,
    responses: { 201: successEnvelope(scheduleDaySchema) },
    summary: 'Add a working day (409 SCHEDULE_DAY_TAKEN when that day already has hours)',
    metadata: requires('employees:create'),
  },
  updateSchedule: {
    method: 'PUT',
    path: '/employees/:id/schedules/:scheduleId',
    pathParams: scheduleParams,
    body: scheduleDayInputSchema,
    responses: { 200: successEnvelope(scheduleDaySchema) },
    summary: 'Change a working day',
    metadata: requires('employees:update'),
  },
  removeSchedule: {
    method: 'DELETE',
    path: '/employees/:id/schedules/:scheduleId',
    pathParams: scheduleParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Make a working day a day off',
    metadata: requires('employees:delete'),
  },
  replaceSchedules: {
    method: 'POST',
    path: '/employees/:id/schedules/bulk',
    pathParams: idParams,
    body: weekScheduleInputSchema,
    responses: { 200: successEnvelope(z.array(scheduleDaySchema)) },
    summary: 'Replace the whole week in one transaction; days left out become days off',
    // Saving the week is an edit of the employee's hours, though it may add and drop days (docs/product-choices.md).
    metadata: requires('employees:update'),
  },
});
