import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EmployeeDay } from '@salon/contracts';
import { AppointmentDayColumn } from './appointment-day-column';

// New York springs forward at 02:00 on this Sunday: 02:00-02:59 does not exist. The column reads
// no clock (its past ends at bookableFrom, nowAt is null), so this date cannot turn into the past.
const SPRING_FORWARD = '2031-03-09';

function renderColumn(day: Partial<EmployeeDay>, timeZone: string, bookableFrom: number | null = 0) {
  const full: EmployeeDay = { date: SPRING_FORWARD, working_hours: { start_time: '01:00', end_time: '04:00' }, breaks: [], appointments: [], ...day };
  render(
    <MemoryRouter>
      <AppointmentDayColumn date={full.date} employeeId={3} employeeName="Rosa Diaz" day={full} range={{ start: 60, end: 240 }} bookableFrom={bookableFrom} timeZone={timeZone} nowAt={null} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('group', { name: 'Rosa Diaz' }));
}

const freeTimes = (column: ReturnType<typeof renderColumn>) => column.queryAllByRole('link', { name: /^New appointment/ }).map((link) => link.textContent);

describe('day view column', () => {
  it('offers no free time in the hour the salon’s clock skips', () => {
    const column = renderColumn({}, 'America/New_York');
    expect(freeTimes(column)).toEqual(['+ 1:00 AM', '+ 1:15 AM', '+ 1:30 AM', '+ 1:45 AM', '+ 3:00 AM', '+ 3:15 AM', '+ 3:30 AM', '+ 3:45 AM']);
    expect(column.getByRole('link', { name: 'New appointment with Rosa Diaz at 3:00 AM' })).toHaveAttribute('href', '/appointments/new?date=2031-03-09&employee_id=3&start_time=03%3A00');
  });

  it('offers every quarter hour where the clock does not jump, clear of bookings and the past', () => {
    const column = renderColumn({ appointments: [{ appointment_id: 7, start_time: '02:00', end_time: '02:30', status: 'confirmed', client_name: 'Jo Kim', service_name: 'Trim' }] }, 'America/Phoenix', 90);
    expect(freeTimes(column)).toEqual(['+ 1:30 AM', '+ 1:45 AM', '+ 2:30 AM', '+ 2:45 AM', '+ 3:00 AM', '+ 3:15 AM', '+ 3:30 AM', '+ 3:45 AM']);
  });
});
