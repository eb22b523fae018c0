import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_SALON_ID, SalonEntity } from './salon.entity';

/** `YYYY-MM-DD` of an instant in a time zone. */
export const dateInTimeZone = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** "Today" is the salon's today, in its time zone (DECISIONS §2), not the server's. */
@Injectable()
export class SalonClock {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async today(now = new Date()): Promise<string> {
    const salon = await this.dataSource.manager.findOne(SalonEntity, { where: { salonId: DEFAULT_SALON_ID }, select: { salonId: true, timeZone: true } });
    return dateInTimeZone(now, salon?.timeZone ?? 'America/New_York');
  }
}
