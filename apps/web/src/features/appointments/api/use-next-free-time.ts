import { useMutation } from '@tanstack/react-query';
import type { NextAvailable } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';

export type NextFreeTimeRequest = {
  serviceId: number;
  /** null: whoever is free first. */
  employeeId: number | null;
  /** Search from this day on (the server starts at the salon's today at the earliest). */
  fromDate: string | null;
  durationMinutes: number | null;
};

/** The earliest free time for a service, asked when staff press "Next Free Time". */
export function useNextFreeTime() {
  return useMutation<NextAvailable, ApiError, NextFreeTimeRequest>({
    mutationFn: (request) =>
      unwrap(
        apiClient.availability.nextAvailable({
          query: {
            service_id: request.serviceId,
            ...(request.employeeId !== null ? { employee_id: request.employeeId } : {}),
            ...(request.fromDate !== null ? { from_date: request.fromDate } : {}),
            ...(request.durationMinutes !== null ? { duration_minutes: request.durationMinutes } : {}),
          },
        }),
      ),
  });
}
