import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalonsModule } from '../salons';
import { EmployeeFactsQuery } from './employee-facts.query';
import { EmployeeScheduleEntity } from './employee-schedule.entity';
import { EmployeeSchedulesRepository } from './employee-schedules.repository';
import { EmployeeSchedulesService } from './employee-schedules.service';
import { EmployeesController } from './employees.controller';
import { EmployeesRepository } from './employees.repository';
import { EmployeesService } from './employees.service';
import { EmployeeEntity } from './employee.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmployeeEntity, EmployeeScheduleEntity]), SalonsModule],
  controllers: [EmployeesController],
  providers: [EmployeesService, EmployeesRepository, EmployeeSchedulesService, EmployeeSchedulesRepository, EmployeeFactsQuery],
  exports: [EmployeesService, EmployeeFactsQuery],
})
export class EmployeesModule {}
