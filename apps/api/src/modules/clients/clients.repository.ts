import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ClientInput, ClientListQuery, ClientUpdate } from '@salon/contracts';
import { Brackets, type Repository } from 'typeorm';
import { orderByThenKey } from '../../common/database/order-by';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { ClientEntity } from './client.entity';
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

/** The clients table as the Clients screens read and change it, always within the current salon; the rules stay in ClientsService. */
@Injectable()
export class ClientsRepository {
  constructor(
    @InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** One page of clients matching the search and filters, and how many match in all. */
  async list(query: ClientListQuery): Promise<{ clients: ClientEntity[]; count: number }> {
    const builder = this.clients.createQueryBuilder('client').where('client.salon_id = :salonId', { salonId: this.tenant.salonId() });
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
    const [clients, count] = await builder.getManyAndCount();
    return { clients, count };
  }

  findById(clientId: number): Promise<ClientEntity | null> {
    return this.clients.findOneBy({ client_id: clientId, salon_id: this.tenant.salonId() });
  }

  /** The new client's id. */
  async insert(input: ClientInput): Promise<number> {
    const { identifiers } = await this.clients.insert({ ...input, salon_id: this.tenant.salonId() });
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
