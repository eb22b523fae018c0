import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { PeriodicTask } from '../../common/jobs/periodic-task';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { SettingsService } from '../settings';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';

const BATCH_SIZE = 100;

/** The history's change type of a confirmation made by the salon's settings; changed_by is null (the system). */
export const AUTO_CONFIRMED = 'auto_confirmed';

// Pending, booked at least :hours ago, still to start: the ones the desk has not closed as over.
// SKIP LOCKED: another instance's batch, or a user's action on a row, is left alone rather than waited for.
const DUE_SQL = `SELECT a.appointment_id FROM appointments a
  WHERE a.salon_id = $1 AND a.status_id = $2
    AND a.created_at <= $3::timestamptz - make_interval(hours => $4)
    AND ((a.appointment_date + a.start_time) AT TIME ZONE $5) > $3::timestamptz
  ORDER BY a.appointment_id
  LIMIT ${BATCH_SIZE}
  FOR UPDATE OF a SKIP LOCKED`;

/**
 * Settings › Appointments › confirmation: where the salon does not wait for the client's
 * confirmation, a pending booking is confirmed autoConfirmAfterHours after it was made. Runs
 * every minute (JOBS_EVERY_MS) on every instance; each batch is claimed with FOR UPDATE SKIP LOCKED and the
 * update is conditional on the status still being pending, so an appointment is confirmed
 * once, with one history entry, however many instances run at the same moment. Off when
 * background work is (OUTBOX_POLL_MS 0, as in tests, which call confirmDue themselves).
 */
@Injectable()
export class AutoConfirmJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AutoConfirmJob.name);
  private readonly task = new PeriodicTask(this.logger, 'Auto-confirmation failed', () => this.confirmDue());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly repository: AppointmentsRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.OUTBOX_POLL_MS === 0) return;
    this.task.start(this.config.JOBS_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Confirms every salon's due appointments; returns how many this run confirmed. */
  async confirmDue(now = new Date()): Promise<number> {
    const salons = await this.dataSource.query<{ salon_id: number }[]>(`SELECT salon_id FROM salons ORDER BY salon_id`);
    let confirmed = 0;
    for (const { salon_id } of salons) confirmed += await runAsSalon(salon_id, () => this.confirmDueOfSalon(salon_id, now));
    return confirmed;
  }

  private async confirmDueOfSalon(salonId: number, now: Date): Promise<number> {
    const { confirmationSettings: rule } = (await this.settings.current()).appointments;
    // Waiting for the client, or confirmed on booking already (0 hours): nothing to do here.
    if (rule.requireConfirmation || rule.autoConfirmAfterHours === 0) return 0;
    let confirmed = 0;
    for (;;) {
      const batch = await this.dataSource.transaction((manager) => this.confirmBatch(manager, salonId, now, rule.autoConfirmAfterHours));
      confirmed += batch.confirmed;
      if (batch.claimed < BATCH_SIZE) return confirmed;
    }
  }

  private async confirmBatch(manager: EntityManager, salonId: number, now: Date, hours: number): Promise<{ claimed: number; confirmed: number }> {
    const [pending, confirmed] = await Promise.all([
      this.repository.systemStatus(manager, APPOINTMENT_STATUS.pending),
      this.repository.systemStatus(manager, APPOINTMENT_STATUS.confirmed),
    ]);
    const timeZone = (await manager.query<{ time_zone: string }[]>(`SELECT time_zone FROM salons WHERE salon_id = $1`, [salonId]))[0].time_zone;
    const due = await manager.query<{ appointment_id: number }[]>(DUE_SQL, [salonId, pending.status_id, now.toISOString(), hours, timeZone]);
    if (due.length === 0) return { claimed: 0, confirmed: 0 };
    const updated = await manager
      .createQueryBuilder()
      .update(AppointmentEntity)
      .set({ status_id: confirmed.status_id })
      .where('appointment_id IN (:...ids) AND status_id = :pending', { ids: due.map((row) => row.appointment_id), pending: pending.status_id })
      .returning(['appointment_id'])
      .execute();
    const ids = (updated.raw as { appointment_id: number }[]).map((row) => row.appointment_id);
    if (ids.length > 0) {
      await manager.insert(
        AppointmentHistoryEntity,
        ids.map((appointment_id) => ({
          appointment_id,
          change_type: AUTO_CONFIRMED,
          change_reason: `Confirmed automatically ${hours} ${hours === 1 ? 'hour' : 'hours'} after booking (Settings › Appointments)`,
          old_values: { status: pending.name },
          new_values: { status: confirmed.name },
          changed_by: null,
        })),
      );
    }
    return { claimed: due.length, confirmed: ids.length };
  }
}
