import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PHONE_TAIL_DIGITS, POSSIBLE_DUPLICATES_LIMIT, type ClientInput, type ClientUpdate } from '@salon/contracts';
import { type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ClientEntity } from './client.entity';
import { phoneDigitsOf } from './client-search';
import { TenantContext } from '../../common/tenant/tenant-context';

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
