import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { ServiceTypesService } from './service-types.service';

@Controller()
export class ServiceTypesController {
  constructor(private readonly serviceTypes: ServiceTypesService) {}

  @TsRestHandler(contract.serviceTypes)
  handler() {
    return tsRestHandler(contract.serviceTypes, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.serviceTypes.list(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.serviceTypes.get(params.id)) }),
    });
  }
}
