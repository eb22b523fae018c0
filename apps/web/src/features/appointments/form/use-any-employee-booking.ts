import { useMemo } from 'react';
import { useAnyEmployeeSlots, type AnyEmployeeSlotRequest } from '../api/use-any-employee-slots';
import { anyEmployeeTimes, type FreeEmployee } from './any-employee-times';
import type { SlotListing } from './appointment-slot-picker';

const NOBODY: FreeEmployee[] = [];

/**
 * "Any available": the times at which any active employee is free for the service that day,
 * and who is free at each. Asks nothing while `request` is null.
 */
export function useAnyEmployeeBooking(request: AnyEmployeeSlotRequest | null) {
  const query = useAnyEmployeeSlots(request);
  const times = useMemo(() => (query.data ? anyEmployeeTimes(query.data) : null), [query.data]);
  const listing: SlotListing = !request ? { state: 'waiting' } : query.isPending ? { state: 'loading' } : { state: 'ready', slots: times?.slots ?? [] };
  const freeAt = (startTime: string) => times?.freeAt.get(startTime) ?? NOBODY;
  return {
    listing,
    freeAt,
    /** Known free (the day's slots loaded and list them free at that time); unknown counts as free. */
    isFree: (startTime: string, employeeId: number | null) => !request || !query.isSuccess || freeAt(startTime).some((free) => free.employee_id === employeeId),
    refetch: () => void query.refetch(),
  };
}
