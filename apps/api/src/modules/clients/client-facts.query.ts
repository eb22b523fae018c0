import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ClientEntity } from './client.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** How to reach a client: what messages about their appointments need. */
export type ClientContact = { client_id: number; first_name: string; email: string | null; phone: string | null };

/** A client as the activity feed tells of their arrival. */
export type NewClient = { client_id: number; name: string; created_at: Date };

/**
 * Read-only facts about clients for other modules (bookings and the messages about them).
 * Pass the transaction's manager when inside one, so the read sees what the transaction sees.
 */
@Injectable()
export class ClientFactsQuery {
  constructor(
    @InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>,
    private readonly tenant: TenantContext,
  ) {}

  exists(clientId: number, manager: EntityManager = this.clients.manager): Promise<boolean> {
    return manager.exists(ClientEntity, { where: { client_id: clientId, salon_id: this.tenant.salonId() } });
  }

  async contact(clientId: number, manager: EntityManager = this.clients.manager): Promise<ClientContact | null> {
    const client = await manager.findOne(ClientEntity, {
      where: { client_id: clientId, salon_id: this.tenant.salonId() },
      select: { client_id: true, first_name: true, email: true, phone: true },
    });
    return client && { client_id: client.client_id, first_name: client.first_name, email: client.email, phone: client.phone };
  }

  /** The newest clients, newest first (the dashboard's activity; ix_clients_salon_created_at). */
  async newest(limit: number): Promise<NewClient[]> {
    const clients = await this.clients.find({
      where: { salon_id: this.tenant.salonId() },
      select: { client_id: true, first_name: true, last_name: true, created_at: true },
      order: { created_at: 'DESC', client_id: 'DESC' },
      take: limit,
    });
    return clients.map((client) => ({ client_id: client.client_id, name: `${client.first_name} ${client.last_name}`, created_at: client.created_at }));
  }
}
