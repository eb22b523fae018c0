import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceTypesModule } from '../service-types';
import { ServiceFactsQuery } from './service-facts.query';
import { ServiceEntity } from './service.entity';
import { ServicesController } from './services.controller';
import { ServicesRepository } from './services.repository';
import { ServicesService } from './services.service';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceEntity]), ServiceTypesModule],
  controllers: [ServicesController],
  providers: [ServicesService, ServicesRepository, ServiceFactsQuery],
  exports: [ServiceFactsQuery, ServicesService],
})
export class ServicesModule {}
