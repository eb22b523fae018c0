import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { appointmentMonthQuerySchema } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** The month query as sent on the wire: `month` (`YYYY-MM`) and the calendar's filters. */
export type AppointmentMonthParams = z.input<typeof appointmentMonthQuerySchema>;

/** Under `appointmentKeys.all`, so any change to an appointment redraws the calendar too. */
export const appointmentMonthKey = (params: AppointmentMonthParams) => [...appointmentKeys.all, 'month', params] as const;

/**
 * One month of the calendar: per day with appointments, how many and the first few as a
 * cell draws them. The last month stays on screen while the next loads.
 */
export function useAppointmentMonth(params: AppointmentMonthParams) {
  return useQuery({
    queryKey: appointmentMonthKey(params),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentViews.month({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
