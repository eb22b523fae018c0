import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SETTINGS_SECTIONS,
  checkSettingsImport,
  resetValues,
  settingsFromStored,
  type SalonSettings,
  type SettingsResponse,
  type SettingsSection,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { TenantContext } from '../../common/tenant/tenant-context';
import { SettingsRepository, type SalonRecord } from './settings.repository';

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
    const { salon, sections } = await this.repository.stored(manager, salonId);
    return withSalonRecord(settingsFromStored(sections), salon);
  }

  /** GET /settings: the settings, when they last changed and by whom. */
  async read(manager: EntityManager = this.dataSource.manager): Promise<SettingsResponse> {
    const [settings, last] = await Promise.all([this.current(manager), this.repository.lastChange(manager, this.tenant.salonId())]);
    return { settings, lastUpdated: last ? last.updatedAt.toISOString() : null, updatedBy: last?.updatedBy ?? null };
  }

  /** Saves one section (already checked by its schema) and answers every section. */
  async save<S extends SettingsSection>(actor: AuthUser, section: S, value: SalonSettings[S]): Promise<SettingsResponse> {
    return this.write(actor, { [section]: value });
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

  /** `values`: what to write, or how to work it out from the settings read in the same transaction. */
  private async write(
    actor: AuthUser,
    values: Partial<SalonSettings> | ((manager: EntityManager) => Promise<Partial<SalonSettings>>),
  ): Promise<SettingsResponse> {
    const salonId = this.tenant.salonId();
    const at = new Date();
    return retryingTransaction(this.dataSource, async (manager) => {
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
}
