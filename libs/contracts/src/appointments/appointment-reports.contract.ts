import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { exportQuerySchema } from './appointments.schemas';
import { appointmentStatisticsSchema, noShowRateSchema, statisticsQuerySchema } from './appointment-statistics.schemas';
import { read } from './appointment-route-parts';

const c = initContract();

/** Figures over a date range and the CSV export. */
export const appointmentReportsContract = c.router({
  statistics: {
    method: 'GET',
    path: '/appointments/statistics',
    query: statisticsQuerySchema,
    responses: { 200: successEnvelope(appointmentStatisticsSchema) },
    summary: 'Counts, rates, revenue, ratings, top services and employees over a date range',
    metadata: read,
  },
  noShowRate: {
    method: 'GET',
    path: '/appointments/no-show-rate',
    query: statisticsQuerySchema,
    responses: { 200: successEnvelope(noShowRateSchema) },
    summary: 'No-shows among the appointments that were expected over a date range',
    metadata: read,
  },
  export: {
    method: 'GET',
    path: '/appointments/export',
    query: exportQuerySchema,
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary: "Every appointment matching the list's filters as a CSV file, streamed",
    metadata: read,
  },
  employeeStatistics: {
    method: 'GET',
    path: '/employees/:id/statistics',
    pathParams: z.object({ id: idSchema }),
    query: statisticsQuerySchema,
    responses: { 200: successEnvelope(appointmentStatisticsSchema) },
    summary: "An employee's appointment figures over a date range (the Performance tab)",
    metadata: requires('employees:read'),
  },
});
