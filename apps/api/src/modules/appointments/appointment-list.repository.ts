import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppointmentListQuery, ExportQuery } from '@salon/contracts';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { namePatterns, namesSomething, phoneDigits } from '../../common/database/search-pattern';
import { fullNameOf, phoneDigitsOf } from '../clients';
import { TenantContext } from '../../common/tenant/tenant-context';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { isoTimestamp } from '../../common/database/wire-sql';

type Sort = { columns: string[]; join?: 'client' | 'employee' | 'service' | 'status' };

/** Every sorted column is NOT NULL, so no NULLS clause: the order is the indexes' own, either way round. */
const SORTS: Record<AppointmentListQuery['sortBy'], Sort> = {
  appointment_date: { columns: ['appointment.appointment_date', 'appointment.start_time'] },
  total_price: { columns: ['appointment.total_price'] },
  status: { columns: ['status.name'], join: 'status' },
  client_name: { columns: ['client.last_name', 'client.first_name'], join: 'client' },
  employee_name: { columns: ['employee.last_name', 'employee.first_name'], join: 'employee' },
  service_name: { columns: ['service.name'], join: 'service' },
  created_at: { columns: ['appointment.created_at'] },
};

/** The list's filters, without its page. */
export type ListFilters = Omit<ExportQuery, 'format' | 'search'> & { search?: string };

/**
 * Past this many matching clients (a one- or two-letter search), their ids are not brought to
 * Node: the appointments are read against the match in SQL (`manyClients`). Fewer ids read the
 * appointments through ix_appointments_client_date, as before.
 */
export const CLIENT_IDS_MAX = 2_000;

/** A condition on `clients c` with its named parameters. */
export type ClientMatch = { where: string; parameters: Record<string, unknown> };

/**
 * Who a search names, found in the small tables first: the appointments are then read by
 * these ids through their own indexes, never by matching text over a million joined rows.
 * When more than CLIENT_IDS_MAX clients match, `clientIds` is empty and `manyClients` holds
 * the match, read in the same statement as the appointments.
 */
export type SearchMatches = { clientIds: number[]; manyClients: ClientMatch | null; employeeIds: number[]; serviceIds: number[] };

/** What a search looks in: the list matches names; the search box also a client's e-mail and phone digits. */
export type SearchScope = 'names' | 'names and contacts';

/** One exported row: what the CSV shows, nothing more. */
export type ExportRow = {
  appointment_id: number;
  date: string;
  start: string;
  end: string;
  duration_minutes: number;
  client: string;
  client_email: string | null;
  client_phone: string | null;
  service: string;
  employee: string;
  status: string;
  price: string;
  deposit: string;
  rating: number | null;
  notes: string | null;
  special_requests: string | null;
  cancellation_reason: string | null;
  /** The late-cancellation fee with its two decimals; null when none was charged. */
  cancellation_fee: string | null;
  /** As JavaScript writes an instant (toISOString), in UTC to the millisecond. */
  created_at: string;
};

/**
 * The appointments list, its count and its export. Every filter is a condition on the
 * appointments table itself (ids, dates), so the count reads that table alone and the
 * page walks an index in the list's order.
 */
@Injectable()
export class AppointmentListRepository {
  constructor(
    @InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>,
    private readonly joinedAppointments: AppointmentsRepository,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * The clients, employees and services whose name (or, in the wider scope, client e-mail or
   * phone digits) holds the text; one round trip. Spelled as the clients' trigram indexes hold
   * them (ix_clients_full_name_trgm, ix_clients_email_trgm, ix_clients_phone_digits_trgm), so
   * a search reads the matching clients only; employees and services are a few rows. At most
   * CLIENT_IDS_MAX + 1 client ids come back: more than CLIENT_IDS_MAX leaves the match in SQL.
   */
  async matches(text: string, scope: SearchScope = 'names'): Promise<SearchMatches> {
    if (!namesSomething(text)) return { clientIds: [], manyClients: null, employeeIds: [], serviceIds: [] };
    const holds = namePatterns(text);
    const names: Record<string, string> = Object.fromEntries(holds.names.map((pattern, index) => [`searchName${index}`, pattern]));
    const nameHolds = (name: string) => Object.keys(names).map((key) => `${name} ILIKE :${key}`).join(' OR ');
    const clientTests = [nameHolds(fullNameOf('c'))];
    const clientParameters: Record<string, unknown> = { searchSalonId: this.tenant.salonId(), ...names };
    if (scope === 'names and contacts') {
      clientTests.push('c.email ILIKE :searchEmail');
      clientParameters['searchEmail'] = holds.email;
      const digits = phoneDigits(text);
      if (digits) {
        clientTests.push(`${phoneDigitsOf('c')} LIKE :searchDigits`);
        clientParameters['searchDigits'] = `%${digits}%`;
      }
    }
    const clients: ClientMatch = { where: clientTests.join(' OR '), parameters: clientParameters };
    const [sql, params] = this.appointments.manager.connection.driver.escapeQueryWithParameters(
      `SELECT ARRAY(${matchingClients(clients)} LIMIT ${CLIENT_IDS_MAX + 1}) AS client_ids,
              ARRAY(SELECT e.employee_id FROM employees e WHERE e.salon_id = :searchSalonId AND (${nameHolds(`(e.first_name || ' ' || e.last_name)`)})) AS employee_ids,
              ARRAY(SELECT v.service_id FROM services v WHERE v.salon_id = :searchSalonId AND (${nameHolds('v.name')})) AS service_ids`,
      clientParameters,
      {},
    );
    const [row] = await this.appointments.manager.query<{ client_ids: number[]; employee_ids: number[]; service_ids: number[] }[]>(sql, params);
    const many = row.client_ids.length > CLIENT_IDS_MAX;
    return { clientIds: many ? [] : row.client_ids, manyClients: many ? clients : null, employeeIds: row.employee_ids, serviceIds: row.service_ids };
  }

  /**
   * One page of the list, with what each row shows joined. The page's ids are chosen first, on
   * the appointments table (joining only what the sort needs), so the rows an OFFSET skips are
   * index entries, not joined rows.
   */
  page(query: AppointmentListQuery, matches: SearchMatches | null): Promise<AppointmentEntity[]> {
    const ids = this.pageIds(query, matches);
    const builder = this.joinedAppointments.joined().andWhere(`appointment.appointment_id IN (${ids.getQuery()})`).setParameters(ids.getParameters());
    return ordered(builder, SORTS[query.sortBy].columns, query.sortOrder).getMany();
  }

  /** How many appointments match, counted on the appointments table alone; up to `cap` when given (more than that reads as `cap`). */
  async count(query: ListFilters, matches: SearchMatches | null, cap?: number): Promise<number> {
    const builder = this.counted(query, matches, cap);
    const [sql, params] = builder.getQueryAndParameters();
    const [{ count }] = await this.appointments.manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM (${sql}) matching`, params);
    return count;
  }

  /**
   * The page and the count of a search naming many clients, in two statements instead of three:
   * the first matches the clients once (a CTE read by both) and returns the page's ids and the
   * count, so no list of thousands of ids travels to Node and back; the second joins the page's rows.
   */
  async pageAndCountOfMany(query: AppointmentListQuery, matches: SearchMatches & { manyClients: ClientMatch }, cap: number): Promise<{ rows: AppointmentEntity[]; count: number }> {
    const { head, clientsFrom } = clientsMatchedOnce(matches);
    const ids = this.pageIds(query, matches, clientsFrom);
    const counted = this.counted(query, matches, cap, clientsFrom);
    const [sql, params] = this.appointments.manager.connection.driver.escapeQueryWithParameters(
      `${head}SELECT ARRAY(${ids.getQuery()}) AS ids, (SELECT count(*)::int FROM (${counted.getQuery()}) matching) AS count`,
      { ...matches.manyClients.parameters, ...ids.getParameters(), ...counted.getParameters() },
      {},
    );
    const [row] = await this.appointments.manager.query<{ ids: number[]; count: number }[]>(sql, params);
    if (row.ids.length === 0) return { rows: [], count: row.count };
    const builder = this.joinedAppointments.joined().andWhere('appointment.appointment_id IN (:...pageIds)', { pageIds: row.ids });
    return { rows: await ordered(builder, SORTS[query.sortBy].columns, query.sortOrder).getMany(), count: row.count };
  }

  /** The page's ids in the list's order, on the appointments table and what the sort needs. */
  private pageIds(query: AppointmentListQuery, matches: SearchMatches | null, clientsFrom?: string): SelectQueryBuilder<AppointmentEntity> {
    const sort = SORTS[query.sortBy];
    const ids = filtered(this.onAppointments('appointment.appointment_id'), query, matches, clientsFrom);
    if (sort.join) ids.innerJoin(`appointment.${sort.join}`, sort.join);
    return ordered(ids, sort.columns, query.sortOrder).limit(query.limit).offset(query.offset);
  }

  /** The matching appointments' rows to count, up to `cap` when given. */
  private counted(query: ListFilters, matches: SearchMatches | null, cap?: number, clientsFrom?: string): SelectQueryBuilder<AppointmentEntity> {
    const builder = filtered(this.onAppointments('1'), query, matches, clientsFrom);
    if (cap !== undefined) builder.limit(cap);
    return builder;
  }

  private onAppointments(selection: string): SelectQueryBuilder<AppointmentEntity> {
    return this.appointments.createQueryBuilder('appointment').select(selection).where('appointment.salon_id = :salonId', { salonId: this.tenant.salonId() });
  }

  /**
   * The export's rows in the list's order, as one query behind a server-side cursor on the
   * given connection (which must be in a transaction): read `FETCH` by `FETCH`, so memory holds
   * one batch whatever the size. Returns the function that reads the next batch.
   */
  async openExport(manager: EntityManager, query: ListFilters, matches: SearchMatches | null): Promise<(size: number) => Promise<ExportRow[]>> {
    const builder = filtered(
      manager
        .createQueryBuilder(AppointmentEntity, 'appointment')
        .innerJoin('appointment.client', 'client')
        .innerJoin('appointment.employee', 'employee')
        .innerJoin('appointment.service', 'service')
        .innerJoin('appointment.status', 'status')
        .select([
          'appointment.appointment_id AS appointment_id',
          `to_char(appointment.appointment_date, 'YYYY-MM-DD') AS date`,
          `to_char(appointment.start_time, 'HH24:MI') AS start`,
          `to_char(appointment.end_time, 'HH24:MI') AS "end"`,
          'appointment.duration_minutes AS duration_minutes',
          `client.first_name || ' ' || client.last_name AS client`,
          'client.email AS client_email',
          'client.phone AS client_phone',
          'service.name AS service',
          `employee.first_name || ' ' || employee.last_name AS employee`,
          'status.name AS status',
          // numeric(10,2) as text always has its two decimals.
          'appointment.total_price::text AS price',
          'appointment.deposit_amount::text AS deposit',
          'appointment.rating AS rating',
          'appointment.notes AS notes',
          'appointment.special_requests AS special_requests',
          'appointment.cancellation_reason AS cancellation_reason',
          'CASE WHEN appointment.cancellation_fee > 0 THEN appointment.cancellation_fee::text END AS cancellation_fee',
          isoTimestamp('appointment.created_at', 'created_at'),
        ])
        .where('appointment.salon_id = :salonId', { salonId: this.tenant.salonId() }),
      query,
      matches,
    );
    ordered(builder, SORTS[query.sortBy].columns, query.sortOrder);
    const [sql, params] = builder.getQueryAndParameters();
    await manager.query(`DECLARE appointments_export NO SCROLL CURSOR FOR ${sql}`, params);
    return (size) => manager.query<ExportRow[]>(`FETCH ${Math.trunc(size)} FROM appointments_export`);
  }
}

/**
 * The list's filters as conditions on the appointments table: a status by the ids of that
 * name, a search by the matched ids. An empty match list matches nothing.
 */
function filtered<T extends SelectQueryBuilder<AppointmentEntity>>(builder: T, query: ListFilters, matches: SearchMatches | null, clientsFrom?: string): T {
  if (query.date_from) builder.andWhere('appointment.appointment_date >= :dateFrom', { dateFrom: query.date_from });
  if (query.date_to) builder.andWhere('appointment.appointment_date <= :dateTo', { dateTo: query.date_to });
  if (query.status) {
    builder.andWhere('appointment.status_id IN (SELECT named.status_id FROM appointment_statuses named WHERE named.salon_id = appointment.salon_id AND named.name = :status)', {
      status: query.status,
    });
  }
  if (query.employee_id) builder.andWhere('appointment.employee_id = :employeeId', { employeeId: query.employee_id });
  if (query.service_id) builder.andWhere('appointment.service_id = :serviceId', { serviceId: query.service_id });
  if (query.client_id) builder.andWhere('appointment.client_id = :clientId', { clientId: query.client_id });
  if (matches) builder.andWhere(matchedBy(matches, clientsFrom), matchParameters(matches));
  return builder;
}

/** By the columns, then the key, so equal values keep one order and pages never overlap. */
function ordered<T extends SelectQueryBuilder<AppointmentEntity>>(builder: T, columns: string[], order: 'ASC' | 'DESC'): T {
  builder.orderBy(columns[0], order);
  for (const column of columns.slice(1)) builder.addOrderBy(column, order);
  return builder.addOrderBy('appointment.appointment_id', order);
}

/** A search that named nobody: no appointment can match. */
export const nothingMatched = (matches: SearchMatches | null) =>
  matches !== null && matches.manyClients === null && matches.clientIds.length + matches.employeeIds.length + matches.serviceIds.length === 0;

/** The matching clients' ids, as SQL on `clients c`. */
const matchingClients = (clients: ClientMatch) => `SELECT c.client_id FROM clients c WHERE c.salon_id = :searchSalonId AND (${clients.where})`;

/**
 * For a statement reading the many matching clients more than once: a head matching them once
 * (a MATERIALIZED CTE) and the subquery reading it. Nothing when the ids were sent.
 */
export function clientsMatchedOnce(matches: SearchMatches): { head: string; clientsFrom?: string } {
  if (!matches.manyClients) return { head: '' };
  return { head: `WITH matched_clients AS MATERIALIZED (${matchingClients(matches.manyClients)}) `, clientsFrom: 'SELECT matched_clients.client_id FROM matched_clients' };
}

/**
 * Any of the matched ids, or of the many matching clients (read by `clientsFrom` when given,
 * else matched again here); FALSE when nothing matched.
 */
export function matchedBy(matches: SearchMatches, clientsFrom?: string): Brackets | string {
  const tests = [
    matches.clientIds.length ? 'appointment.client_id = ANY(:clientIds)' : null,
    matches.manyClients ? `appointment.client_id IN (${clientsFrom ?? matchingClients(matches.manyClients)})` : null,
    matches.employeeIds.length ? 'appointment.employee_id = ANY(:employeeIds)' : null,
    matches.serviceIds.length ? 'appointment.service_id = ANY(:serviceIds)' : null,
  ].filter((test): test is string => test !== null);
  if (tests.length === 0) return 'FALSE';
  return new Brackets((where) => tests.forEach((test, index) => (index === 0 ? where.where(test) : where.orWhere(test))));
}

/** The parameters `matchedBy` names. */
export const matchParameters = (matches: SearchMatches): Record<string, unknown> => ({
  clientIds: matches.clientIds,
  employeeIds: matches.employeeIds,
  serviceIds: matches.serviceIds,
  ...matches.manyClients?.parameters,
});
