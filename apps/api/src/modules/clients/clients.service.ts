import { Injectable } from '@nestjs/common';
import {
  DUPLICATE_PHONE_MIN_DIGITS,
  phoneTail,
  type Client,
  type ClientCreate,
  type ClientInput,
  type ClientList,
  type ClientListQuery,
  type ClientUpdate,
  type PossibleDuplicate,
  type PossibleDuplicatesQuery,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { refuseWhenInUse } from '../../common/database/constraint-errors';
import { phoneDigits } from '../../common/database/search-pattern';
import { DomainError } from '../../common/errors/domain-error';
import type { ClientEntity } from './client.entity';
import { ClientListRepository } from './client-list.repository';
import { ClientNotesRepository } from './client-notes.repository';
import { toClient } from './clients.mapper';
import { ClientsRepository, type DuplicateCriteria } from './clients.repository';
import { duplicateReasons } from './duplicate-reasons';

@Injectable()
export class ClientsService {
  constructor(
    private readonly repository: ClientsRepository,
    private readonly listing: ClientListRepository,
    private readonly notes: ClientNotesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: ClientListQuery): Promise<ClientList> {
    const { clients, count, capped } = await this.listing.list(query);
    return { clients, total_count: count, count_is_estimate: capped };
  }

  async get(clientId: number): Promise<Client> {
    return toClient(await this.find(clientId));
  }

  /** The client and their first note, if any, are saved together or not at all. */
  async create(author: AuthUser, { note, note_is_alert, ...details }: ClientCreate): Promise<Client> {
    const clientId = await this.dataSource.transaction(async (manager) => {
      const id = await this.repository.insert(details, manager);
      if (note) await this.notes.insert(id, author.id, { text: note, isAlert: note_is_alert ?? false }, manager);
      return id;
    });
    return this.get(clientId);
  }

  /** A new client inside the caller's transaction (the waitlist's convert books them in the same one); their id. */
  createWithin(manager: EntityManager, details: ClientInput): Promise<number> {
    return this.repository.insert(details, manager);
  }

  /** Existing clients the one being added may be: the front desk is warned, never refused (no rule makes phone or e-mail unique). */
  async possibleDuplicates(query: PossibleDuplicatesQuery): Promise<PossibleDuplicate[]> {
    const criteria: DuplicateCriteria = {
      phoneTail: query.phone && phoneDigits(query.phone, DUPLICATE_PHONE_MIN_DIGITS) ? phoneTail(query.phone) : undefined,
      email: query.email,
      name: query.first_name && query.last_name ? { first: query.first_name, last: query.last_name } : undefined,
    };
    const matches = await this.repository.possibleDuplicates(criteria);
    return matches.map((client) => ({ client: toClient(client), matched_on: duplicateReasons(client, criteria) }));
  }

  async update(clientId: number, input: ClientUpdate): Promise<Client> {
    if (!(await this.repository.update(clientId, input))) throw notFound();
    return this.get(clientId);
  }

  async remove(clientId: number): Promise<void> {
    const affected = await refuseWhenInUse(
      this.repository.delete(clientId),
      'This client has appointments or payments and cannot be deleted; mark them inactive instead',
    );
    if (!affected) throw notFound();
  }

  /** The client, or 404; notes use it to check their client exists. */
  async find(clientId: number): Promise<ClientEntity> {
    const client = await this.repository.findById(clientId);
    if (!client) throw notFound();
    return client;
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'Client not found');
