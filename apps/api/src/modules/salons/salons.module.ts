import { Module } from '@nestjs/common';
import { SalonClock } from './salon-clock';

@Module({ providers: [SalonClock], exports: [SalonClock] })
export class SalonsModule {}
