import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CLIENT_COUNT_CAP, PHONE_TAIL_DIGITS, POSSIBLE_DUPLICATES_LIMIT, type ClientInput, type ClientListQuery, type ClientUpdate } from '@salon/contracts';
import { type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { orderByThenKey } from '../../common/database/order-by';
import { ClientEntity } from './client.entity';
import { clientMatches, phoneDigitsOf } from './client-search';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Name sorts by first name, then last name; every sort ends on the id so pages never overlap. */
const SORT_COLUMNS: Record<ClientListQuery['sortBy'], string[]> = {
  first_name: ['client.first_name', 'client.last_name'],
  last_name: ['client.last_name', 'client.first_name'],
  email: ['client.email'],
  phone: ['client.phone'],
  is_active: ['client.is_active'],
  created_at: ['client.created_at'],
};

/** A phone's last ten digits, as the index ix_clients_salon_phone_tail holds them: the query must say it the same way. */
const PHONE_TAIL = `right(${phoneDigitsOf('client')}, ${PHONE_TAIL_DIGITS})`;

/** What a possible duplicate may share with the client being added; absent parts are not compared. */
export type DuplicateCriteria = {
  /** The typed phone's last ten digits (all of them when fewer). */
  phoneTail?: string;
  email?: string;
  name?: { first: string; last: string };
};

/** The clients table as the Clients screens read and change it, always within the current salon; the rules stay in ClientsService. */
@Injectable()
export class ClientsRepository {
  constructor(
    @InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * One page of clients matching the search and filters, and how many match: a search's matches
   * counted up to the cap (`capped` past it), the whole list from the counts its triggers keep.
   */
  async list(query: ClientListQuery): Promise<{ clients: ClientEntity[]; count: number; capped: boolean }> {
    if (!query.search) {
      const [clients, count] = await Promise.all([this.pageQuery(query).getMany(), this.countAll(query.is_active)]);
      return { clients, count, capped: false };
    }
    const [clients, count] = await Promise.all([this.pageQuery(query).getMany(), this.countUpTo(query, CLIENT_COUNT_CAP + 1)]);
    return { clients, count: Math.min(count, CLIENT_COUNT_CAP), capped: count > CLIENT_COUNT_CAP };
  }

  /** The page's query, sorted and cut; its test EXPLAINs it. */
  pageQuery(query: ClientListQuery): SelectQueryBuilder<ClientEntity> {
    return orderByThenKey(this.matching(query), SORT_COLUMNS[query.sortBy], query.sortOrder, 'client.client_id').limit(query.limit).offset(query.offset);
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

  findById(clientId: number): Promise<ClientEntity | null> {
    return this.clients.findOneBy({ client_id: clientId, salon_id: this.tenant.salonId() });
  }

  /**
   * Up to five clients sharing the phone's last ten digits, the lower-case e-mail or the lower-case first and
   * last name, those matching on more of them first.
   */
  async possibleDuplicates(criteria: DuplicateCriteria): Promise<ClientEntity[]> {
    return (await this.possibleDuplicatesQuery(criteria)?.getMany()) ?? [];
  }

  /**
   * The lookup's query; null when there is nothing to compare. Each test has its own expression
   * index (the ClientDuplicateLookup migration), so it stays an index scan however many clients
   * (its test EXPLAINs it).
   */
  possibleDuplicatesQuery(criteria: DuplicateCriteria): SelectQueryBuilder<ClientEntity> | null {
    const tests: string[] = [];
    if (criteria.phoneTail) tests.push(`${PHONE_TAIL} = :phoneTail`);
    if (criteria.email) tests.push('lower(client.email) = lower(:email)');
    if (criteria.name) tests.push('(lower(client.first_name) = lower(:firstName) AND lower(client.last_name) = lower(:lastName))');
    if (tests.length === 0) return null;
    const reasonCount = tests.map((test) => `(CASE WHEN ${test} THEN 1 ELSE 0 END)`).join(' + ');
    return this.clients
      .createQueryBuilder('client')
      .where('client.salon_id = :salonId', { salonId: this.tenant.salonId() })
      .andWhere(`(${tests.join(' OR ')})`)
      .setParameters({ phoneTail: criteria.phoneTail, email: criteria.email, firstName: criteria.name?.first, lastName: criteria.name?.last })
      .orderBy(reasonCount, 'DESC')
      .addOrderBy('client.last_name', 'ASC')
      .addOrderBy('client.first_name', 'ASC')
      .addOrderBy('client.client_id', 'ASC')
      .limit(POSSIBLE_DUPLICATES_LIMIT);
  }

  /** The new client's id; pass the transaction's manager to insert within it. */
  async insert(input: ClientInput, manager: EntityManager = this.clients.manager): Promise<number> {
    const { identifiers } = await manager.insert(ClientEntity, { ...input, salon_id: this.tenant.salonId() });
    return identifiers[0].client_id as number;
  }

  /** How many rows changed: 0 when the client is not in this salon. */
  async update(clientId: number, input: ClientUpdate): Promise<number> {
    const { affected } = await this.clients.update({ client_id: clientId, salon_id: this.tenant.salonId() }, input);
    return affected ?? 0;
  }

  /** How many rows went: 0 when the client is not in this salon; the database refuses while appointments refer to it. */
  async delete(clientId: number): Promise<number> {
    const { affected } = await this.clients.delete({ client_id: clientId, salon_id: this.tenant.salonId() });
    return affected ?? 0;
  }
}
