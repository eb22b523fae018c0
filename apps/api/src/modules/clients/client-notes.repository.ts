import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ClientNoteEntity } from './client-note.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** The client notes table, always within the current salon; the rules stay in ClientNotesService. */
@Injectable()
export class ClientNotesRepository {
  constructor(
    @InjectRepository(ClientNoteEntity) private readonly notes: Repository<ClientNoteEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** The client's notes with their authors, newest first (the id breaks ties within one instant). */
  listOf(clientId: number): Promise<ClientNoteEntity[]> {
    return this.notes.find({
      where: { client_id: clientId, salon_id: this.tenant.salonId() },
      relations: { author: true },
      order: { created_at: 'DESC', note_id: 'DESC' },
    });
  }

  findById(clientId: number, noteId: number): Promise<ClientNoteEntity | null> {
    return this.notes.findOne({ where: { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() }, relations: { author: true } });
  }

  /** The new note's id; pass the transaction's manager to insert within it. */
  async insert(clientId: number, authorId: number, noteText: string, manager: EntityManager = this.notes.manager): Promise<number> {
    const { identifiers } = await manager.insert(ClientNoteEntity, { client_id: clientId, salon_id: this.tenant.salonId(), note_text: noteText, created_by: authorId });
    return identifiers[0].note_id as number;
  }

  /** How many rows changed: 0 when the note is not the client's in this salon. */
  async update(clientId: number, noteId: number, noteText: string): Promise<number> {
    const { affected } = await this.notes.update({ note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() }, { note_text: noteText });
    return affected ?? 0;
  }

  /** How many rows went: 0 when the note is not the client's in this salon. */
  async delete(clientId: number, noteId: number): Promise<number> {
    const { affected } = await this.notes.delete({ note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() });
    return affected ?? 0;
  }
}
