import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** A closed date range, `YYYY-MM-DD` both ends. */
export type StatisticsDates = { date_from: string; date_to: string };

/** Narrows the salon's figures to one service, employee or client. */
export type StatisticsSubject = { service_id?: number; employee_id?: number; client_id?: number };

/**
 * GET /appointments/statistics over a range (the service Statistics tab). The figures of
 * the previous range stay on screen while the next range loads.
 */
export function useAppointmentStatistics(query: StatisticsSubject & StatisticsDates) {
  return useQuery({
    queryKey: appointmentKeys.statistics(query),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentReports.statistics({ query, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /employees/{id}/statistics: the same figures for one employee (the Performance tab; needs employees:read). */
export function useEmployeeStatistics(employeeId: number, dates: StatisticsDates) {
  return useQuery({
    queryKey: appointmentKeys.statistics({ scope: 'employee', employee_id: employeeId, ...dates }),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentReports.employeeStatistics({ params: { id: employeeId }, query: dates, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
