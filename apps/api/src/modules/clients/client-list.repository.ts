import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CLIENT_COUNT_CAP, type Client, type ClientListQuery } from '@salon/contracts';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { ClientEntity } from './client.entity';
import { clientMatches } from './client-search';
import { isoTimestamp } from '../../common/database/wire-sql';

/**
 * Each sort ends on the id, so pages never overlap. Empty e-mails and phones sort last either way;
 * the other columns are never empty, so they take no NULLS clause and their indexes (made by the
 * ClientListIndexes migration) serve both directions. Name sorts by first name, then last name.
 */
const SORTS: Record<ClientListQuery['sortBy'], { columns: string[]; nullsLast?: true }> = {
  first_name: { columns: ['first_name', 'last_name'] },
  last_name: { columns: ['last_name', 'first_name'] },
  email: { columns: ['email'], nullsLast: true },
  phone: { columns: ['phone'], nullsLast: true },
  is_active: { columns: ['is_active'] },
  created_at: { columns: ['created_at'] },
};

/** Every column a sort may name, so a search's matches can be sorted without reading the clients again. */
const SORTABLE_COLUMNS = ['client_id', 'first_name', 'last_name', 'email', 'phone', 'is_active', 'created_at'];

/** `ORDER BY ...` of a query whose clients table (or its matches) is aliased `client`. */
function orderBy({ sortBy, sortOrder }: ClientListQuery): string {
  const { columns, nullsLast } = SORTS[sortBy];
  const nulls = nullsLast ? ' NULLS LAST' : '';
  return `ORDER BY ${[...columns.map((column) => `client.${column} ${sortOrder}${nulls}`), `client.client_id ${sortOrder}`].join(', ')}`;
}

const cut = ({ limit, offset }: ClientListQuery) => `LIMIT ${Number(limit)} OFFSET ${Number(offset)}`;

/** The contract's fields of a client, as the wire carries them (timestamps as `toISOString()` writes them). */
const CLIENT_COLUMNS = [
  'client.client_id',
  'client.salon_id',
  'client.first_name',
  'client.last_name',
  'client.email',
  'client.phone',
  'client.address',
  'client.city',
  'client.state',
  'client.zip_code',
  'client.birthdate::text AS birthdate',
  'client.preferred_contact_method',
  'client.referral_source',
  'client.is_active',
  isoTimestamp('client.created_at', 'created_at'),
  isoTimestamp('client.updated_at', 'updated_at'),
].join(', ');

/** A row without its count, field by field: the compiler holds it to the contract. */
const toClientRow = (row: Client): Client => ({
  client_id: row.client_id,
  salon_id: row.salon_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  zip_code: row.zip_code,
  birthdate: row.birthdate,
  preferred_contact_method: row.preferred_contact_method,
  referral_source: row.referral_source,
  is_active: row.is_active,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

type Sql = [string, unknown[]];

/**
 * How many clients a salon has (`salon`), active, inactive or both (`active` null): the rows the
 * ClientCounts migration's triggers keep current. The arguments name the query's parameters.
 */
const countAll = (salon: string, active: string) =>
  `SELECT coalesce(sum(client_count), 0)::int FROM client_counts WHERE salon_id = ${salon} AND (${active}::boolean IS NULL OR is_active = ${active})`;

/**
 * The clients list at any size: a page's ids first, read from an index in the list's order (or,
 * for a search, from its matches), then those clients, in one statement; the count without
 * reading every client. Rows come in the wire's shape: no entities, no parsing per row.
 */
@Injectable()
export class ClientListRepository {
  constructor(
    @InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * One page of clients matching the search and filters, in the wire's shape, and how many match
   * (`capped`: more than the count says). One statement reads the page and its count: a search
   * counts its matches, the whole list reads the rows the ClientCounts migration's triggers keep.
   */
  async list(query: ClientListQuery): Promise<{ clients: Client[]; count: number; capped: boolean }> {
    if (!query.search) {
      const [sql, parameters] = this.pageIdsSql(query);
      const count = countAll(`$${parameters.length + 1}`, `$${parameters.length + 2}`);
      const rows: (Client & { matched: number })[] = await this.clients.query(
        ...this.withDetails([sql, [...parameters, this.tenant.salonId(), query.is_active ?? null]], query, `, (${count}) AS matched`),
      );
      // A page past the last says nothing of how many there are.
      return { clients: rows.map(toClientRow), count: rows.length > 0 ? rows[0].matched : await this.countAll(query.is_active), capped: false };
    }
    const ranked: (Client & { matched: number })[] = await this.clients.query(...this.withDetails(this.rankedMatchesSql(query), query, ', page.matched'));
    const matched = ranked.length > 0 ? ranked[0].matched : query.offset > 0 ? await this.countUpTo(query, CLIENT_COUNT_CAP + 1) : 0;
    // Past the cap the matches are common enough that walking the sort's index fills a page soon.
    if (matched > CLIENT_COUNT_CAP) return { clients: await this.clientsOf(this.pageIdsSql(query), query), count: CLIENT_COUNT_CAP, capped: true };
    return { clients: ranked.map(toClientRow), count: matched, capped: false };
  }

  /** The ids of a page in the list's order. Without a search, an index-only scan in that order skips the rows before the page. */
  pageIdsSql(query: ClientListQuery): Sql {
    const [sql, parameters] = this.matching(query).select('client.client_id', 'client_id').getQueryAndParameters();
    return [`${sql} ${orderBy(query)} ${cut(query)}`, parameters];
  }

  /**
   * A search's matches, up to one past the cap, picked through the trigram indexes; then sorted
   * and cut, each id with how many matched. Picking first keeps PostgreSQL from walking the
   * sort's index and testing every client it passes.
   */
  rankedMatchesSql(query: ClientListQuery): Sql {
    const builder = this.matching(query);
    SORTABLE_COLUMNS.forEach((column, index) => (index === 0 ? builder.select(`client.${column}`, column) : builder.addSelect(`client.${column}`, column)));
    const [sql, parameters] = builder.limit(CLIENT_COUNT_CAP + 1).getQueryAndParameters();
    return [`SELECT client.client_id, count(*) OVER ()::int AS matched FROM (${sql}) AS client ${orderBy(query)} ${cut(query)}`, parameters];
  }

  /** The clients of a page of ids, in the list's order. */
  private async clientsOf(ids: Sql, query: ClientListQuery): Promise<Client[]> {
    return this.clients.query(...this.withDetails(ids, query));
  }

  /** A query of a page's ids, joined to those clients' fields (and `extra` of the page's columns). */
  private withDetails([sql, parameters]: Sql, query: ClientListQuery, extra = ''): Sql {
    return [`SELECT ${CLIENT_COLUMNS}${extra} FROM (${sql}) AS page JOIN clients client ON client.client_id = page.client_id ${orderBy(query)}`, parameters];
  }

  /** This salon's clients the search and filters select, in no order. */
  private matching(query: ClientListQuery): SelectQueryBuilder<ClientEntity> {
    const builder = this.clients.createQueryBuilder('client').where('client.salon_id = :salonId', { salonId: this.tenant.salonId() });
    if (query.is_active !== undefined) builder.andWhere('client.is_active = :active', { active: query.is_active });
    if (query.search) builder.andWhere(clientMatches('client', query.search));
    return builder;
  }

  /** How many clients match, counting no further than `limit`. */
  private async countUpTo(query: ClientListQuery, limit: number): Promise<number> {
    const [sql, parameters] = this.matching(query).select('1').limit(limit).getQueryAndParameters();
    const [{ count }] = await this.clients.query(`SELECT count(*)::int AS count FROM (${sql}) AS matched`, parameters);
    return count;
  }

  private async countAll(active: boolean | undefined): Promise<number> {
    const [{ count }] = await this.clients.query(`SELECT (${countAll('$1', '$2')}) AS count`, [this.tenant.salonId(), active ?? null]);
    return count;
  }
}
