import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { AvailabilityService } from './availability.service';

@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @TsRestHandler(contract.availability)
  handler() {
    return tsRestHandler(contract.availability, {
      check: async ({ body }) => ({ status: 200, body: ok(await this.availability.check(body)) }),
      employeeSlots: async ({ params, query }) => ({ status: 200, body: ok(await this.availability.employeeSlots(params.id, query)) }),
      daySchedule: async ({ query }) => ({ status: 200, body: ok(await this.availability.daySchedule(query.date)) }),
      weekSchedule: async ({ query }) => ({ status: 200, body: ok(await this.availability.weekSchedule(query.start_date)) }),
      nextAvailable: async ({ query }) => ({ status: 200, body: ok(await this.availability.nextAvailable(query)) }),
    });
  }
}
