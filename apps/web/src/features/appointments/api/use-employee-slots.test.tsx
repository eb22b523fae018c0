import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createTestQueryClient } from '../../../testing/create-test-query-client';
import { callsTo, dataResponse, stubApi } from '../../../testing/stub-api';
import { useEmployeeSlots, type SlotRequest } from './use-employee-slots';

const request: SlotRequest = { employeeId: 4, date: '2030-12-02', serviceId: 7, durationMinutes: null, excludeAppointmentId: null };
const answer = { employee_id: 4, date: '2030-12-02', duration_minutes: 45, working_hours: null, slots: [] };

function slotsUrl(slotRequest: SlotRequest) {
  const calls = stubApi({ 'GET /api/availability/employee/:id': () => dataResponse(answer) });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useEmployeeSlots(slotRequest), { wrapper });
  return { result, url: () => callsTo(calls, 'GET /api/availability/employee/:id')[0]?.url };
}

describe('useEmployeeSlots', () => {
  it("asks for a walk-in's slots without the salon's minimum advance hours", async () => {
    const { result, url } = slotsUrl({ ...request, walkIn: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(url()).toBe('/api/availability/employee/4?date=2030-12-02&service_id=7&walk_in=true');
  });

  it("asks for a booking's slots within the booking window", async () => {
    const { result, url } = slotsUrl(request);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(url()).toBe('/api/availability/employee/4?date=2030-12-02&service_id=7');
  });
});
