import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { AppointmentStatusesService } from './appointment-statuses.service';

/** The configurable statuses (contract.appointmentStatuses). */
@Controller()
export class AppointmentStatusesController {
  constructor(private readonly statuses: AppointmentStatusesService) {}

  @TsRestHandler(contract.appointmentStatuses)
  handler() {
    return tsRestHandler(contract.appointmentStatuses, {
      list: async () => ({ status: 200, body: ok(await this.statuses.list()) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.statuses.create(body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.statuses.update(params.id, body)) }),
    });
  }
}
