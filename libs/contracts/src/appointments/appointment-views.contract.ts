import { initContract } from '@ts-rest/core';
import {
  CONFIRMATION_WINDOW_HOURS,
  appointmentSearchQuerySchema,
  appointmentsOfQuerySchema,
  queueCountsSchema,
  queuePageQuerySchema,
  todayQuerySchema,
  upcomingQuerySchema,
} from './appointments.schemas';
import { idParams, many, page, read } from './appointment-route-parts';
import { appointmentMonthQuerySchema, appointmentMonthSchema } from './appointment-month.schemas';
import { successEnvelope } from '../common/envelope';

const c = initContract();

/** Appointments of one client, employee or service, newest first. */
const appointmentsOf = (owner: 'client' | 'employee' | 'service') =>
  ({
    method: 'GET',
    path: `/appointments/by-${owner}/:id`,
    pathParams: idParams,
    query: appointmentsOfQuerySchema,
    responses: page,
    summary: `Appointments of one ${owner}, newest first`,
    metadata: read,
  }) as const;

/** Read-only views of the book: search, the calendar month, one person's or service's appointments, and the day's work queues. */
export const appointmentViewsContract = c.router({
  search: {
    method: 'GET',
    path: '/appointments/search',
    query: appointmentSearchQuerySchema,
    responses: many,
    summary: 'Find appointments by client, employee or service name, client phone or e-mail; soonest first',
    metadata: read,
  },
  month: {
    method: 'GET',
    path: '/appointments/month',
    query: appointmentMonthQuerySchema,
    responses: { 200: successEnvelope(appointmentMonthSchema) },
    summary: "A calendar month: for each of the salon's days, how many appointments and the first few by start time, as a cell shows them",
    metadata: read,
  },
  byClient: appointmentsOf('client'),
  byEmployee: appointmentsOf('employee'),
  byService: appointmentsOf('service'),
  today: {
    method: 'GET',
    path: '/appointments/today',
    query: todayQuerySchema,
    responses: many,
    summary: "The salon's appointments today, by start time",
    metadata: read,
  },
  upcoming: {
    method: 'GET',
    path: '/appointments/upcoming',
    query: upcomingQuerySchema,
    responses: many,
    summary: 'Appointments still to come within the next days (default 7), cancelled and no-shows left out',
    metadata: read,
  },
  overdue: {
    method: 'GET',
    path: '/appointments/overdue',
    query: queuePageQuerySchema,
    responses: page,
    summary: 'Appointments whose end has passed but which are still pending, confirmed or in progress; the latest first, a page at a time',
    metadata: read,
  },
  needsConfirmation: {
    method: 'GET',
    path: '/appointments/needs-confirmation',
    query: queuePageQuerySchema,
    responses: page,
    summary: `Pending appointments starting within the next ${CONFIRMATION_WINDOW_HOURS} hours whose client has not been asked to confirm; soonest first, a page at a time`,
    metadata: read,
  },
  needsReminders: {
    method: 'GET',
    path: '/appointments/needs-reminders',
    query: queuePageQuerySchema,
    responses: page,
    summary: 'Appointments due a reminder now (24 and 2 hours before by default); soonest first, a page at a time',
    metadata: read,
  },
  queueCounts: {
    method: 'GET',
    path: '/appointments/queue-counts',
    responses: { 200: successEnvelope(queueCountsSchema) },
    summary: 'How many appointments each work queue holds now: overdue, needs confirmation, needs reminders',
    metadata: read,
  },
});
