import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CLIENT_COUNT_CAP, type ClientListQuery } from '@salon/contracts';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { ClientEntity } from './client.entity';
import { clientMatches } from './client-search';

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

type Page = { ids: number[]; count: number; capped: boolean };

/**
 * The clients list at any size: a page's ids first, read from an index in the list's order (or,
 * for a search, from its matches), then those clients; the count without reading every client.
 */
@Injectable()
export class ClientListRepository {
  constructor(
    @InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** One page of clients matching the search and filters, and how many match (`capped`: more than the count says). */
  async list(query: ClientListQuery): Promise<{ clients: ClientEntity[]; count: number; capped: boolean }> {
    const { ids, count, capped } = query.search ? await this.searchPage(query) : await this.wholeListPage(query);
    return { clients: await this.byIds(ids), count, capped };
  }

  /** The ids of a page in the list's order. Without a search, an index-only scan in that order skips the rows before the page. */
  pageIdsSql(query: ClientListQuery): [string, unknown[]] {
    const [sql, parameters] = this.matching(query).select('client.client_id', 'client_id').getQueryAndParameters();
    return [`${sql} ${orderBy(query)} ${cut(query)}`, parameters];
  }

  /**
   * A search's matches, up to one past the cap, picked through the trigram indexes; then sorted
   * and cut, each id with how many matched. Picking first keeps PostgreSQL from walking the
   * sort's index and testing every client it passes.
   */
  rankedMatchesSql(query: ClientListQuery): [string, unknown[]] {
    const builder = this.matching(query);
    SORTABLE_COLUMNS.forEach((column, index) => (index === 0 ? builder.select(`client.${column}`, column) : builder.addSelect(`client.${column}`, column)));
    const [sql, parameters] = builder.limit(CLIENT_COUNT_CAP + 1).getQueryAndParameters();
    return [`SELECT client.client_id, count(*) OVER ()::int AS matched FROM (${sql}) AS client ${orderBy(query)} ${cut(query)}`, parameters];
  }

  private async wholeListPage(query: ClientListQuery): Promise<Page> {
    const [ids, count] = await Promise.all([this.pageIds(query), this.countAll(query.is_active)]);
    return { ids, count, capped: false };
  }

  /**
   * Up to the cap, the page comes from the sorted matches, one query whatever the order. Past it,
   * the matches are common enough that walking the sort's index fills a page soon.
   */
  private async searchPage(query: ClientListQuery): Promise<Page> {
    const [sql, parameters] = this.rankedMatchesSql(query);
    const ranked: { client_id: number; matched: number }[] = await this.clients.query(sql, parameters);
    // A page past the last match says nothing of how many there are.
    const matched = ranked.length > 0 ? ranked[0].matched : query.offset > 0 ? await this.countUpTo(query, CLIENT_COUNT_CAP + 1) : 0;
    if (matched > CLIENT_COUNT_CAP) return { ids: await this.pageIds(query), count: CLIENT_COUNT_CAP, capped: true };
    return { ids: ranked.map((row) => row.client_id), count: matched, capped: false };
  }

  private async pageIds(query: ClientListQuery): Promise<number[]> {
    const [sql, parameters] = this.pageIdsSql(query);
    const rows: { client_id: number }[] = await this.clients.query(sql, parameters);
    return rows.map((row) => row.client_id);
  }

  /** The clients, in the order of their ids. */
  private async byIds(ids: number[]): Promise<ClientEntity[]> {
    if (ids.length === 0) return [];
    const found = new Map((await this.clients.findBy({ client_id: In(ids), salon_id: this.tenant.salonId() })).map((client) => [client.client_id, client]));
    return ids.flatMap((id) => found.get(id) ?? []);
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

  /** How many clients the salon has, active, inactive or both: the rows the ClientCounts migration's triggers keep current. */
  private async countAll(active: boolean | undefined): Promise<number> {
    const [{ count }] = await this.clients.query(
      'SELECT coalesce(sum(client_count), 0)::int AS count FROM client_counts WHERE salon_id = $1 AND ($2::boolean IS NULL OR is_active = $2)',
      [this.tenant.salonId(), active ?? null],
    );
    return count;
  }
}
