import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { AvailabilityModule } from '../availability';
import { ClientsModule } from '../clients';
import { EmployeesModule } from '../employees';
import { OutboxModule } from '../outbox';
import { SalonsModule } from '../salons';
import { ServicesModule } from '../services';
import { SettingsModule } from '../settings';
import { WaitlistController } from './waitlist.controller';
import { RequestedServices } from './requested-services';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [SalonsModule, SettingsModule, ServicesModule, EmployeesModule, AvailabilityModule, AppointmentsModule, OutboxModule, ClientsModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistRepository, RequestedServices],
  exports: [WaitlistService],
})
export class WaitlistModule {}
