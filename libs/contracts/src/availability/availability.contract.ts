import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  availabilityCheckResultSchema,
  availabilityCheckSchema,
  dayScheduleQuerySchema,
  dayScheduleSchema,
  employeeSlotsQuerySchema,
  employeeSlotsSchema,
  nextAvailableQuerySchema,
  nextAvailableSchema,
  weekScheduleQuerySchema,
  weekScheduleSchema,
} from './availability.schemas';

const c = initContract();
const read = requires('appointments:read');

/** Availability (spec part 1 §7; DECISIONS §5): slots, checks and schedules, all in the salon's wall-clock time. */
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
    summary: "Every active employee's hours, breaks and appointments over seven days",
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
});
