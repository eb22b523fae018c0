import { clientNoteSchema, clientSchema, type Client, type ClientNote } from '@salon/contracts';
import type { ClientNoteEntity } from './client-note.entity';
import type { ClientEntity } from './client.entity';

/** The entity's properties are the contract's fields; parsing keeps only those and proves the shape. */
export const toClient = (entity: ClientEntity): Client =>
  clientSchema.parse({ ...entity, created_at: entity.created_at.toISOString(), updated_at: entity.updated_at.toISOString() });

export const toClientNote = (entity: ClientNoteEntity): ClientNote =>
  clientNoteSchema.parse({
    ...entity,
    created_at: entity.created_at.toISOString(),
    updated_at: entity.updated_at.toISOString(),
    author: entity.author ? { user_id: entity.author.userId, first_name: entity.author.firstName, last_name: entity.author.lastName } : null,
  });
