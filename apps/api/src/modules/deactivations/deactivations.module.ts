import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { AvailabilityModule } from '../availability';
import { EmployeesModule } from '../employees';
import { ServicesModule } from '../services';
import { EmployeeDeactivationController } from './employee-deactivation.controller';
import { EmployeeDeactivationService } from './employee-deactivation.service';
import { ServiceDeactivationController } from './service-deactivation.controller';
import { ServiceDeactivationService } from './service-deactivation.service';

/**
 * Deactivating an employee or a service with what it affects (issue 12). It sits above the
 * modules it joins: appointments and availability depend on employees and services, so the
 * rule that needs all four lives here, and no module depends on it.
 */
@Module({
  imports: [EmployeesModule, ServicesModule, AppointmentsModule, AvailabilityModule],
  controllers: [EmployeeDeactivationController, ServiceDeactivationController],
  providers: [EmployeeDeactivationService, ServiceDeactivationService],
})
export class DeactivationsModule {}
