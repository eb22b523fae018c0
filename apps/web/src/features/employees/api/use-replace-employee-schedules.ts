import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleDay, ScheduleDayInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { employeeKeys } from './employee-keys';

type ReplaceSchedulesInput = { employeeId: number; schedules: ScheduleDayInput[] };

/** Saves the whole week at once; days left out become days off. */
export function useReplaceEmployeeSchedules() {
  const queryClient = useQueryClient();
  return useMutation<ScheduleDay[], ApiError, ReplaceSchedulesInput>({
    mutationFn: ({ employeeId, schedules }) =>
      unwrap(apiClient.employees.replaceSchedules({ params: { id: employeeId }, body: { schedules } })),
    onSuccess: (schedules, { employeeId }) => queryClient.setQueryData(employeeKeys.schedules(employeeId), schedules),
  });
}
