import { Injectable } from '@nestjs/common';
import {
  addDays,
  APPOINTMENT_STATUS,
  CLIENT_SEGMENTS,
  comparedUntilAt,
  comparisonOf,
  dayOfWeek,
  daysBetween,
  fromCents,
  growthPercent,
  previousPeriodOf,
  REPORT_TOP_SPENDERS,
  sharePercent,
  WEEKDAY_NAMES,
  bookableDay,
  type ClientAnalytics,
  type ClientMetrics,
  type ClientSegmentKey,
  type EmployeePerformance,
  type ReportDashboard,
  type ReportRangeQuery,
  type RevenueDataPoint,
  type ServicePopularity,
  type ServiceReportRow,
} from '@salon/contracts';
import { dateInTimeZone, SalonClock } from '../salons';
import { SettingsService } from '../settings';
import { ReportAnalyticsRepository } from './report-analytics.repository';
import { isBooked, isVisit, ReportAppointmentsRepository, type StatusSums } from './report-appointments.repository';
import { ReportClientsRepository, SEGMENT_RULES } from './report-clients.repository';
import { frequencyBuckets } from './report-frequency';
import { ReportMoneyRepository } from './report-money.repository';
import { datesOf, peakWindow, trendParts, weekdayCounts, WEEKLY_TREND_MAX_DAYS, type Period } from './report-periods';
import { ReportStaffRepository } from './report-staff.repository';

/** The salon's opening hours as the working-hours rule reads them. */
type OpeningHours = Parameters<typeof bookableDay>[2];
type WeeklySchedule = Parameters<typeof bookableDay>[0];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
/** Dollars each (per visit, per client) from cents, rounded to the cent; null with none to divide by. */
const dollarsEach = (cents: number, count: number) => (count > 0 ? fromCents(Math.round(cents / count)) : null);

/** The figures of one key (salon, service, employee or day) added up over its statuses. */
type Figures = { booked: number; visits: number; cancelled: number; noShows: number; visitCents: number; bookedMinutes: number; ratingTotal: number; ratings: number };
const NO_FIGURES: Figures = { booked: 0, visits: 0, cancelled: 0, noShows: 0, visitCents: 0, bookedMinutes: 0, ratingTotal: 0, ratings: 0 };

/** A compared period's figures and money, and its last day's alone when that day is cut at a time of day. */
type Compared = { figures: Figures; cents: number; lastDay: { figures: Figures; cents: number } | null };

function addedFigures(a: Figures, b: Figures): Figures {
  const sum = { ...a };
  for (const name of Object.keys(sum) as (keyof Figures)[]) sum[name] += b[name];
  return sum;
}

function figuresByKey(rows: StatusSums[]): Map<string, Figures> {
  const byKey = new Map<string, Figures>();
  for (const row of rows) {
    const figures = { ...(byKey.get(row.key) ?? NO_FIGURES) };
    if (isBooked(row.status)) {
      figures.booked += row.appointments;
      figures.bookedMinutes += row.minutes;
    } else {
      figures.cancelled += row.appointments;
    }
    if (isVisit(row.status)) {
      figures.visits += row.appointments;
      figures.visitCents += row.cents;
    }
    if (row.status === APPOINTMENT_STATUS.noShow) figures.noShows += row.appointments;
    figures.ratingTotal += row.ratingTotal;
    figures.ratings += row.ratings;
    byKey.set(row.key, figures);
  }
  return byKey;
}

const SEGMENT_TEXTS: Record<ClientSegmentKey, { label: string; definition: string }> = {
  new: { label: 'New', definition: `First visit within the ${SEGMENT_RULES.newWithinDays} days up to the end date (or today, if earlier)` },
  regular: { label: 'Regular', definition: `Visited within the last ${SEGMENT_RULES.recentDays} days, neither new nor VIP` },
  vip: { label: 'VIP', definition: `${SEGMENT_RULES.vipVisits} or more visits in the ${SEGMENT_RULES.vipWindowDays} days up to the end date (or today, if earlier), the last within ${SEGMENT_RULES.recentDays} days` },
  at_risk: { label: 'At risk', definition: `Last visit ${SEGMENT_RULES.recentDays + 1} to ${SEGMENT_RULES.lostAfterDays} days before the end date (or today, if earlier)` },
  lost: { label: 'Lost', definition: `Last visit more than ${SEGMENT_RULES.lostAfterDays} days before the end date (or today, if earlier)` },
};

/** Reports over salon days (spec part 2 §2; definitions in REPORT_DEFINITIONS and docs/product-choices.md, "Reports (issue 16)"). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly clock: SalonClock,
    private readonly money: ReportMoneyRepository,
    private readonly appointments: ReportAppointmentsRepository,
    private readonly clients: ReportClientsRepository,
    private readonly staff: ReportStaffRepository,
    private readonly settings: SettingsService,
    private readonly analytics: ReportAnalyticsRepository,
  ) {}

  async dashboard(query: ReportRangeQuery): Promise<ReportDashboard> {
    const timeZone = await this.clock.timeZone();
    const instant = new Date();
    const today = dateInTimeZone(instant, timeZone);
    const current = rangeOf(query);
    // A range reaching past today is compared on its days so far; one not begun compares nothing (REPORT_DEFINITIONS.change).
    const comparison = comparisonOf(query.start_date, query.end_date, today);
    const before = comparison?.previous ?? previousPeriodOf(query.start_date, query.end_date);
    const previous = { from: before.startDate, to: before.endDate };
    // Today is not over: both last days are compared up to now's time of day (rounded up to the quarter hour).
    const until = comparison?.current.endDate === today ? comparedUntilAt(instant, timeZone) : null;
    const soFar = comparison && (comparison.current.endDate < current.to || until) ? { from: comparison.current.startDate, to: comparison.current.endDate } : null;
    const [now, centsNow, clients, newClients, then, nowSoFar] = await Promise.all([
      this.salonFigures(current),
      this.money.net(current, timeZone),
      this.clients.active(current),
      this.appointments.newcomers(current, timeZone),
      this.compared(previous, timeZone, until),
      soFar && this.compared(soFar, timeZone, until),
    ]);
    const compared = nowSoFar ?? { figures: now, cents: centsNow };
    const change = (value: number | null, earlier: number | null) => (comparison ? growthPercent(value, earlier) : null);
    // The change compares the exact tickets, not the rounded ones shown.
    const ticket = (cents: number, visits: number) => (visits > 0 ? cents / visits : null);
    const ticketNow = ticket(centsNow, now.visits);
    const lastDay = then.lastDay;
    return {
      period: { startDate: current.from, endDate: current.to },
      previousPeriod: before,
      revenue: { total: fromCents(centsNow), change: change(compared.cents, then.cents) },
      appointments: { total: now.booked, completed: now.visits, change: change(compared.figures.booked, then.figures.booked) },
      clients: { total: clients, new: newClients },
      averageTicket: {
        value: ticketNow === null ? null : fromCents(Math.round(ticketNow)),
        change: change(ticket(compared.cents, compared.figures.visits), ticket(then.cents, then.figures.visits)),
      },
      comparedUntil: until,
      previousLastDay: lastDay && {
        date: previous.to,
        revenue: fromCents(lastDay.cents),
        appointments: lastDay.figures.booked,
        completed: lastDay.figures.visits,
        averageTicket: dollarsEach(lastDay.cents, lastDay.figures.visits),
      },
    };
  }

  async revenue(query: ReportRangeQuery): Promise<RevenueDataPoint[]> {
    const range = rangeOf(query);
    const timeZone = await this.clock.timeZone();
    const [money, days] = await Promise.all([this.money.netByDay(range, timeZone), this.appointments.sums(range, 'day').then(figuresByKey)]);
    return datesOf(range).map((date) => {
      const cents = money.get(date) ?? 0;
      const day = days.get(date) ?? NO_FIGURES;
      return { date, revenue: fromCents(cents), appointments: day.booked, completed: day.visits, averageTicket: dollarsEach(cents, day.visits) };
    });
  }

  async servicePopularity(query: ReportRangeQuery): Promise<ServicePopularity[]> {
    const rows = await this.serviceRows(query);
    const booked = rows.filter((row) => row.count > 0);
    const totalCents = booked.reduce((sum, row) => sum + row.cents, 0);
    return booked.map(({ serviceId, serviceName, count, cents }) => ({
      serviceId,
      serviceName,
      count,
      revenue: fromCents(cents),
      percentage: sharePercent(cents, totalCents) ?? 0,
    }));
  }

  async services(query: ReportRangeQuery): Promise<ServiceReportRow[]> {
    return (await this.serviceRows(query)).map(({ serviceId, serviceName, count, cents, figures }) => ({
      serviceId,
      serviceName,
      count,
      completed: figures.visits,
      cancelled: figures.cancelled,
      noShows: figures.noShows,
      revenue: fromCents(cents),
      averagePrice: dollarsEach(cents, figures.visits),
      cancellationRate: sharePercent(figures.cancelled, figures.booked + figures.cancelled),
      noShowRate: sharePercent(figures.noShows, figures.visits + figures.noShows),
    }));
  }

  async employeePerformance(query: ReportRangeQuery): Promise<EmployeePerformance[]> {
    const range = rangeOf(query);
    // Every schedule is cut to the salon's opening hours (an employee without one works them).
    const [people, sums, hours] = await Promise.all([this.staff.employees(), this.appointments.sums(range, 'employee'), this.businessHours()]);
    const byEmployee = figuresByKey(sums);
    return people
      .filter((person) => person.isActive || byEmployee.has(String(person.employeeId)))
      .map((person) => {
        const figures = byEmployee.get(String(person.employeeId)) ?? NO_FIGURES;
        // Days before the employee was hired were never theirs to fill.
        const scheduledMinutes = scheduledMinutesOver({ from: person.hireDate > range.from ? person.hireDate : range.from, to: range.to }, person.week, hours);
        return {
          employeeId: person.employeeId,
          employeeName: person.name,
          appointmentsCount: figures.booked,
          revenue: fromCents(figures.visitCents),
          averageRating: figures.ratings > 0 ? oneDecimal(figures.ratingTotal / figures.ratings) : null,
          bookedMinutes: figures.bookedMinutes,
          scheduledMinutes,
          utilizationRate: sharePercent(figures.bookedMinutes, scheduledMinutes),
        };
      })
      .sort((a, b) => b.revenue - a.revenue || a.employeeName.localeCompare(b.employeeName) || a.employeeId - b.employeeId);
  }

  async clientMetrics(query: ReportRangeQuery): Promise<ClientMetrics> {
    const range = rangeOf(query);
    const timeZone = await this.clock.timeZone();
    // Active and new clients from one read of the range's client sets, as a trend part's.
    const [{ active: total, newcomers: newClients }, salon, spenders] = await Promise.all([
      this.analytics.trendPart(range, timeZone),
      this.salonFigures(range),
      this.clients.topSpenders(range, timeZone, REPORT_TOP_SPENDERS),
    ]);
    const returning = total - newClients;
    return {
      totalClients: total,
      newClients,
      returningClients: returning,
      retentionRate: sharePercent(returning, total),
      averageVisitsPerClient: total > 0 ? twoDecimals(salon.visits / total) : null,
      topSpenders: spenders.map((spender) => ({
        clientId: spender.clientId,
        clientName: spender.clientName,
        totalSpent: fromCents(spender.cents),
        visitCount: spender.visits,
        averagePerVisit: dollarsEach(spender.cents, spender.visits),
      })),
    };
  }

  async clientAnalytics(query: ReportRangeQuery): Promise<ClientAnalytics> {
    const range = rangeOf(query);
    const timeZone = await this.clock.timeZone();
    const granularity = daysBetween(range.from, range.to) + 1 <= WEEKLY_TREND_MAX_DAYS ? 'week' : 'month';
    // Segments and lifetime value are judged as of the end date, or today when it is later (no day that has not happened).
    const today = dateInTimeZone(new Date(), timeZone);
    const asOf = range.to < today ? range.to : today;
    const [segments, visitCounts, days, hours, clientCents] = await Promise.all([
      this.analytics.segments(asOf),
      this.analytics.visitCounts(range),
      this.appointments.sums(range, 'day').then(figuresByKey),
      this.appointments.perHour(range),
      this.money.clientMoneyUpTo(asOf, timeZone),
    ]);
    const parts = trendParts(range, granularity);
    const partClients = await Promise.all(parts.map((part) => this.analytics.trendPart(part, timeZone)));
    const trend = parts.map((part, index) => {
      const { active, newcomers } = partClients[index];
      return {
        startDate: part.from,
        endDate: part.to,
        activeClients: active,
        newClients: newcomers,
        returningClients: active - newcomers,
        retentionRate: sharePercent(active - newcomers, active),
      };
    });
    const segmented = [...segments.values()].reduce((sum, count) => sum + count, 0);
    const booked = [...days.values()].reduce((sum, day) => sum + day.booked, 0);
    const peak = peakWindow(hours);
    return {
      segments: CLIENT_SEGMENTS.map((key) => ({ key, ...SEGMENT_TEXTS[key], count: segments.get(key) ?? 0, percentage: sharePercent(segments.get(key) ?? 0, segmented) ?? 0 })),
      visitFrequency: frequencyBuckets(visitCounts),
      trendGranularity: granularity,
      trend,
      busiestWeekday: busiestWeekday(days, booked),
      peakHours: peak && { ...peak, share: sharePercent(peak.appointments, booked) ?? 0 },
      averageLifetimeValue: dollarsEach(clientCents, segmented),
    };
  }

  /** The salon's opening hours (settings › general): every schedule is cut to them, and an employee without one works them. */
  private async businessHours(): Promise<OpeningHours> {
    return (await this.settings.current()).general.businessHours;
  }

  private async salonFigures(range: Period): Promise<Figures> {
    return figuresByKey(await this.appointments.sums(range, 'salon')).get('') ?? NO_FIGURES;
  }

  /**
   * A compared period's figures and money: whole days, the last one only up to `until` when it
   * is set (money before that instant, appointments starting before it), that day also apart.
   */
  private async compared(range: Period, timeZone: string, until: string | null): Promise<Compared> {
    if (!until) {
      const [figures, cents] = await Promise.all([this.salonFigures(range), this.money.net(range, timeZone)]);
      return { figures, cents, lastDay: null };
    }
    const [sums, money] = await Promise.all([this.appointments.sumsUntil(range, until).then(figuresByKey), this.money.netWithLastDay(range, timeZone, until)]);
    const lastFigures = sums.get('last') ?? NO_FIGURES;
    return { figures: addedFigures(sums.get('before') ?? NO_FIGURES, lastFigures), cents: money.cents, lastDay: { figures: lastFigures, cents: money.lastDayCents } };
  }

  private async serviceRows(query: ReportRangeQuery) {
    const range = rangeOf(query);
    const [sums, names] = await Promise.all([this.appointments.sums(range, 'service'), this.appointments.serviceNames()]);
    return [...figuresByKey(sums)]
      .map(([key, figures]) => ({ serviceId: Number(key), serviceName: names.get(Number(key)) ?? '', count: figures.booked, cents: figures.visitCents, figures }))
      .sort((a, b) => b.cents - a.cents || b.count - a.count || a.serviceName.localeCompare(b.serviceName) || a.serviceId - b.serviceId);
  }
}

const rangeOf = (query: ReportRangeQuery): Period => ({ from: query.start_date, to: query.end_date });

/** A week of dates, Sunday first: any week stands for every week, as a schedule repeats weekly. */
const ANY_WEEK = Array.from({ length: 7 }, (_, weekday) => addDays('2000-01-02', weekday));

/** An employee's working minutes over a period: each weekday's minutes times how often it occurs. */
function scheduledMinutesOver(period: Period, week: WeeklySchedule, hours: OpeningHours): number {
  const counts = weekdayCounts(period);
  return ANY_WEEK.reduce((sum, date, weekday) => sum + (counts[weekday] > 0 ? counts[weekday] * workedMinutes(week, date, hours) : 0), 0);
}

/**
 * An employee's bookable minutes on a date: their shift cut to the salon's opening hours (none on a
 * day it is closed), breaks inside the cut shift left out.
 */
function workedMinutes(week: WeeklySchedule, date: string, hours: OpeningHours): number {
  const { shift, breaks } = bookableDay(week, date, hours);
  if (!shift) return 0;
  const paused = breaks.reduce((sum, pause) => sum + Math.max(0, Math.min(pause.end, shift.end) - Math.max(pause.start, shift.start)), 0);
  return shift.end - shift.start - paused;
}

function busiestWeekday(days: ReadonlyMap<string, Figures>, booked: number): ClientAnalytics['busiestWeekday'] {
  const perWeekday = new Array<number>(7).fill(0);
  for (const [date, figures] of days) perWeekday[dayOfWeek(date)] += figures.booked;
  const most = Math.max(...perWeekday);
  if (most <= 0) return null;
  const weekday = perWeekday.indexOf(most);
  return { weekday, name: WEEKDAY_NAMES[weekday], appointments: most, share: sharePercent(most, booked) ?? 0 };
}
