import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { DomainError } from '../../common/errors/domain-error';
import { ok } from '../../common/http/envelope';
import { AppointmentHandoverService } from '../appointments';
import { ServiceFactsQuery } from '../services';

/**
 * A retired service keeps the appointments already booked with it and only stops new
 * bookings (docs/product-choices.md), so its deactivation needs no handling: the
 * confirmation only shows what it affects.
 */
@Controller()
export class ServiceDeactivationController {
  constructor(
    private readonly services: ServiceFactsQuery,
    private readonly handover: AppointmentHandoverService,
  ) {}

  @TsRestHandler(contract.serviceDeactivation)
  handler() {
    return tsRestHandler(contract.serviceDeactivation, {
      deactivationImpact: async ({ params }) => {
        if (!(await this.services.one(params.id))) throw new DomainError('NOT_FOUND', 'Service not found');
        return { status: 200, body: ok({ service_id: params.id, appointments: await this.handover.upcoming({ serviceId: params.id }) }) };
      },
    });
  }
}
