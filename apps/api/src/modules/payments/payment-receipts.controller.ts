import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { PaymentReceiptsService } from './payment-receipts.service';

/** contract.paymentReceipts: a payment's receipt, and sending it to the client. */
@Controller()
export class PaymentReceiptsController {
  constructor(private readonly receipts: PaymentReceiptsService) {}

  @TsRestHandler(contract.paymentReceipts)
  handler() {
    return tsRestHandler(contract.paymentReceipts, {
      receipt: async ({ params }) => ({ status: 200, body: ok(await this.receipts.receipt(params.id)) }),
      sendReceipt: async ({ params }) => ({ status: 200, body: ok(await this.receipts.send(params.id)) }),
    });
  }
}
