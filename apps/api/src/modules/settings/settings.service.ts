import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NO_SETTINGS_VERSIONS,
  SETTINGS_SECTIONS,
  SETTINGS_VERSION_MESSAGES,
  checkSettingsImport,
  isKnownTimeZone,
  resetValues,
  type SalonSettings,
  type SettingsResponse,
  type SettingsSection,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { TenantContext } from '../../common/tenant/tenant-context';
import { parsedSettings } from './parsed-settings';
import { SettingsRepository, type SalonRecord, type SectionChange, type StoredSettings } from './settings.repository';

/**
 * The settings with the salons row's business details and time zone laid over general, exactly
 * as stored: the row is what receipts and the salon's clock read, so it is the truth for them,
 * and it is never replaced by a default (a stored zone or phone the form would not offer shows
 * as it is, so a save that does not touch it writes it back unchanged; review finding 3).
 */
function withSalonRecord(settings: SalonSettings, salon: SalonRecord | undefined): SalonSettings {
  if (!salon) return settings;
  const general = settings.general;
  return {
    ...settings,
    general: {
      ...general,
      businessName: salon.name,
      businessPhone: salon.phone ?? '',
      businessEmail: salon.email ?? '',
      businessAddress: {
        ...general.businessAddress,
        street: salon.address_street ?? '',
        city: salon.address_city ?? '',
        state: salon.address_state ?? '',
        zipCode: salon.address_zip_code ?? '',
      },
      timezone: salon.time_zone,
    },
  };
}

/** A section's version the page says it last read (the If-Match of a save). */
type ExpectedVersion = { section: SettingsSection; version: number };

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** "Dec 2, 2030, 3:00 PM" in the salon's zone, as the receipts write a time. */
function salonTime(instant: Date, zone: string): string {
  const timeZone = isKnownTimeZone(zone) ? zone : 'UTC';
  let format = whenFormats.get(timeZone);
  if (!format) whenFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })));
  // A plain space before AM/PM (ICU writes a narrow no-break one), so the message reads the same everywhere.
  return format.format(instant).replace(/\u202f/g, ' ');
}

/**
 * The salon's settings (DECISIONS §8): one stored value per section, absent ones the spec's
 * defaults, every read parsed through the section's schema so a corrupt or older value falls
 * back field by field. Saving general also writes the salons row, so "today" (SalonClock) and
 * receipts follow it with no other change.
 */
@Injectable()
export class SettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly repository: SettingsRepository,
  ) {}

  /** The request's salon's settings; pass the transaction's manager when inside one. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<SalonSettings> {
    return this.ofSalon(this.tenant.salonId(), manager);
  }

  /** A named salon's settings, where no request names one yet (signing in, refreshing a session). */
  async ofSalon(salonId: number, manager: EntityManager = this.dataSource.manager): Promise<SalonSettings> {
    return this.fromStored(await this.repository.stored(manager, salonId));
  }

  /** The settings from what the salons row and salon_settings hold (read by `stored`, or by `storedSettingsJson` in another statement). */
  fromStored({ salon, sections }: StoredSettings): SalonSettings {
    return withSalonRecord(parsedSettings(sections), salon);
  }

  /** GET /settings: the settings, when they last changed and by whom, and each section's version. */
  async read(manager: EntityManager = this.dataSource.manager): Promise<SettingsResponse> {
    const [settings, changes] = await Promise.all([this.current(manager), this.repository.changes(manager, this.tenant.salonId())]);
    const last = changes[0];
    const versions = { ...NO_SETTINGS_VERSIONS };
    for (const change of changes) versions[change.section] = change.version;
    return { settings, lastUpdated: last ? last.updatedAt.toISOString() : null, updatedBy: last?.updatedBy ?? null, versions };
  }

  /**
   * Saves one section (already checked by its schema) and answers every section. `ifMatch`: the
   * section's version the page read; when the section has been saved since, nothing is written.
   */
  async save<S extends SettingsSection>(actor: AuthUser, section: S, value: SalonSettings[S], ifMatch?: string): Promise<SettingsResponse> {
    return this.write(actor, { [section]: value }, ifMatch === undefined ? undefined : { section, version: Number(ifMatch) });
  }

  /** Imports a whole exported file: every check first, then all five sections together or none. */
  async import(actor: AuthUser, file: unknown): Promise<SettingsResponse> {
    const check = checkSettingsImport(file);
    if (!check.ok) throw new DomainError('VALIDATION_FAILED', check.message, { fieldErrors: check.fieldErrors });
    return this.write(actor, check.settings);
  }

  /**
   * Puts one section back to the spec's defaults (General's business details and time zone
   * included), or all of them but the business's identity and time zone (resetValues).
   */
  async reset(actor: AuthUser, section?: SettingsSection): Promise<SettingsResponse> {
    return this.write(actor, async (manager) => resetValues(section, await this.current(manager)));
  }

  /**
   * `values`: what to write, or how to work it out from the settings read in the same transaction.
   * Writers take turns on the salon's row, so a reset never writes back a time zone read before
   * a save that changed it committed, and a version checked here stays true until this commits.
   */
  private async write(
    actor: AuthUser,
    values: Partial<SalonSettings> | ((manager: EntityManager) => Promise<Partial<SalonSettings>>),
    expected?: ExpectedVersion,
  ): Promise<SettingsResponse> {
    const salonId = this.tenant.salonId();
    const at = new Date();
    return retryingTransaction(this.dataSource, async (manager) => {
      await this.repository.lockForWriting(manager, salonId);
      if (expected) await this.checkVersion(manager, salonId, expected);
      const written = typeof values === 'function' ? await values(manager) : values;
      for (const section of SETTINGS_SECTIONS) {
        const value = written[section];
        if (value === undefined) continue;
        await this.repository.save(manager, salonId, section, value, actor.id, at);
        if (section === 'general') await this.repository.saveSalonRecord(manager, salonId, value as SalonSettings['general']);
      }
      return this.read(manager);
    });
  }

  /** 409 SETTINGS_CHANGED, naming who saved the section and when, unless it is still at the version the page read. */
  private async checkVersion(manager: EntityManager, salonId: number, expected: ExpectedVersion): Promise<void> {
    const change: SectionChange | undefined = (await this.repository.changes(manager, salonId)).find((one) => one.section === expected.section);
    const version = change?.version ?? 0;
    if (version === expected.version) return;
    const zone = (await this.current(manager)).general.timezone;
    const at = change ? salonTime(change.updatedAt, zone) : null;
    throw new DomainError('SETTINGS_CHANGED', SETTINGS_VERSION_MESSAGES.changedElsewhere(expected.section, change?.updatedBy ?? null, at), {
      section: expected.section,
      version,
      updatedAt: change?.updatedAt.toISOString() ?? null,
      updatedBy: change?.updatedBy ?? null,
    });
  }
}
