import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Client, ClientInput, ClientList, ClientListQuery, ClientUpdate } from '@salon/contracts';
import { Brackets, DataSource } from 'typeorm';
import { orderByThenKey } from '../../common/database/order-by';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { refuseWhenInUse } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { ClientEntity } from './client.entity';
import { toClient } from './clients.mapper';
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

@Injectable()
export class ClientsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: ClientListQuery): Promise<ClientList> {
    const builder = this.dataSource.manager.createQueryBuilder(ClientEntity, 'client').where('client.salon_id = :salonId', { salonId: this.tenant.salonId() });
    if (query.is_active !== undefined) builder.andWhere('client.is_active = :active', { active: query.is_active });
    if (query.search) {
      const pattern = containsPattern(query.search);
      const digits = phoneDigits(query.search);
      builder.andWhere(
        new Brackets((where) => {
          where
            .where('client.first_name ILIKE :pattern', { pattern })
            .orWhere('client.last_name ILIKE :pattern', { pattern })
            .orWhere(`(client.first_name || ' ' || client.last_name) ILIKE :pattern`, { pattern })
            .orWhere('client.email ILIKE :pattern', { pattern });
          if (digits) where.orWhere(`regexp_replace(client.phone, '\\D', '', 'g') LIKE :digits`, { digits: `%${digits}%` });
        }),
      );
    }
    orderByThenKey(builder, SORT_COLUMNS[query.sortBy], query.sortOrder, 'client.client_id').take(query.limit).skip(query.offset);
    const [clients, total_count] = await builder.getManyAndCount();
    return { clients: clients.map(toClient), total_count };
  }

  async get(clientId: number): Promise<Client> {
    return toClient(await this.find(clientId));
  }

  async create(input: ClientInput): Promise<Client> {
    const { identifiers } = await this.dataSource.manager.insert(ClientEntity, { ...input, salon_id: this.tenant.salonId() });
    return this.get(identifiers[0].client_id as number);
  }

  async update(clientId: number, input: ClientUpdate): Promise<Client> {
    const { affected } = await this.dataSource.manager.update(ClientEntity, { client_id: clientId, salon_id: this.tenant.salonId() }, input);
    if (!affected) throw notFound();
    return this.get(clientId);
  }

  async remove(clientId: number): Promise<void> {
    const { affected } = await refuseWhenInUse(
      this.dataSource.manager.delete(ClientEntity, { client_id: clientId, salon_id: this.tenant.salonId() }),
      'This client has appointments and cannot be deleted; mark them inactive instead',
    );
    if (!affected) throw notFound();
  }

  /** The client, or 404; notes use it to check their client exists. */
  async find(clientId: number): Promise<ClientEntity> {
    const client = await this.dataSource.manager.findOneBy(ClientEntity, { client_id: clientId, salon_id: this.tenant.salonId() });
    if (!client) throw notFound();
    return client;
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'Client not found');
