import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { AvailabilityModule } from '../availability';
import { ClientsModule } from '../clients';
import { EmployeesModule } from '../employees';
import { OutboxModule } from '../outbox';
import { SalonsModule } from '../salons';
import { WaitlistController } from './waitlist.controller';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [SalonsModule, EmployeesModule, AvailabilityModule, AppointmentsModule, OutboxModule, ClientsModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistRepository],
  exports: [WaitlistService],
})
export class WaitlistModule {}
