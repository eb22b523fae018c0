import { describe, expect, it } from 'vitest';
import { pickDistinctStarts } from './booking.mjs';

const slot = (start_time, is_available = true) => ({ start_time, is_available });

describe('pickDistinctStarts', () => {
  it('takes free starts far enough apart that no two bookings overlap', () => {
    const slots = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15'].map((time) => slot(time));
    expect(pickDistinctStarts(slots, 30)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('skips taken starts and starts again after them', () => {
    const slots = [slot('09:00'), slot('09:15', false), slot('09:30', false), slot('09:45'), slot('10:00')];
    expect(pickDistinctStarts(slots, 15)).toEqual(['09:00', '09:45', '10:00']);
  });

  it('reads the slots in time order and drops seconds', () => {
    expect(pickDistinctStarts([slot('10:00:00'), slot('09:00:00')], 60)).toEqual(['09:00', '10:00']);
  });
});
