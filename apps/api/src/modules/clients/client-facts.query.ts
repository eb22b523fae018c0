import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { DUPLICATE_PHONE_MIN_DIGITS, PHONE_TAIL_DIGITS, phoneTail } from '@salon/contracts';
import { ClientEntity } from './client.entity';
import { phoneDigitsOf } from './client-search';
import { TenantContext } from '../../common/tenant/tenant-context';

/** How to reach a client: what messages about their appointments need. */
export type ClientContact = { client_id: number; first_name: string; email: string | null; phone: string | null };

/** withContact's statement ($1 salon, $2 phone tail or null, $3 e-mail or null); exported for its plan's test. */
export const CLIENTS_WITH_CONTACT_SQL = `SELECT client_id, first_name, last_name FROM clients c
  WHERE c.salon_id = $1 AND (($2::text IS NOT NULL AND right(${phoneDigitsOf('c')}, ${PHONE_TAIL_DIGITS}) = $2) OR ($3::text IS NOT NULL AND lower(c.email) = lower($3)))
  ORDER BY c.client_id LIMIT 50`;

/** A client a walk-in may be: found by their phone or e-mail. */
export type ClientByContact = { client_id: number; first_name: string; last_name: string };

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

  /**
   * Clients with this phone (its last ten digits) or this e-mail (any case), oldest first. Spelled as the
   * indexes ix_clients_salon_phone_tail and ix_clients_salon_email_lower hold them, so it never scans the clients.
   */
  async withContact(contact: { phone: string; email: string | null }, manager: EntityManager = this.clients.manager): Promise<ClientByContact[]> {
    // Too few digits to be someone's number: the phone is not compared (as the duplicate lookup).
    const tail = phoneTail(contact.phone);
    const phone = tail.length >= DUPLICATE_PHONE_MIN_DIGITS ? tail : null;
    return manager.query(CLIENTS_WITH_CONTACT_SQL, [this.tenant.salonId(), phone, contact.email]);
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
