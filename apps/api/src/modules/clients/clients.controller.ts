import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { ClientNotesService } from './client-notes.service';
import { ClientsService } from './clients.service';

@Controller()
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly notes: ClientNotesService,
  ) {}

  @TsRestHandler(contract.clients)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.clients, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.clients.list(query)) }),
      possibleDuplicates: async ({ query }) => ({ status: 200, body: ok(await this.clients.possibleDuplicates(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.clients.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.clients.create(actor, body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.clients.update(params.id, body)) }),
      remove: async ({ params }) => {
        await this.clients.remove(params.id);
        return { status: 204, body: undefined };
      },
      listNotes: async ({ params }) => ({ status: 200, body: ok(await this.notes.list(params.id)) }),
      getNote: async ({ params }) => ({ status: 200, body: ok(await this.notes.get(params.id, params.noteId)) }),
      createNote: async ({ params, body }) => ({ status: 201, body: ok(await this.notes.create(actor, params.id, body)) }),
      updateNote: async ({ params, body }) => ({ status: 200, body: ok(await this.notes.update(params.id, params.noteId, body)) }),
      removeNote: async ({ params }) => {
        await this.notes.remove(params.id, params.noteId);
        return { status: 204, body: undefined };
      },
    });
  }
}
