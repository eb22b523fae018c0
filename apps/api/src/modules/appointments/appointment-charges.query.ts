import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** What an appointment charges, in integer cents, for the payments module. */
export type AppointmentCharge = {
  appointment_id: number;
  client_id: number;
  status: string;
  total_cents: number;
  deposit_cents: number;
  /** The late-cancellation fee a cancelled appointment still owes. */
  fee_cents: number;
};

/** One line of a receipt: the appointment's own service (its price net of extras) or an extra service. */
export type ChargedService = { name: string; price_cents: number };

/** Appointments whose price the client owes once they came (or failed to): DECISIONS §5's billable statuses bar cancelled. */
export const OWING_STATUSES: readonly string[] = [APPOINTMENT_STATUS.completed, APPOINTMENT_STATUS.inProgress, APPOINTMENT_STATUS.noShow];

// Money leaves PostgreSQL as integer cents: numeric arithmetic there is exact, and no float ever sums it.
const CHARGE_COLUMNS = `a.appointment_id, a.client_id, st.name AS status,
  (a.total_price * 100)::int AS total_cents, (a.deposit_amount * 100)::int AS deposit_cents, (a.cancellation_fee * 100)::int AS fee_cents`;

const CHARGE_SQL = `SELECT ${CHARGE_COLUMNS}
  FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
  WHERE a.salon_id = $1 AND a.appointment_id = $2`;

const OWING_OF_CLIENT_SQL = `SELECT ${CHARGE_COLUMNS}
  FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
  WHERE a.salon_id = $1 AND a.client_id = $2 AND (st.name = ANY($3::text[]) OR a.cancellation_fee > 0)
  ORDER BY a.appointment_id`;

// The extras' prices are part of total_price, so the appointment's own service costs the rest.
const SERVICES_SQL = `SELECT s.name, ((a.total_price - coalesce(x.extras, 0)) * 100)::int AS price_cents, 0 AS place, 0 AS id
  FROM appointments a
  JOIN services s ON s.service_id = a.service_id
  LEFT JOIN LATERAL (SELECT sum(e.price) AS extras FROM appointment_services e WHERE e.appointment_id = a.appointment_id) x ON true
  WHERE a.salon_id = $1 AND a.appointment_id = $2
  UNION ALL
  SELECT s.name, (e.price * 100)::int, 1, e.appointment_service_id
  FROM appointment_services e
  JOIN appointments a ON a.appointment_id = e.appointment_id
  JOIN services s ON s.service_id = e.service_id
  WHERE a.salon_id = $1 AND e.appointment_id = $2
  ORDER BY place, id`;

/**
 * The appointments module's answer to "what does this appointment charge", for payments
 * (balances, receipts). Pass the transaction's manager when inside one.
 */
@Injectable()
export class AppointmentChargesQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async charge(appointmentId: number, manager: EntityManager = this.dataSource.manager): Promise<AppointmentCharge | null> {
    const rows: AppointmentCharge[] = await manager.query(CHARGE_SQL, [this.tenant.salonId(), appointmentId]);
    return rows[0] ?? null;
  }

  /** The client's completed, in-progress and no-show appointments, and those cancelled with a fee: those that may still be owed. */
  owingOfClient(clientId: number, manager: EntityManager = this.dataSource.manager): Promise<AppointmentCharge[]> {
    return manager.query(OWING_OF_CLIENT_SQL, [this.tenant.salonId(), clientId, OWING_STATUSES]);
  }

  /** The appointment's service, then its extra services in the order they were added; empty for another salon's appointment. */
  async services(appointmentId: number, manager: EntityManager = this.dataSource.manager): Promise<ChargedService[]> {
    const rows: (ChargedService & { place: number; id: number })[] = await manager.query(SERVICES_SQL, [this.tenant.salonId(), appointmentId]);
    return rows.map(({ name, price_cents }) => ({ name, price_cents }));
  }
}
