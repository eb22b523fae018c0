import { DEFAULT_SETTINGS } from '@salon/contracts';
import type { DataSource } from 'typeorm';

/**
 * Saves booking rules with the widest window the settings allow (from now, up to 365 days
 * ahead) for a salon, as if its owner had saved them: tests of other rules book fixed dates in
 * 2031 from a pretend now in December 2030 (pretend-clock.ts), and times later today. The
 * window itself is tested with the spec's defaults (booking-settings.int.spec.ts).
 */
export async function openBookingWindow(dataSource: DataSource, salonId = 1): Promise<void> {
  const { appointments } = DEFAULT_SETTINGS;
  const value = { ...appointments, bookingRules: { ...appointments.bookingRules, minAdvanceBookingHours: 0, maxAdvanceBookingDays: 365 } };
  await dataSource.query(
    `INSERT INTO salon_settings (salon_id, section, value) VALUES ($1, 'appointments', $2)
     ON CONFLICT (salon_id, section) DO UPDATE SET value = EXCLUDED.value`,
    [salonId, JSON.stringify(value)],
  );
}
