import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buttonsOf, openWorkQueues, statuses, stubWorkQueuesApi } from '../../../testing/work-queue-testing';

/** Stops the browser's clock at a local wall time (the salon's, as the front desk's computer reads it). */
function pretendItIs(year: number, monthIndex: number, day: number, hours: number, minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, monthIndex, day, hours, minutes));
}

// Maya's visit on Tuesday 24 November 2026 at 10:00 AM, as a queue lists it.
const confirmed = buildAppointment({ status: statuses.confirmed, status_id: 2 });

describe('To Do: a row offers only what the salon\'s clock allows (the contracts\' canTakeActionAt)', () => {
  it('offers Check In and Complete on the day, and No Show only from the start time', async () => {
    pretendItIs(2026, 10, 24, 9, 59);
    stubWorkQueuesApi({ overdue: [confirmed] });
    await openWorkQueues();
    expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual(['Check In', 'Complete']);
  });

  it('offers all three from 10:00 AM', async () => {
    pretendItIs(2026, 10, 24, 10, 0);
    stubWorkQueuesApi({ overdue: [confirmed] });
    await openWorkQueues();
    expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual(['Check In', 'Complete', 'No Show']);
  });

  it('offers none of them the evening before', async () => {
    pretendItIs(2026, 10, 23, 23, 59);
    stubWorkQueuesApi({ overdue: [confirmed] });
    await openWorkQueues();
    expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual([]);
  });
});
