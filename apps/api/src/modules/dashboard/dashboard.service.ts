import { Injectable } from '@nestjs/common';
import {
  comparedUntilAt,
  fromCents,
  growthPercent,
  salonHoursOn,
  type ActivityItem,
  type BookingsByHour,
  type BookingTrendPoint,
  type DashboardMetrics,
  type PopularService,
  type RevenuePoint,
} from '@salon/contracts';
import { AppointmentDashboardQuery } from '../appointments';
import { ClientFactsQuery } from '../clients';
import { LowStockAlertsQuery } from '../inventory';
import { PaymentRevenueQuery } from '../payments';
import { dateInTimeZone, SalonClock } from '../salons';
import { SettingsService } from '../settings';
import { recentActivity } from './dashboard-activity';
import { datesOf, monthToDate, trailingDays } from './dashboard-periods';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The dashboard's figures, on the salon's days (spec part 1 §2; definitions in docs/product-choices.md, "Dashboard (issue 15)"). */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clock: SalonClock,
    private readonly appointments: AppointmentDashboardQuery,
    private readonly payments: PaymentRevenueQuery,
    private readonly clients: ClientFactsQuery,
    private readonly stock: LowStockAlertsQuery,
    private readonly settings: SettingsService,
  ) {}

  async metrics(): Promise<DashboardMetrics> {
    const instant = new Date();
    const timeZone = await this.clock.timeZone();
    const { current, previous } = monthToDate(dateInTimeZone(instant, timeZone));
    // Today is not over: growth compares today and last month's last day up to the same time of day (REPORT_DEFINITIONS.change).
    const until = comparedUntilAt(instant, timeZone);
    const [{ whole: now, soFar: nowSoFar }, { soFar: before }, [revenueNow, revenueSoFar, revenueBefore]] = await Promise.all([
      this.appointments.periodFigures(current, until),
      this.appointments.periodFigures(previous, until),
      this.payments.netOf([current, { ...current, until }, { ...previous, until }], timeZone),
    ]);
    // Growth compares the exact average ratings, not the rounded ones shown.
    const rating = (figures: typeof now) => (figures.ratings === 0 ? null : figures.ratingTotal / figures.ratings);
    return {
      totalRevenue: fromCents(revenueNow),
      totalAppointments: now.appointments,
      activeClients: now.clients,
      averageRating: rating(now) === null ? null : oneDecimal(rating(now) as number),
      revenueGrowth: growthPercent(revenueSoFar, revenueBefore),
      appointmentGrowth: growthPercent(nowSoFar.appointments, before.appointments),
      clientGrowth: growthPercent(nowSoFar.clients, before.clients),
      ratingGrowth: growthPercent(rating(nowSoFar), rating(before)),
      periodStart: current.from,
      periodEnd: current.to,
      previousPeriodStart: previous.from,
      previousPeriodEnd: previous.to,
    };
  }

  async notifications(limit: number): Promise<ActivityItem[]> {
    const [appointments, clients, lowStock] = await Promise.all([
      this.appointments.recentEvents(limit),
      this.clients.newest(limit),
      this.stock.newest(limit),
    ]);
    return recentActivity({ appointments, clients, lowStock }, limit);
  }

  async popularServices(limit: number): Promise<PopularService[]> {
    return this.appointments.topServices(trailingDays(await this.clock.today()), limit);
  }

  /** Every hour the salon is open today (its settings' business hours), plus any other hour with a booking; 0 where none starts. */
  async bookingsByHour(): Promise<BookingsByHour[]> {
    const [today, settings] = await Promise.all([this.clock.today(), this.settings.current()]);
    const counts = new Map((await this.appointments.perHour(today)).map((row) => [row.hour, row.bookings]));
    const hours = salonHoursOn(today, settings.general.businessHours);
    const open = hours ? Array.from({ length: Math.ceil(hours.end / 60) - Math.floor(hours.start / 60) }, (_, index) => Math.floor(hours.start / 60) + index) : [];
    return [...new Set([...open, ...counts.keys()])].sort((a, b) => a - b).map((hour) => ({ hour, bookings: counts.get(hour) ?? 0 }));
  }

  async revenue(): Promise<RevenuePoint[]> {
    const { timeZone, today } = await this.salonDay();
    const days = trailingDays(today);
    const byDay = new Map((await this.payments.netByDay(days.from, days.to, timeZone)).map((row) => [row.date, row.cents]));
    return datesOf(days).map((date) => ({ date, revenue: fromCents(byDay.get(date) ?? 0) }));
  }

  async bookingTrends(): Promise<BookingTrendPoint[]> {
    const days = trailingDays(await this.clock.today());
    const byDay = new Map((await this.appointments.perDay(days)).map((row) => [row.date, row.bookings]));
    return datesOf(days).map((date) => ({ date, bookings: byDay.get(date) ?? 0 }));
  }

  /** The salon's time zone and today, from one read of the salon. */
  private async salonDay(): Promise<{ timeZone: string; today: string }> {
    const timeZone = await this.clock.timeZone();
    return { timeZone, today: dateInTimeZone(new Date(), timeZone) };
  }
}
