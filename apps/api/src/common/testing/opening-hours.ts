import { DEFAULT_SETTINGS } from '@salon/contracts';
import type { DataSource } from 'typeorm';

/**
 * Opens a salon every day from 00:00 to 23:59, as if its owner had saved those business hours:
 * an employee's hours count only while the salon is open (issue 16), and tests of other rules
 * book late evenings, Sundays and the small hours of a daylight-saving change. The salon's own
 * hours are tested with the spec's defaults (booking-settings.int.spec.ts).
 */
export async function openAroundTheClock(dataSource: DataSource, salonId = 1): Promise<void> {
  const businessHours = DEFAULT_SETTINGS.general.businessHours.map((day) => ({ ...day, openTime: '00:00', closeTime: '23:59', isClosed: false }));
  await dataSource.query(
    `INSERT INTO salon_settings (salon_id, section, value) VALUES ($1, 'general', $2)
     ON CONFLICT (salon_id, section) DO UPDATE SET value = salon_settings.value || EXCLUDED.value`,
    [salonId, JSON.stringify({ businessHours })],
  );
}

/** Back to the default business hours (what `openAroundTheClock` changed). */
export async function defaultOpeningHours(dataSource: DataSource, salonId = 1): Promise<void> {
  await dataSource.query(`UPDATE salon_settings SET value = value - 'businessHours' WHERE salon_id = $1 AND section = 'general'`, [salonId]);
}
