import { splitIntoMonthsAndDays, type DateSpan } from './date-spans';

/**
 * Reading the appointment totals (migration AppointmentTotals): whole months from the month
 * table, the days around them from the day table (or a month the range covers mostly, less
 * the days outside the range), and the changes not folded in yet, so the sums are exact
 * whatever is being written meanwhile.
 */

/** An employee or service: one id, each apart (a row per id), or all together. */
export type Dimension = number | 'each' | 'all';

/** The positional parameters of one statement, numbered as they are added. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type TotalsSelection = { salonId: number; range: DateSpan; employee: Dimension; service: Dimension };

/**
 * The totals rows of a range at one grain, to be grouped by the caller: employee_id and
 * service_id (0 where `all`), status_id, month (`YYYY-MM`), appointments, price_total,
 * duration_minutes_total, rating_total, ratings.
 */
export function totalsRowsSql(params: SqlParameters, { salonId, range, employee, service }: TotalsSelection): string {
  const salon = params.add(salonId);
  const stored = (column: string, dimension: Dimension) =>
    dimension === 'all' ? `${column} = 0` : dimension === 'each' ? `${column} > 0` : `${column} = ${params.add(dimension)}`;
  const grain = `t.salon_id = ${salon} AND ${stored('t.employee_id', employee)} AND ${stored('t.service_id', service)}`;
  const measures = 't.appointments, t.price_total, t.duration_minutes_total, t.rating_total, t.ratings';
  const { months, days, lessDays } = splitIntoMonthsAndDays(range, { subtract: true });
  const parts: string[] = [];
  if (months) {
    parts.push(
      `SELECT t.employee_id, t.service_id, t.status_id, to_char(t.month, 'YYYY-MM') AS month, ${measures}
         FROM appointment_month_totals t WHERE ${grain} AND t.month BETWEEN ${params.add(months.from)} AND ${params.add(months.to)}`,
    );
  }
  for (const span of days) {
    parts.push(
      `SELECT t.employee_id, t.service_id, t.status_id, to_char(t.appointment_date, 'YYYY-MM') AS month, ${measures}
         FROM appointment_day_totals t WHERE ${grain} AND t.appointment_date BETWEEN ${params.add(span.from)} AND ${params.add(span.to)}`,
    );
  }
  // Days of a month read whole that lie outside the range count negatively.
  for (const span of lessDays) {
    parts.push(
      `SELECT t.employee_id, t.service_id, t.status_id, to_char(t.appointment_date, 'YYYY-MM') AS month,
              -t.appointments, -t.price_total, -t.duration_minutes_total, -t.rating_total, -t.ratings
         FROM appointment_day_totals t WHERE ${grain} AND t.appointment_date BETWEEN ${params.add(span.from)} AND ${params.add(span.to)}`,
    );
  }
  const pending = (column: string, dimension: Dimension) => (dimension === 'all' ? '0' : `t.${column}`);
  const pendingFilter = [
    typeof employee === 'number' ? ` AND t.employee_id = ${params.add(employee)}` : '',
    typeof service === 'number' ? ` AND t.service_id = ${params.add(service)}` : '',
  ].join('');
  parts.push(
    `SELECT ${pending('employee_id', employee)}, ${pending('service_id', service)}, t.status_id, to_char(t.appointment_date, 'YYYY-MM'), ${measures}
       FROM appointment_totals_pending t
      WHERE t.salon_id = ${salon} AND t.appointment_date BETWEEN ${params.add(range.from)} AND ${params.add(range.to)}${pendingFilter}`,
  );
  return parts.join('\nUNION ALL\n');
}

/** How many clients had an appointment in the range: the bits set in clientBlocksSql's blocks. */
export function distinctClientsSql(params: SqlParameters, salonId: number, range: DateSpan): string {
  return `SELECT coalesce(sum(bit_count(b.clients)), 0)::int AS clients FROM (${clientBlocksSql(params, salonId, range)}) AS b`;
}

/**
 * Which clients had an appointment in the range, as rows (client_block, clients): client
 * client_block * 8192 + i had one when bit i of clients is set. The OR of the month and day
 * blocks is right for every client without a pending change in it, so the clients with pending
 * changes in the range (a booking, a move or a delete not folded yet) are judged from their
 * appointments instead.
 */
export function clientBlocksSql(params: SqlParameters, salonId: number, range: DateSpan): string {
  const salon = params.add(salonId);
  const { months, days } = splitIntoMonthsAndDays(range);
  const parts: string[] = [];
  if (months) {
    parts.push(`SELECT client_block, clients FROM appointment_month_clients WHERE salon_id = ${salon} AND month BETWEEN ${params.add(months.from)} AND ${params.add(months.to)}`);
  }
  for (const span of days) {
    parts.push(`SELECT client_block, clients FROM appointment_day_clients WHERE salon_id = ${salon} AND appointment_date BETWEEN ${params.add(span.from)} AND ${params.add(span.to)}`);
  }
  const from = params.add(range.from);
  const to = params.add(range.to);
  const none = `B'0'::bit(8192)`;
  return `WITH stored AS (
            SELECT client_block, bit_or(clients) AS seen FROM (${parts.join('\nUNION ALL\n')}) AS blocks(client_block, clients) GROUP BY client_block
          ), pending AS (
            SELECT k.client_id / 8192 AS client_block,
                   bit_or(set_bit(${none}, k.client_id % 8192, 1)) AS touched,
                   bit_or(set_bit(${none}, k.client_id % 8192,
                                  (EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = k.client_id AND a.salon_id = ${salon} AND a.appointment_date BETWEEN ${from} AND ${to}))::int)) AS booked
              FROM (SELECT DISTINCT client_id FROM appointment_totals_pending WHERE salon_id = ${salon} AND appointment_date BETWEEN ${from} AND ${to}) AS k
             GROUP BY 1
          )
          SELECT client_block, (coalesce(s.seen, ${none}) & ~coalesce(p.touched, ${none})) | coalesce(p.booked, ${none}) AS clients
            FROM stored s FULL JOIN pending p USING (client_block)`;
}
