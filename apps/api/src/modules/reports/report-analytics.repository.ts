import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS, daysBetween, type ClientSegmentKey } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { clientBlocksSql, SqlParameters } from '../appointments';
import { SEGMENT_RULES } from './report-clients.repository';
import type { Period } from './report-periods';

/** The clients of one part of the retention and acquisition trend. */
export type TrendPartClients = { active: number; newcomers: number };

/** The clients of salon $1 whose visits changed and are not folded into client_visit_summary yet. */
const PENDING_CLIENTS = `ARRAY(SELECT p.client_id FROM client_visit_pending p WHERE p.salon_id = $1)`;

/** The salon's ($1) completed status, as a value the planner knows before it scans. */
const COMPLETED = `(SELECT s.status_id FROM appointment_statuses s WHERE s.salon_id = $1 AND s.name = '${APPOINTMENT_STATUS.completed}')`;

const { recentDays, lostAfterDays, vipVisits, vipWindowDays, newWithinDays } = SEGMENT_RULES;
// SEGMENTS_SQL counts new clients in bulk by their first visit alone: one that recent must make the last visit recent too.
if (newWithinDays > recentDays) throw new Error('SEGMENTS_SQL needs SEGMENT_RULES.newWithinDays <= recentDays');

/**
 * Salon $1, end date $2: each client with a visit up to $2 in the first segment whose rule fits.
 *
 * Most clients are judged in bulk from client_visit_days (migration ClientVisitDays): a client
 * with fewer than ${vipVisits} visits (never a VIP) whose last visit is on or before $2 is lost, at
 * risk or recent by its last visit's day, and recent-and-new when its first visit is in the
 * ${newWithinDays} days up to $2, so those counts are sums of day rows. The others are judged one by
 * one: clients with ${vipVisits} or more visits, clients with a visit after $2, and clients whose
 * changes are not folded yet (their rows may be stale). Their stored rows are taken out of the day
 * sums, and their segments added: from their visit dates (n, the visits up to $2, is a binary search
 * with width_bucket; the last visit up to $2 is the n-th date; a VIP has its ${vipVisits}th latest of
 * them in the ${vipWindowDays} days up to $2), or from their appointments when pending.
 */
export const SEGMENTS_SQL = `
  WITH special AS MATERIALIZED (
    SELECT c.client_id, c.first_visit, c.last_visit, c.visit_dates, c.client_id = ANY (${PENDING_CLIENTS}) AS pending
      FROM client_visit_summary c
     WHERE c.salon_id = $1 AND (c.visits >= ${vipVisits} OR c.last_visit > $2::date OR c.client_id = ANY (${PENDING_CLIENTS}))
  ), bulk AS (
    -- Day sums less the special clients' stored rows: the clients judged in bulk.
    SELECT d.lost - s.lost AS lost, d.at_risk - s.at_risk AS at_risk, d.recent - s.recent AS recent, d.fresh - s.fresh AS fresh
      FROM (SELECT coalesce(sum(t.lasts) FILTER (WHERE t.day < $2::date - ${lostAfterDays}), 0) AS lost,
                   coalesce(sum(t.lasts) FILTER (WHERE t.day BETWEEN $2::date - ${lostAfterDays} AND $2::date - ${recentDays + 1}), 0) AS at_risk,
                   coalesce(sum(t.lasts) FILTER (WHERE t.day >= $2::date - ${recentDays}), 0) AS recent,
                   coalesce(sum(t.firsts) FILTER (WHERE t.day >= $2::date - ${newWithinDays}), 0) AS fresh
              FROM client_visit_days t WHERE t.salon_id = $1 AND t.day <= $2::date) AS d,
           (SELECT count(*) FILTER (WHERE x.last_visit < $2::date - ${lostAfterDays}) AS lost,
                   count(*) FILTER (WHERE x.last_visit BETWEEN $2::date - ${lostAfterDays} AND $2::date - ${recentDays + 1}) AS at_risk,
                   count(*) FILTER (WHERE x.last_visit BETWEEN $2::date - ${recentDays} AND $2::date) AS recent,
                   count(*) FILTER (WHERE x.first_visit BETWEEN $2::date - ${newWithinDays} AND $2::date) AS fresh
              FROM special x) AS s
  ), judged AS (
    SELECT x.first_visit, x.visit_dates[k.n] AS last_visit, k.n >= ${vipVisits} AND x.visit_dates[k.n - ${vipVisits - 1}] > $2::date - ${vipWindowDays} AS vip_year
      FROM special x CROSS JOIN LATERAL (SELECT width_bucket($2::date, x.visit_dates) AS n) AS k
     WHERE NOT x.pending AND x.first_visit <= $2::date
    UNION ALL
    SELECT min(a.appointment_date), max(a.appointment_date), count(*) FILTER (WHERE a.appointment_date > $2::date - ${vipWindowDays}) >= ${vipVisits}
      FROM appointments a
     WHERE a.client_id = ANY (${PENDING_CLIENTS}) AND a.salon_id = $1 AND a.status_id = ${COMPLETED} AND a.appointment_date <= $2::date
     GROUP BY a.client_id
  ), one_by_one AS (
    SELECT CASE WHEN $2::date - j.last_visit > ${lostAfterDays} THEN 'lost'
                WHEN $2::date - j.last_visit > ${recentDays} THEN 'at_risk'
                WHEN j.vip_year THEN 'vip'
                WHEN $2::date - j.first_visit <= ${newWithinDays} THEN 'new'
                ELSE 'regular' END AS segment,
           count(*)::int AS clients
      FROM judged j
     GROUP BY 1
  )
  SELECT r.segment, (r.clients + coalesce(o.clients, 0))::int AS clients
    FROM bulk b
   CROSS JOIN LATERAL (VALUES ('lost', b.lost), ('at_risk', b.at_risk), ('new', b.fresh), ('regular', b.recent - b.fresh), ('vip', 0)) AS r(segment, clients)
    LEFT JOIN one_by_one o ON o.segment = r.segment
   WHERE r.clients + coalesce(o.clients, 0) > 0`;

/** Ranges up to this many days count their visits from the appointments, longer ones from each client's row. */
export const VISIT_COUNTS_FROM_VISITS_MAX_DAYS = 62;

/**
 * Salon $1, dates $2 to $3: how many clients made each number of visits (completed appointments),
 * grouping the range's visits by client (a range of ix_appointments_salon_status_date read alone).
 * Cheaper than one row per client while the range holds fewer visits than the salon has clients
 * (a month of a million-appointment salon: ~25,000 visits, 5-9 ms of CPU against 15-18 ms).
 */
export const VISIT_COUNTS_FROM_VISITS_SQL = `
  SELECT v.visits, count(*)::int AS clients
    FROM (SELECT a.client_id, count(*)::int AS visits FROM appointments a
           WHERE a.salon_id = $1 AND a.status_id = ${COMPLETED} AND a.appointment_date BETWEEN $2::date AND $3::date
           GROUP BY a.client_id) AS v
   GROUP BY v.visits`;

/**
 * Salon $1, dates $2 to $3: how many clients made each number of visits (completed appointments).
 * Each client's row in client_visit_summary keeps its visit dates in order (migration
 * ClientVisitDates), so its visits in the range are two binary searches (width_bucket counts the
 * dates on or before a date); the clients with changes not folded yet are counted from their
 * appointments. The pending clients are an array, not an anti-join: it is nearly always empty,
 * and probing a hash of it for each of ~87,000 rows cost more than the count itself. A year of a
 * million-appointment salon: 22-29 ms of CPU against 50-100 ms grouping its ~290,000 visits by client.
 */
export const VISIT_COUNTS_SQL = `
  SELECT v.visits, count(*)::int AS clients
    FROM (SELECT width_bucket($3::date, c.visit_dates) - width_bucket($2::date - 1, c.visit_dates) AS visits
            FROM client_visit_summary c
           WHERE c.salon_id = $1 AND c.last_visit >= $2::date AND c.first_visit <= $3::date AND c.client_id <> ALL (${PENDING_CLIENTS})
          UNION ALL
          SELECT count(*)::int FROM appointments a
           WHERE a.client_id = ANY (${PENDING_CLIENTS}) AND a.salon_id = $1 AND a.appointment_date BETWEEN $2::date AND $3::date
             AND a.status_id = ${COMPLETED}
           GROUP BY a.client_id) AS v
   WHERE v.visits > 0
   GROUP BY v.visits`;

/** Figures only the client analytics read, from the rollups. */
@Injectable()
export class ReportAnalyticsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Every client with a visit up to `end`, in the segment whose rule fits first (SEGMENT_RULES, REPORT_DEFINITIONS.segments). */
  async segments(end: string): Promise<Map<ClientSegmentKey, number>> {
    const rows = await this.dataSource.query<{ segment: ClientSegmentKey; clients: number }[]>(SEGMENTS_SQL, [this.tenant.salonId(), end]);
    return new Map(rows.map((row) => [row.segment, row.clients]));
  }

  /** How many clients made each number of visits (completed appointments) in the range. */
  async visitCounts(range: Period): Promise<Map<number, number>> {
    const sql = daysBetween(range.from, range.to) + 1 <= VISIT_COUNTS_FROM_VISITS_MAX_DAYS ? VISIT_COUNTS_FROM_VISITS_SQL : VISIT_COUNTS_SQL;
    const rows = await this.dataSource.query<{ visits: number; clients: number }[]>(sql, [this.tenant.salonId(), range.from, range.to]);
    return new Map(rows.map((row) => [row.visits, row.clients]));
  }

  /**
   * One part of the trend, salon days in `timeZone`: the clients with any appointment dated in it
   * (ReportClientsRepository.active) and those of them whose client record was created on one of
   * its days (ReportAppointmentsRepository.newcomers). Both read the part's client sets of the
   * appointment totals, worked out once: the new clients are the ones created in the part (read
   * from ix_clients_salon_created_at alone) whose bit is set, not a probe of each one's appointments.
   */
  async trendPart(part: Period, timeZone: string): Promise<TrendPartClients> {
    const params = new SqlParameters();
    const salonId = this.tenant.salonId();
    const blocks = clientBlocksSql(params, salonId, part);
    const [row] = await this.dataSource.query<TrendPartClients[]>(
      `WITH b AS MATERIALIZED (${blocks})
       SELECT (SELECT coalesce(sum(bit_count(b.clients)), 0)::int FROM b) AS active,
              (SELECT count(*)::int
                 FROM b JOIN clients c ON c.client_id / 8192 = b.client_block AND get_bit(b.clients, c.client_id % 8192) = 1
                WHERE c.salon_id = ${params.add(salonId)}
                  AND c.created_at >= (${params.add(part.from)}::date)::timestamp AT TIME ZONE ${params.add(timeZone)}
                  AND c.created_at < (${params.add(part.to)}::date + 1)::timestamp AT TIME ZONE ${params.add(timeZone)}) AS newcomers`,
      params.values,
    );
    return row;
  }
}
