import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ClientNoteEntity } from './client-note.entity';
import { toClientNote } from './clients.mapper';
import { ClientsService } from './clients.service';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Notes staff keep about a client (allergies, formulas, preferences), newest first. */
@Injectable()
export class ClientNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly tenant: TenantContext,
  ) {}

  async list(clientId: number): Promise<ClientNote[]> {
    await this.clients.find(clientId);
    const notes = await this.dataSource.manager.find(ClientNoteEntity, {
      where: { client_id: clientId, salon_id: this.tenant.salonId() },
      relations: { author: true },
      order: { created_at: 'DESC', note_id: 'DESC' },
    });
    return notes.map(toClientNote);
  }

  async get(clientId: number, noteId: number): Promise<ClientNote> {
    const note = await this.dataSource.manager.findOne(ClientNoteEntity, {
      where: { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() },
      relations: { author: true },
    });
    if (!note) throw new DomainError('NOT_FOUND', 'Note not found');
    return toClientNote(note);
  }

  async create(author: AuthUser, clientId: number, input: ClientNoteInput): Promise<ClientNote> {
    await this.clients.find(clientId);
    const { identifiers } = await this.dataSource.manager.insert(ClientNoteEntity, {
      client_id: clientId,
      salon_id: this.tenant.salonId(),
      note_text: input.note_text,
      created_by: author.id,
    });
    return this.get(clientId, identifiers[0].note_id as number);
  }

  async update(clientId: number, noteId: number, input: ClientNoteInput): Promise<ClientNote> {
    const { affected } = await this.dataSource.manager.update(
      ClientNoteEntity,
      { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() },
      { note_text: input.note_text },
    );
    if (!affected) throw new DomainError('NOT_FOUND', 'Note not found');
    return this.get(clientId, noteId);
  }

  async remove(clientId: number, noteId: number): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(ClientNoteEntity, { note_id: noteId, client_id: clientId, salon_id: this.tenant.salonId() });
    if (!affected) throw new DomainError('NOT_FOUND', 'Note not found');
  }
}
