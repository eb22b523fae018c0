import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalonClock } from './salon-clock';
import { SalonEntity } from './salon.entity';
import { SessionSalons } from './session-salons';

@Module({ imports: [TypeOrmModule.forFeature([SalonEntity])], providers: [SalonClock, SessionSalons], exports: [SalonClock, SessionSalons] })
export class SalonsModule {}
