import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @TsRestHandler(contract.inventoryCategories)
  handler() {
    return tsRestHandler(contract.inventoryCategories, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.categories.list(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.categories.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.categories.create(body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.categories.update(params.id, body)) }),
      remove: async ({ params }) => {
        await this.categories.remove(params.id);
        return { status: 204, body: undefined };
      },
    });
  }
}
