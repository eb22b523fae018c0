import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { appointmentsOfQuerySchema } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** Whose appointments: GET /appointments/by-client|by-employee|by-service/{id}. */
export type AppointmentOwner = 'client' | 'employee' | 'service';

/** The query as sent on the wire: limit, offset, sortOrder, status, date_from, date_to. */
export type AppointmentsOfParams = z.input<typeof appointmentsOfQuerySchema>;

const ROUTES = {
  client: apiClient.appointmentViews.byClient,
  employee: apiClient.appointmentViews.byEmployee,
  service: apiClient.appointmentViews.byService,
} as const;

/** One page of a client's, employee's or service's appointments as `{ rows, count }`, newest first by default. */
export function useAppointmentsOf(owner: AppointmentOwner, ownerId: number, params: AppointmentsOfParams) {
  return useQuery({
    queryKey: appointmentKeys.of(owner, ownerId, params),
    queryFn: ({ signal }) => unwrap(ROUTES[owner]({ params: { id: ownerId }, query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
