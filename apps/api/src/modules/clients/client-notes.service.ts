import { Injectable } from '@nestjs/common';
import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ClientNotesRepository } from './client-notes.repository';
import { toClientNote } from './clients.mapper';
import { ClientsService } from './clients.service';

/** Notes staff keep about a client (allergies, formulas, preferences): alerts first, then newest first. */
@Injectable()
export class ClientNotesService {
  constructor(
    private readonly repository: ClientNotesRepository,
    private readonly clients: ClientsService,
  ) {}

  async list(clientId: number): Promise<ClientNote[]> {
    await this.clients.find(clientId);
    return (await this.repository.listOf(clientId)).map(toClientNote);
  }

  async get(clientId: number, noteId: number): Promise<ClientNote> {
    const note = await this.repository.findById(clientId, noteId);
    if (!note) throw notFound();
    return toClientNote(note);
  }

  async create(author: AuthUser, clientId: number, input: ClientNoteInput): Promise<ClientNote> {
    await this.clients.find(clientId);
    return this.get(clientId, await this.repository.insert(clientId, author.id, { text: input.note_text, isAlert: input.is_alert ?? false }));
  }

  async update(clientId: number, noteId: number, input: ClientNoteInput): Promise<ClientNote> {
    if (!(await this.repository.update(clientId, noteId, { text: input.note_text, isAlert: input.is_alert }))) throw notFound();
    return this.get(clientId, noteId);
  }

  async remove(clientId: number, noteId: number): Promise<void> {
    if (!(await this.repository.delete(clientId, noteId))) throw notFound();
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'Note not found');
