import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalonClock } from './salon-clock';
import { SalonEntity } from './salon.entity';

@Module({ imports: [TypeOrmModule.forFeature([SalonEntity])], providers: [SalonClock], exports: [SalonClock] })
export class SalonsModule {}
