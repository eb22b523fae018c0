import { Injectable } from '@nestjs/common';
import type { GeneralSettings, SettingsSection } from '@salon/contracts';
import type { EntityManager } from 'typeorm';

/** The salons row's part of the general section (receipts and the salon's clock read it there). */
export type SalonRecord = {
  name: string;
  phone: string | null;
  email: string | null;
  address_street: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip_code: string | null;
  time_zone: string;
};

export type StoredSettings = { salon: SalonRecord | undefined; sections: Partial<Record<SettingsSection, unknown>> };
/** A saved section's version, when it was saved and by whom (null when that user is gone). */
export type SectionChange = { section: SettingsSection; version: number; updatedAt: Date; updatedBy: string | null };

const orNull = (text: string) => (text === '' ? null : text);

/**
 * What `stored` reads, as one JSON value ({ salon, sections }) for a statement of another module's
 * hot path to carry beside its own reads (the slots); `salonParameter`: the salon's placeholder, as `$1`.
 */
export const storedSettingsJson = (salonParameter: string) =>
  `(SELECT json_build_object(
             'salon', json_build_object('name', name, 'phone', phone, 'email', email, 'address_street', address_street, 'address_city', address_city,
                                        'address_state', address_state, 'address_zip_code', address_zip_code, 'time_zone', time_zone),
             'sections', (SELECT jsonb_object_agg(section, value) FROM salon_settings WHERE salon_id = ${salonParameter}))
      FROM salons WHERE salon_id = ${salonParameter})`;

/** The value of `storedSettingsJson` as `stored` answers it. */
export function storedFromJson(value: { salon: SalonRecord; sections: StoredSettings['sections'] | null } | null): StoredSettings {
  return value ? { salon: value.salon, sections: value.sections ?? {} } : { salon: undefined, sections: {} };
}

/** salon_settings (one JSON value per salon and section) and the salons row. */
@Injectable()
export class SettingsRepository {
  /** The salons row and every saved section, in one round trip (bookings read this on every request). */
  async stored(manager: EntityManager, salonId: number): Promise<StoredSettings> {
    const [row]: (SalonRecord & { sections: StoredSettings['sections'] | null })[] = await manager.query(
      `SELECT name, phone, email, address_street, address_city, address_state, address_zip_code, time_zone,
              (SELECT jsonb_object_agg(section, value) FROM salon_settings WHERE salon_id = $1) AS sections
         FROM salons WHERE salon_id = $1`,
      [salonId],
    );
    if (!row) return { salon: undefined, sections: {} };
    const { sections, ...salon } = row;
    return { salon, sections: sections ?? {} };
  }

  /**
   * Makes the salon's settings writers take turns (a save, an import, a reset), so each reads what
   * the one before it wrote. NO KEY UPDATE, the lock the salons row's own UPDATE takes: it does not
   * hold up bookings and payments, whose foreign keys only share the row's key.
   */
  async lockForWriting(manager: EntityManager, salonId: number): Promise<void> {
    await manager.query(`SELECT 1 FROM salons WHERE salon_id = $1 FOR NO KEY UPDATE`, [salonId]);
  }

  /** Every saved section's version, time and author, newest first. */
  async changes(manager: EntityManager, salonId: number): Promise<SectionChange[]> {
    const rows: { section: SettingsSection; version: number; updated_at: Date; updated_by: string | null }[] = await manager.query(
      `SELECT s.section, s.version, s.updated_at, NULLIF(TRIM(CONCAT_WS(' ', u.first_name, u.last_name)), '') AS updated_by
         FROM salon_settings s LEFT JOIN users u ON u.user_id = s.updated_by
        WHERE s.salon_id = $1
        ORDER BY s.updated_at DESC, s.section`,
      [salonId],
    );
    return rows.map((row) => ({ section: row.section, version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by }));
  }

  /** `at`: the application's clock, the one "today" is read by. */
  async save(manager: EntityManager, salonId: number, section: SettingsSection, value: unknown, userId: number, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO salon_settings (salon_id, section, value, updated_at, updated_by) VALUES ($1, $2, $3::jsonb, $5, $4)
       ON CONFLICT (salon_id, section)
       DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by, version = salon_settings.version + 1`,
      [salonId, section, JSON.stringify(value), userId, at],
    );
  }

  /** The general section's business details and time zone, written to the salons row too. */
  async saveSalonRecord(manager: EntityManager, salonId: number, general: GeneralSettings): Promise<void> {
    const address = general.businessAddress;
    await manager.query(
      `UPDATE salons SET name = $2, phone = $3, email = $4, address_street = $5, address_city = $6, address_state = $7,
              address_zip_code = $8, time_zone = $9, updated_at = now()
        WHERE salon_id = $1`,
      [
        salonId,
        general.businessName,
        orNull(general.businessPhone),
        orNull(general.businessEmail),
        orNull(address.street),
        orNull(address.city),
        orNull(address.state),
        orNull(address.zipCode),
        general.timezone,
      ],
    );
  }
}
