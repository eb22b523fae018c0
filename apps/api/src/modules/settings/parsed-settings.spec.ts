import { describe, expect, it, vi } from 'vitest';
import { settingsFromStored } from '@salon/contracts';
import { parsedSettings } from './parsed-settings';

vi.mock('@salon/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@salon/contracts')>();
  return { ...actual, settingsFromStored: vi.fn(actual.settingsFromStored) };
});

describe('parsed settings', () => {
  it('parses the same stored sections once, however often they are read', () => {
    const stored = { appointments: { bookingRules: { slotDuration: 45 } } };
    const parse = vi.mocked(settingsFromStored);
    parse.mockClear();
    const first = parsedSettings(stored);
    const second = parsedSettings(JSON.parse(JSON.stringify(stored)));
    expect(parse).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('gives every reader a copy of its own', () => {
    const stored = { general: { businessName: 'Copy Salon' } };
    const first = parsedSettings(stored);
    first.general.businessHours[0].isClosed = !first.general.businessHours[0].isClosed;
    first.appointments.bookingRules.allowDoubleBooking = !first.appointments.bookingRules.allowDoubleBooking;
    const second = parsedSettings(stored);
    expect(second.general.businessHours[0].isClosed).toBe(!first.general.businessHours[0].isClosed);
    expect(second.appointments.bookingRules.allowDoubleBooking).toBe(!first.appointments.bookingRules.allowDoubleBooking);
  });

  it('reads a changed section afresh', () => {
    const before = parsedSettings({ appointments: { confirmationSettings: { requireConfirmation: false, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false } } });
    const after = parsedSettings({ appointments: { confirmationSettings: { requireConfirmation: true, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false } } });
    expect(before.appointments.confirmationSettings.requireConfirmation).toBe(false);
    expect(after.appointments.confirmationSettings.requireConfirmation).toBe(true);
  });
});
