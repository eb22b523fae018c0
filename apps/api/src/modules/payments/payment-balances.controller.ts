import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { ClientPaymentSummaryService } from './client-payment-summary.service';
import { PaymentBalancesService } from './payment-balances.service';

/** contract.paymentBalances: an appointment's payment state and a client's payment figures. */
@Controller()
export class PaymentBalancesController {
  constructor(
    private readonly balances: PaymentBalancesService,
    private readonly clientSummaries: ClientPaymentSummaryService,
  ) {}

  @TsRestHandler(contract.paymentBalances)
  handler() {
    return tsRestHandler(contract.paymentBalances, {
      appointmentBalance: async ({ params }) => ({ status: 200, body: ok(await this.balances.ofAppointment(params.appointmentId)) }),
      clientSummary: async ({ params }) => ({ status: 200, body: ok(await this.clientSummaries.ofClient(params.clientId)) }),
    });
  }
}
