import { Injectable } from '@nestjs/common';
import { can, toCents } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { SalonClock } from '../salons';
import { SettingsService } from '../settings';
import type { AppointmentEntity } from './appointment.entity';
import { ruleOnCancellation } from './cancellation-policy';

// The start is the appointment's wall-clock date and time in the salon's zone, so the hours are real ones across a daylight-saving change.
const HOURS_TO_START_SQL = `SELECT extract(epoch FROM (($1::date + $2::time) AT TIME ZONE $3) - $4::timestamptz)::float8 / 3600 AS hours`;

/**
 * The salon's cancellation policy (settings › appointments › cancellationPolicy) applied to one
 * cancellation by a user: refused with the policy's message (409), or allowed with the fee it
 * costs in cents.
 */
@Injectable()
export class CancellationCheckService {
  constructor(
    private readonly settings: SettingsService,
    private readonly clock: SalonClock,
  ) {}

  async feeCents(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity, status: string): Promise<number> {
    const policy = (await this.settings.current(manager)).appointments.cancellationPolicy;
    const [{ hours }] = await manager.query<{ hours: number }[]>(HOURS_TO_START_SQL, [
      appointment.appointment_date,
      appointment.start_time,
      await this.clock.timeZone(manager),
      new Date().toISOString(),
    ]);
    const ruling = ruleOnCancellation(policy, hours, toCents(appointment.total_price), { mayOverride: can(actor, 'admin:access') });
    if (!ruling.allowed) throw new DomainError('INVALID_TRANSITION', ruling.message, { status });
    return ruling.feeCents;
  }
}
