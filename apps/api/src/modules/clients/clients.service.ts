import { Injectable } from '@nestjs/common';
import type { Client, ClientInput, ClientList, ClientListQuery, ClientUpdate } from '@salon/contracts';
import { refuseWhenInUse } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import type { ClientEntity } from './client.entity';
import { toClient } from './clients.mapper';
import { ClientsRepository } from './clients.repository';

@Injectable()
export class ClientsService {
  constructor(private readonly repository: ClientsRepository) {}

  async list(query: ClientListQuery): Promise<ClientList> {
    const { clients, count } = await this.repository.list(query);
    return { clients: clients.map(toClient), total_count: count };
  }

  async get(clientId: number): Promise<Client> {
    return toClient(await this.find(clientId));
  }

  async create(input: ClientInput): Promise<Client> {
    return this.get(await this.repository.insert(input));
  }

  async update(clientId: number, input: ClientUpdate): Promise<Client> {
    if (!(await this.repository.update(clientId, input))) throw notFound();
    return this.get(clientId);
  }

  async remove(clientId: number): Promise<void> {
    const affected = await refuseWhenInUse(
      this.repository.delete(clientId),
      'This client has appointments and cannot be deleted; mark them inactive instead',
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
