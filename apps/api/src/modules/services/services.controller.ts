import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { ServicesService } from './services.service';

@Controller()
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @TsRestHandler(contract.services)
  handler() {
    return tsRestHandler(contract.services, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.services.list(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.services.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.services.create(body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.services.update(params.id, body)) }),
      remove: async ({ params }) => {
        await this.services.remove(params.id);
        return { status: 204, body: undefined };
      },
    });
  }
}
