import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { PaymentListRepository } from './payment-list.repository';
import { PaymentSummariesService } from './payment-summaries.service';
import { PaymentsService } from './payments.service';

/** contract.payments: list, read, take, edit, process, refund, void, summaries. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly lists: PaymentListRepository,
    private readonly summaries: PaymentSummariesService,
  ) {}

  @TsRestHandler(contract.payments)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.payments, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.lists.list(query)) }),
      dailySummary: async ({ params }) => ({ status: 200, body: ok(await this.summaries.daily(params.date)) }),
      summary: async ({ query }) => ({ status: 200, body: ok(await this.summaries.range(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.payments.get(params.id)) }),
      // A replay answers the first answer, which was a 201 (refusals store nothing).
      create: async ({ body, headers }) => ({ status: 201, body: ok((await this.payments.create(actor, body, headers['idempotency-key'])).body) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.payments.update(params.id, body)) }),
      process: async ({ params, body }) => ({ status: 200, body: ok(await this.payments.process(params.id, body)) }),
      refund: async ({ params, body, headers }) => ({
        status: 201,
        body: ok((await this.payments.refund(actor, params.id, body, headers['idempotency-key'])).body),
      }),
      void: async ({ params, body }) => ({ status: 200, body: ok(await this.payments.void(params.id, body)) }),
    });
  }
}
