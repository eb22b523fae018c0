import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { ClientsModule } from '../clients';
import { EmployeesModule } from '../employees';
import { SalonsModule } from '../salons';
import { ServicesModule } from '../services';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Global search: no tables of its own, only the other modules' searches. */
@Module({
  imports: [ClientsModule, EmployeesModule, ServicesModule, AppointmentsModule, SalonsModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
