import { Injectable } from '@nestjs/common';
import { DEACTIVATION_LIST_LIMIT, type ServiceDeactivationImpact } from '@salon/contracts';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentHandoverService } from '../appointments';
import { ServiceFactsQuery } from '../services';

/**
 * A retired service keeps the appointments already booked with it and only stops new
 * bookings (docs/product-choices.md), so its deactivation needs no handling: the
 * confirmation only shows what it affects.
 */
@Injectable()
export class ServiceDeactivationService {
  constructor(
    private readonly services: ServiceFactsQuery,
    private readonly handover: AppointmentHandoverService,
  ) {}

  async impact(serviceId: number): Promise<ServiceDeactivationImpact> {
    if (!(await this.services.one(serviceId))) throw new DomainError('NOT_FOUND', 'Service not found');
    return { service_id: serviceId, ...(await this.handover.upcomingPage({ serviceId }, DEACTIVATION_LIST_LIMIT)) };
  }
}
