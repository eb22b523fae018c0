import { Module } from '@nestjs/common';
import { SalonsModule } from '../salons/salons.module';
import { EmployeeSchedulesService } from './employee-schedules.service';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';

@Module({
  imports: [SalonsModule],
  controllers: [EmployeesController],
  providers: [EmployeesService, EmployeeSchedulesService],
  exports: [EmployeesService, EmployeeSchedulesService],
})
export class EmployeesModule {}
