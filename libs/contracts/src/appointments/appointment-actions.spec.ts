import { describe, expect, it } from 'vitest';
import { availableActions, canSendMessage, refusedActionMessage, refusedSendMessage, type ActionSubject } from './appointment-actions';

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
