import { Injectable } from '@nestjs/common';
import { can, canTakeAction, refusedMove, ruleOnCancellation, toCents, type SalonCancellationPolicy } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { SalonClock } from '../salons';
import { SettingsService } from '../settings';
import type { AppointmentStatusEntity } from './appointment-status.entity';
import type { AppointmentEntity } from './appointment.entity';

// The start is the appointment's wall-clock date and time in the salon's zone, so the hours are real ones across a daylight-saving change.
const HOURS_TO_START_SQL = `SELECT extract(epoch FROM (($1::date + $2::time) AT TIME ZONE $3) - $4::timestamptz)::float8 / 3600 AS hours`;

type Start = Pick<AppointmentEntity, 'appointment_date' | 'start_time'>;

/**
 * The salon's cancellation policy (settings › appointments › cancellationPolicy) applied to one
 * cancellation or move by a user: refused with the policy's message (409), or allowed with the
 * fee a cancellation costs in cents.
 */
@Injectable()
export class CancellationCheckService {
  constructor(
    private readonly settings: SettingsService,
    private readonly clock: SalonClock,
  ) {}

  async feeCents(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity, status: string, reason?: string | null): Promise<number> {
    const { policy, hours } = await this.standing(manager, appointment);
    const ruling = ruleOnCancellation(policy, hours, toCents(appointment.total_price), { mayOverride: can(actor, 'admin:access'), reason });
    if (!ruling.allowed && ruling.needsReason) throw new DomainError('VALIDATION_FAILED', ruling.message, { fieldErrors: { reason: [ruling.message] } });
    if (!ruling.allowed) throw new DomainError('INVALID_TRANSITION', ruling.message, { status });
    return ruling.feeCents;
  }

  /**
   * A delete of an appointment that could still be cancelled is a cancellation that leaves no
   * record (the dodge: delete it instead, no fee, gone from the rates), so it meets the same
   * ruling with the same messages; the fee has nothing left to sit on, so only management, who
   * may override, deletes inside the notice (a booking entered by mistake).
   */
  async checkDelete(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity, status: AppointmentStatusEntity, reason: string | null): Promise<void> {
    if (!canTakeAction({ status, checked_in_at: appointment.checked_in_at, checked_out_at: appointment.checked_out_at }, 'cancel')) return;
    await this.feeCents(manager, actor, appointment, status.name, reason);
  }

  /** A move of an appointment starting at `current` to `next` (the dodge: move it out of the notice, then cancel free). */
  async checkMove(manager: EntityManager, actor: AuthUser, current: Start, next: Start, status: string): Promise<void> {
    const { policy, hours } = await this.standing(manager, current);
    const refusal = refusedMove(policy, hours, await this.hoursTo(manager, next), { mayOverride: can(actor, 'admin:access') });
    if (refusal) throw new DomainError('INVALID_TRANSITION', refusal, { status });
  }

  /** The policy, and the hours from now to the appointment's start. */
  private async standing(manager: EntityManager, appointment: Start): Promise<{ policy: SalonCancellationPolicy; hours: number }> {
    const policy = (await this.settings.current(manager)).appointments.cancellationPolicy;
    return { policy, hours: await this.hoursTo(manager, appointment) };
  }

  private async hoursTo(manager: EntityManager, start: Start): Promise<number> {
    const [{ hours }] = await manager.query<{ hours: number }[]>(HOURS_TO_START_SQL, [
      start.appointment_date,
      start.start_time,
      await this.clock.timeZone(manager),
      new Date().toISOString(),
    ]);
    return hours;
  }
}
