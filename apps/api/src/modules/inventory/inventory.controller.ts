import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { ItemsService } from './items.service';
import { StockService } from './stock.service';

@Controller()
export class InventoryController {
  constructor(
    private readonly items: ItemsService,
    private readonly stock: StockService,
  ) {}

  @TsRestHandler(contract.inventory)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.inventory, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.items.list(query)) }),
      lowStock: async ({ query }) => ({ status: 200, body: ok(await this.stock.lowStock(query)) }),
      lowStockAlerts: async () => ({ status: 200, body: ok(await this.stock.lowStockAlerts()) }),
      summary: async () => ({ status: 200, body: ok(await this.stock.summary()) }),
      listTransactions: async ({ query }) => ({ status: 200, body: ok(await this.stock.listTransactions(query)) }),
      getTransaction: async ({ params }) => ({ status: 200, body: ok(await this.stock.getTransaction(params.id)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.items.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.items.create(actor, body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.items.update(actor, params.id, body)) }),
      remove: async ({ params }) => {
        await this.items.remove(params.id);
        return { status: 204, body: undefined };
      },
      adjustStock: async ({ params, body }) => ({ status: 200, body: ok(await this.stock.adjust(actor, params.id, body)) }),
    });
  }
}
