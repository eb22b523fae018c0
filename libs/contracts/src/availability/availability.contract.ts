import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { employeeSchema } from '../employees/employees.schemas';
import {
  availabilityCheckResultSchema,
  availabilityCheckSchema,
  availableEmployeesQuerySchema,
  bulkAvailabilityResultSchema,
  bulkAvailabilitySchema,
  employeeDaySchema,
  employeeRangeQuerySchema,
  dayScheduleQuerySchema,
  dayScheduleSchema,
  employeeSlotsQuerySchema,
  employeeSlotsSchema,
  nextAvailableQuerySchema,
  nextAvailableSchema,
  weekCellQuerySchema,
  weekScheduleQuerySchema,
  weekScheduleSchema,
} from './availability.schemas';

const c = initContract();
const read = requires('appointments:read');

/**
 * Availability (spec part 1 §7; DECISIONS §5): slots, checks and schedules, all in the salon's
 * wall-clock time. Also the routes under /appointments and /employees that the availability module answers.
 */
export const availabilityContract = c.router({
  check: {
    method: 'POST',
    path: '/availability',
    body: availabilityCheckSchema,
    responses: { 200: successEnvelope(availabilityCheckResultSchema) },
    summary: 'Can this employee take this time? With the reason and the overlapping appointments when not',
    metadata: read,
  },
  employeeSlots: {
    method: 'GET',
    path: '/availability/employee/:id',
    pathParams: z.object({ id: idSchema }),
    query: employeeSlotsQuerySchema,
    responses: { 200: successEnvelope(employeeSlotsSchema) },
    summary: "One day's 15-minute slots for an employee, each available or with its reason",
    metadata: read,
  },
  daySchedule: {
    method: 'GET',
    path: '/availability/day-schedule',
    query: dayScheduleQuerySchema,
    responses: { 200: successEnvelope(dayScheduleSchema) },
    summary: "Every active employee's hours, breaks and appointments on one day",
    metadata: read,
  },
  weekSchedule: {
    method: 'GET',
    path: '/availability/week-schedule',
    query: weekScheduleQuerySchema,
    responses: { 200: successEnvelope(weekScheduleSchema) },
    summary: "Every active employee's hours, breaks, booked time and first appointments over seven days",
    metadata: read,
  },
  weekCell: {
    method: 'GET',
    path: '/availability/week-schedule/cell',
    query: weekCellQuerySchema,
    responses: { 200: successEnvelope(employeeDaySchema) },
    summary: "One employee's day of the week schedule with every appointment holding time",
    metadata: read,
  },
  nextAvailable: {
    method: 'GET',
    path: '/availability/next-available',
    query: nextAvailableQuerySchema,
    responses: { 200: successEnvelope(nextAvailableSchema) },
    summary: 'The earliest free slot for a service, optionally with one employee and within a time window',
    metadata: read,
  },
  bulkSlots: {
    method: 'POST',
    path: '/appointments/availability/bulk',
    body: bulkAvailabilitySchema,
    responses: { 200: successEnvelope(bulkAvailabilityResultSchema) },
    summary: "One day's slots for several employees",
    metadata: read,
  },
  checkConflicts: {
    method: 'POST',
    path: '/appointments/conflicts/check',
    body: availabilityCheckSchema,
    responses: { 200: successEnvelope(availabilityCheckResultSchema) },
    summary: 'Would this time overlap another booking or fall outside working hours?',
    metadata: read,
  },
  employeeDays: {
    method: 'GET',
    path: '/employees/:id/availability',
    pathParams: z.object({ id: idSchema }),
    query: employeeRangeQuerySchema,
    responses: { 200: successEnvelope(z.array(employeeDaySchema)) },
    summary: "An employee's hours, breaks and booked time for each day of a range (at most 31 days)",
    metadata: requires('employees:read'),
  },
  availableEmployees: {
    method: 'GET',
    path: '/employees/available',
    query: availableEmployeesQuerySchema,
    responses: { 200: successEnvelope(z.array(employeeSchema)) },
    summary: 'Active employees free for the whole of a given time',
    metadata: requires('employees:read'),
  },
});
