import { describe, expect, it, vi } from 'vitest';
import { availableActions, canSendMessage, canTakeActionAt, refusedActionMessage, refusedByTime, refusedSendMessage, salonNowAt, type ActionSubject } from './appointment-actions';

const subject = (name: string, options: { billable?: boolean; checkedIn?: boolean; checkedOut?: boolean } = {}): ActionSubject => ({
  status: { name, is_billable: options.billable ?? false },
  checked_in_at: options.checkedIn ? '2026-11-22T10:00:00Z' : null,
  checked_out_at: options.checkedOut ? '2026-11-22T11:00:00Z' : null,
});

describe('the actions table (spec part 1 §4)', () => {
  it.each([
    ['pending', {}, ['confirm', 'complete', 'cancel', 'no_show']],
    ['confirmed', {}, ['check_in', 'complete', 'cancel', 'no_show']],
    ['confirmed', { checkedIn: true }, ['check_out', 'complete', 'cancel']],
    ['in_progress', { checkedIn: true, billable: true }, ['check_out', 'complete', 'cancel', 'process_payment']],
    ['in_progress', { checkedIn: true, checkedOut: true, billable: true }, ['complete', 'cancel', 'process_payment']],
    ['completed', { checkedIn: true, checkedOut: true, billable: true }, ['process_payment']],
    ['cancelled', {}, []],
    ['no_show', { billable: true }, ['process_payment']],
  ])('%s %j offers %j', (name, options, actions) => {
    expect(availableActions(subject(name, options))).toEqual(actions);
  });

  it('offers payment on a cancelled appointment only for a late-cancellation fee', () => {
    expect(availableActions({ ...subject('cancelled'), cancellation_fee: 25 })).toEqual(['process_payment']);
    expect(availableActions({ ...subject('cancelled'), cancellation_fee: 0 })).toEqual([]);
  });

  it('explains a refusal by the current state', () => {
    expect(refusedActionMessage('confirm', subject('completed'))).toBe('Cannot confirm an appointment that is completed');
    expect(refusedActionMessage('check_in', subject('confirmed', { checkedIn: true }))).toBe('Cannot check in an appointment that is already checked in; it is confirmed');
    expect(refusedActionMessage('check_in', subject('in_progress', { checkedIn: true }))).toBe('Cannot check in an appointment that is already checked in; it is in progress');
    expect(refusedActionMessage('check_out', subject('in_progress', { checkedIn: true, checkedOut: true }))).toBe(
      'Cannot check out an appointment that is already checked out; it is in progress',
    );
    expect(refusedActionMessage('check_out', subject('pending'))).toBe('Cannot check out an appointment that has not been checked in; it is pending');
    expect(refusedActionMessage('no_show', subject('in_progress'))).toBe('Cannot mark as a no-show an appointment that is in progress');
    expect(refusedActionMessage('confirm', subject('no_show'))).toBe('Cannot confirm an appointment that is a no-show');
  });
});

describe('sending the client a message', () => {
  it.each([
    ['pending', {}, true, true],
    ['confirmed', {}, false, true],
    ['confirmed', { checkedIn: true }, false, false],
    ['in_progress', { checkedIn: true }, false, false],
    ['completed', { checkedIn: true, checkedOut: true }, false, false],
    ['cancelled', {}, false, false],
    ['no_show', {}, false, false],
  ])('%s %j: confirmation %s, reminder %s', (name, options, confirmation, reminder) => {
    expect(canSendMessage(subject(name, options), 'confirmation')).toBe(confirmation);
    expect(canSendMessage(subject(name, options), 'reminder')).toBe(reminder);
  });

  it('explains a refusal by the current state', () => {
    expect(refusedSendMessage('confirmation', subject('confirmed'))).toBe('This appointment is already confirmed');
    expect(refusedSendMessage('reminder', subject('cancelled'))).toBe('Cannot send a reminder for an appointment that is cancelled');
    expect(refusedSendMessage('confirmation', subject('in_progress', { checkedIn: true }))).toBe('Cannot send a confirmation for an appointment that is in progress');
    expect(refusedSendMessage('reminder', subject('no_show'))).toBe('Cannot send a reminder for an appointment that is a no-show');
  });
});

describe('the salon\'s clock (DECISIONS §5)', () => {
  // Friday 5 December 2031, 10:00 in the salon.
  const visit = (name: string, options: { checkedIn?: boolean } = {}) => ({ ...subject(name, options), appointment_date: '2031-12-05', start_time: '10:00' });
  const at = (date: string, time: string) => ({ date, time });

  it('refuses check-in, check-out and complete the day before, even at 23:59, naming the day', () => {
    const eve = at('2031-12-04', '23:59');
    expect(refusedByTime(visit('confirmed'), 'check_in', eve)).toBe('This appointment is on Friday, December 5, 2031; it can be checked in from that day.');
    expect(refusedByTime(visit('in_progress', { checkedIn: true }), 'check_out', eve)).toBe('This appointment is on Friday, December 5, 2031; it can be checked out from that day.');
    expect(refusedByTime(visit('pending'), 'complete', eve)).toBe('This appointment is on Friday, December 5, 2031; it can be completed from that day.');
    expect(canTakeActionAt(visit('confirmed'), 'check_in', eve)).toBe(false);
  });

  it('allows them from 00:00 on the day itself, and on any later day', () => {
    for (const now of [at('2031-12-05', '00:00'), at('2031-12-09', '08:00')]) {
      expect(refusedByTime(visit('confirmed'), 'check_in', now)).toBeNull();
      expect(refusedByTime(visit('in_progress', { checkedIn: true }), 'check_out', now)).toBeNull();
      expect(refusedByTime(visit('pending'), 'complete', now)).toBeNull();
      expect(canTakeActionAt(visit('confirmed'), 'check_in', now)).toBe(true);
    }
  });

  it('refuses a no-show until the start time: one minute before no, at the start and one minute after yes', () => {
    expect(refusedByTime(visit('confirmed'), 'no_show', at('2031-12-05', '09:59'))).toBe('This appointment starts at 10:00 AM today; it can be marked as a no-show from then.');
    expect(refusedByTime(visit('confirmed'), 'no_show', at('2031-12-05', '10:00'))).toBeNull();
    expect(refusedByTime(visit('confirmed'), 'no_show', at('2031-12-05', '10:01'))).toBeNull();
    expect(refusedByTime(visit('pending'), 'no_show', at('2031-12-06', '00:00'))).toBeNull();
  });

  it('names the day and the time of a no-show refused on an earlier day, on a 12-hour clock', () => {
    const afternoon = { ...visit('pending'), start_time: '14:30' };
    expect(refusedByTime(afternoon, 'no_show', at('2031-11-14', '18:00'))).toBe('This appointment starts on Friday, December 5, 2031 at 2:30 PM; it can be marked as a no-show from then.');
    expect(refusedByTime({ ...afternoon, start_time: '00:15' }, 'no_show', at('2031-12-04', '23:59'))).toBe(
      'This appointment starts on Friday, December 5, 2031 at 12:15 AM; it can be marked as a no-show from then.',
    );
    expect(canTakeActionAt(afternoon, 'no_show', at('2031-12-05', '14:29'))).toBe(false);
  });

  it('never holds back confirm, cancel or payment', () => {
    const longBefore = at('2031-01-01', '00:00');
    expect(refusedByTime(visit('pending'), 'confirm', longBefore)).toBeNull();
    expect(refusedByTime(visit('pending'), 'cancel', longBefore)).toBeNull();
    expect(refusedByTime(visit('no_show'), 'process_payment', longBefore)).toBeNull();
    expect(canTakeActionAt(visit('pending'), 'confirm', longBefore)).toBe(true);
  });

  it('still asks the state first: the clock never allows what the state refuses', () => {
    expect(canTakeActionAt(visit('pending'), 'check_in', at('2031-12-05', '12:00'))).toBe(false);
    expect(canTakeActionAt(visit('completed'), 'no_show', at('2031-12-05', '12:00'))).toBe(false);
  });

  it('reads the day in the salon\'s zone, not UTC: 04:30 UTC on the 5th is still the 4th in New York', () => {
    const instant = new Date('2031-12-05T04:30:00Z');
    expect(salonNowAt(instant, 'America/New_York')).toEqual({ date: '2031-12-04', time: '23:30' });
    expect(salonNowAt(instant, 'UTC')).toEqual({ date: '2031-12-05', time: '04:30' });
    expect(canTakeActionAt(visit('confirmed'), 'check_in', salonNowAt(instant, 'America/New_York'))).toBe(false);
    expect(canTakeActionAt(visit('confirmed'), 'check_in', salonNowAt(instant, 'UTC'))).toBe(true);
  });

  it('builds one formatter per time zone however often the clock is read (each costs about 200 µs)', () => {
    const Format = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Format>) {
      return new Format(...args);
    } as unknown as typeof Format);
    try {
      for (let i = 0; i < 3; i += 1) expect(salonNowAt(new Date('2031-12-05T04:30:00Z'), 'Pacific/Auckland')).toEqual({ date: '2031-12-05', time: '17:30' });
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('reads midnight as 00:00, not 24:00', () => {
    expect(salonNowAt(new Date('2031-12-05T05:00:00Z'), 'America/New_York')).toEqual({ date: '2031-12-05', time: '00:00' });
  });
});
