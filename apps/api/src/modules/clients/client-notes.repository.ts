import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ClientNoteEntity } from './client-note.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** What a note says and whether it is a health and safety alert. */
export type NoteFields = { text: string; isAlert: boolean };

/** The client notes table, always within the current salon; the rules stay in ClientNotesService. */
@Injectable()
export class ClientNotesRepository {
  constructor(
    @InjectRepository(ClientNoteEntity) private readonly notes: Repository<ClientNoteEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** The client's notes with their authors: alerts first, then the rest, each newest first (the id breaks ties within one instant). */
  listOf(clientId: number): Promise<ClientNoteEntity[]> {
    return this.notes.find({
      where: { client_id: clientId, salon_id: this.tenant.salonId() },
      relations: { author: true },
      order: { is_alert: 'DESC', created_at: 'DESC', note_id: 'DESC' },
    });
  }

  findById(clientId: number, noteId: number): Promise<ClientNoteEntity | null> {
    return this.notes.findOne({ where: { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() }, relations: { author: true } });
  }

  /** The new note's id; pass the transaction's manager to insert within it. */
  async insert(clientId: number, authorId: number, note: NoteFields, manager: EntityManager = this.notes.manager): Promise<number> {
    const { identifiers } = await manager.insert(ClientNoteEntity, { client_id: clientId, salon_id: this.tenant.salonId(), note_text: note.text, is_alert: note.isAlert, created_by: authorId });
    return identifiers[0].note_id as number;
  }

  /** How many rows changed: 0 when the note is not the client's in this salon. An alert flag left out stays as it is. */
  async update(clientId: number, noteId: number, note: { text: string; isAlert?: boolean }): Promise<number> {
    const { affected } = await this.notes.update(
      { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() },
      { note_text: note.text, ...(note.isAlert === undefined ? {} : { is_alert: note.isAlert }) },
    );
    return affected ?? 0;
  }

  /** How many rows went: 0 when the note is not the client's in this salon. */
  async delete(clientId: number, noteId: number): Promise<number> {
    const { affected } = await this.notes.delete({ note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() });
    return affected ?? 0;
  }
}
