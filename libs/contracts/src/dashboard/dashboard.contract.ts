import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import {
  activityItemSchema,
  bookingsByHourSchema,
  bookingTrendPointSchema,
  dashboardMetricsSchema,
  dashboardNotificationsQuerySchema,
  dashboardPopularServicesQuerySchema,
  popularServiceSchema,
  revenuePointSchema,
} from './dashboard.schemas';

const c = initContract();
const read = requires('dashboard:read');

/** The dashboard's figures (spec part 1 §2, §7); every one needs dashboard:read (DECISIONS §4). */
export const dashboardContract = c.router({
  metrics: {
    method: 'GET',
    path: '/dashboard/metrics',
    responses: { 200: successEnvelope(dashboardMetricsSchema) },
    summary: 'Revenue, appointments, active clients and average rating this month so far, with growth against the same days of last month',
    metadata: read,
  },
  notifications: {
    method: 'GET',
    path: '/dashboard/notifications',
    query: dashboardNotificationsQuerySchema,
    responses: { 200: successEnvelope(z.array(activityItemSchema)) },
    summary: 'Recent activity, newest first: bookings, cancellations, check-ins, no-shows, new clients and low stock',
    metadata: read,
  },
  popularServices: {
    method: 'GET',
    path: '/dashboard/popular-services',
    query: dashboardPopularServicesQuerySchema,
    responses: { 200: successEnvelope(z.array(popularServiceSchema)) },
    summary: 'The most booked services over the last 30 salon days (today included), cancelled appointments left out',
    metadata: read,
  },
  bookingsByHour: {
    method: 'GET',
    path: '/dashboard/bookings-by-hour',
    responses: { 200: successEnvelope(z.array(bookingsByHourSchema)) },
    summary: "Today's appointments per starting hour, cancelled ones left out",
    metadata: read,
  },
  revenue: {
    method: 'GET',
    path: '/dashboard/revenue',
    responses: { 200: successEnvelope(z.array(revenuePointSchema)) },
    summary: 'Money taken net of refunds per salon day over the last 30 days (today included), oldest first',
    metadata: read,
  },
  bookingTrends: {
    method: 'GET',
    path: '/dashboard/booking-trends',
    responses: { 200: successEnvelope(z.array(bookingTrendPointSchema)) },
    summary: 'Appointments per salon day over the last 30 days (today included), cancelled ones left out, oldest first',
    metadata: read,
  },
});
