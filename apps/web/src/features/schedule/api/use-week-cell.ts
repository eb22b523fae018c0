import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from '../../appointments';

/**
 * One cell of the week in full (every booking holding that employee's time that day), read
 * when its "+N more" opens: the week itself carries only the first few of each cell.
 */
export function useWeekCell(employeeId: number, date: string) {
  return useQuery({
    queryKey: [...appointmentKeys.availability(), 'week-cell', employeeId, date] as const,
    queryFn: ({ signal }) => unwrap(apiClient.availability.weekCell({ query: { employee_id: employeeId, date }, fetchOptions: { signal } })),
  });
}
