import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @TsRestHandler(contract.health)
  handler() {
    return tsRestHandler(contract.health, {
      check: async () => ({ status: 200, body: ok(await this.health.check()) }),
    });
  }
}
