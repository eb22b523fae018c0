import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { ServiceDeactivationService } from './service-deactivation.service';

@Controller()
export class ServiceDeactivationController {
  constructor(private readonly deactivation: ServiceDeactivationService) {}

  @TsRestHandler(contract.serviceDeactivation)
  handler() {
    return tsRestHandler(contract.serviceDeactivation, {
      deactivationImpact: async ({ params }) => ({ status: 200, body: ok(await this.deactivation.impact(params.id)) }),
    });
  }
}
