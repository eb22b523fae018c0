import { dayOfWeek, fromCents, toCents, toMinutes, toTime, type Position } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { AppointmentHistoryEntity } from '../../modules/appointments/appointment-history.entity';
import { AppointmentNoteEntity } from '../../modules/appointments/appointment-note.entity';
import { AppointmentServiceEntity } from '../../modules/appointments/appointment-service.entity';
import { AppointmentEntity } from '../../modules/appointments/appointment.entity';
import { ClientEntity } from '../../modules/clients/client.entity';
import { EmployeeScheduleEntity } from '../../modules/employees/employee-schedule.entity';
import { EmployeeEntity } from '../../modules/employees/employee.entity';
import { dateInTimeZone } from '../../modules/salons/salon-clock';
import { ServiceEntity } from '../../modules/services/service.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { seededRandom, shiftDate, type SeededRandom } from './demo-random';

/** Which service types each position performs in the demo salon. */
const TYPES_BY_POSITION: Partial<Record<Position, number[]>> = {
  stylist: [1, 3, 9],
  colorist: [2, 3, 9],
  barber: [1],
  nail_technician: [4],
  esthetician: [5, 7, 8],
  massage_therapist: [6],
  manager: [1],
};

const STATUS = { pending: 1, confirmed: 2, completed: 4, cancelled: 5, noShow: 6 } as const;
const TIME_ZONE = 'America/New_York';
const DAYS_BACK = 70;
const DAYS_AHEAD = 21;

// One formatter for the whole seed: each one built holds ICU memory outside the JS heap, and a
// formatter per instant took the API to 520 MB while it seeded.
const OFFSET_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** The UTC instant of a wall-clock time in the salon's zone (DST included). */
function salonInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const offset = OFFSET_FORMAT.formatToParts(guess).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset) ?? ['', '-', '05', '00'];
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(guess.getTime() - offsetMs);
}

/**
 * Ten weeks of history and three weeks ahead (DECISIONS §10): each working day of each
 * employee filled with services they perform, within their hours and around their breaks,
 * never overlapping. The past is mostly completed (with ratings), with some cancellations
 * and no-shows; the future is pending or confirmed.
 */
export async function loadDemoAppointments(manager: EntityManager): Promise<void> {
  const random = seededRandom(5150);
  const now = new Date();
  const today = dateInTimeZone(now, TIME_ZONE);
  const [employees, weeks, services, clients, reception] = await Promise.all([
    manager.find(EmployeeEntity, { where: { is_active: true } }),
    manager.find(EmployeeScheduleEntity),
    manager.find(ServiceEntity, { where: { is_active: true } }),
    manager.find(ClientEntity, { where: { is_active: true }, select: { client_id: true } }),
    manager.findOne(UserEntity, { where: { username: 'reception' } }),
  ]);
  const createdBy = reception?.userId ?? null;
  const plans: Planned[] = [];
  const series = planSeries(random, employees, weeks, services, clients, today);
  for (const employee of employees) plans.push(...planDays(random, employee, { weeks, services, clients, series, today }, -DAYS_BACK, DAYS_AHEAD));
  await insertPlans(manager, random, plans, lastEndedBefore(plans, now, 3), { today, now, createdBy });

  // Someone who has left keeps the visits they gave in the book; the schedules show them on those
  // days, marked inactive (issue 12). Their own random stream leaves everyone else's data as it was.
  const formerRandom = seededRandom(5151);
  const former = await manager.find(EmployeeEntity, { where: { is_active: false } });
  const past = former.flatMap((employee) => planDays(formerRandom, employee, { weeks, services, clients, series: [], today }, -DAYS_BACK, -1));
  await insertPlans(manager, formerRandom, past, new Set(), { today, now, createdBy });
}

type PlanFacts = { weeks: EmployeeScheduleEntity[]; services: ServiceEntity[]; clients: Pick<ClientEntity, 'client_id'>[]; series: Planned[]; today: string };

/** One employee's visits, `from` to `to` days from today: each working day filled with services they perform, within their hours and around their breaks. */
function planDays(random: SeededRandom, employee: EmployeeEntity, { weeks, services, clients, series, today }: PlanFacts, from: number, to: number): Planned[] {
  const plans: Planned[] = [];
  const menu = services.filter((service) => TYPES_BY_POSITION[employee.position]?.includes(service.service_type_id) && service.duration_minutes <= 180);
  if (menu.length === 0) return [];
  // Short add-ons (a treatment after a cut, a mask after a facial) from what they perform.
  const addOns = menu.filter((service) => service.duration_minutes <= 30);
  for (let offset = from; offset <= to; offset++) {
    const date = shiftDate(new Date(`${today}T12:00:00Z`), offset);
    const day = weeks.find((row) => row.employee_id === employee.employee_id && row.day_of_week === dayOfWeek(date));
    if (!day) continue;
    const reserved = series.filter((plan) => plan.employee.employee_id === employee.employee_id && plan.date === date);
    plans.push(...reserved);
    // The further ahead, the emptier the book.
    const occupancy = offset < 0 ? 0.75 : offset === 0 ? 0.7 : Math.max(0.15, 0.6 - offset * 0.025);
    let cursor = toMinutes(day.start_time);
    const end = toMinutes(day.end_time);
    while (cursor < end) {
      const service = random.pick(menu);
      const extra = addOns.length && random.chance(0.08) ? random.pick(addOns.filter((addOn) => addOn.service_id !== service.service_id)) ?? null : null;
      const finish = cursor + service.duration_minutes + (extra?.duration_minutes ?? 0);
      const overlapsBreak = day.break_start && day.break_end && cursor < toMinutes(day.break_end) && finish > toMinutes(day.break_start);
      const blocking = reserved.find((plan) => cursor < toMinutes(plan.end_time) && finish > toMinutes(plan.start_time));
      if (blocking) {
        cursor = toMinutes(blocking.end_time);
        continue;
      }
      if (finish > end || overlapsBreak || !random.chance(occupancy)) {
        cursor = overlapsBreak && day.break_end ? Math.max(cursor + 15, toMinutes(day.break_end)) : cursor + 30;
        continue;
      }
      plans.push({ employee, service, extra, date, start_time: toTime(cursor), end_time: toTime(finish), clientId: random.pick(clients).client_id, series: null });
      cursor = finish + random.pick([0, 0, 15, 15, 30]);
    }
  }
  return plans;
}

/** Writes the visits with their history, extra services and some notes, 500 at a time. */
async function insertPlans(
  manager: EntityManager,
  random: SeededRandom,
  plans: Planned[],
  unrecorded: Set<Planned>,
  { today, now, createdBy }: { today: string; now: Date; createdBy: number | null },
): Promise<void> {
  for (let i = 0; i < plans.length; i += 500) {
    const chunk = plans.slice(i, i + 500);
    const rows = chunk.map((plan) => {
      const row = demoAppointment(random, plan, { today, now, createdBy });
      return unrecorded.has(plan) ? leftOpen(row) : row;
    });
    const { identifiers } = await manager.insert(AppointmentEntity, rows);
    const ids = identifiers.map((identifier) => identifier.appointment_id as number);
    await manager.insert(AppointmentHistoryEntity, rows.flatMap((row, index) => historyOf(ids[index], row, createdBy)) as never);
    await manager.insert(AppointmentServiceEntity, chunk.flatMap((plan, index) => (plan.extra ? [extraOf(ids[index], plan)] : [])));
    const notes = rows.flatMap((row, index) => (random.chance(0.12) ? [noteOf(random, ids[index], row, createdBy)] : []));
    if (notes.length) await manager.insert(AppointmentNoteEntity, notes);
  }
}

/**
 * The last visits to end before the seed ran were never recorded (the desk was busy): they
 * wait, confirmed and not checked in, in To Do's Overdue queue, where the front desk checks
 * them in and completes them (the time rule allows it: their day has come).
 */
function lastEndedBefore(plans: Planned[], now: Date, count: number): Set<Planned> {
  const endOf = (plan: Planned) => salonInstant(plan.date, plan.end_time).getTime();
  return new Set(plans.filter((plan) => endOf(plan) < now.getTime()).sort((a, b) => endOf(b) - endOf(a)).slice(0, count));
}

/** A past visit as it stands when nobody recorded how it went: confirmed, holding its time. */
function leftOpen(row: Partial<AppointmentEntity>): Partial<AppointmentEntity> {
  const asked = new Date(row.created_at!.getTime() + 3_600_000);
  const { checked_in_at: _in, checked_out_at: _out, completed_at: _done, rating: _rating, cancelled_at: _cancelled, cancellation_reason: _reason, no_show_at: _noShow, ...rest } = row;
  return { ...rest, status_id: STATUS.confirmed, holds_slot: true, confirmation_sent_at: asked };
}

type Planned = {
  employee: EmployeeEntity;
  service: ServiceEntity;
  extra: ServiceEntity | null;
  date: string;
  start_time: string;
  end_time: string;
  clientId: number;
  series: { id: string; pattern: 'weekly' | 'biweekly' } | null;
};

/**
 * A few regulars on a standing booking (a weekly blow-dry, a cut every two weeks): the
 * same client, employee, service and time on each date of the series, behind and ahead.
 */
function planSeries(random: SeededRandom, employees: EmployeeEntity[], weeks: EmployeeScheduleEntity[], services: ServiceEntity[], clients: ClientEntity[], today: string): Planned[] {
  const plans: Planned[] = [];
  const stylists = employees.filter((employee) => ['stylist', 'barber', 'manager'].includes(employee.position));
  const cuts = services.filter((service) => service.service_type_id === 1 && service.duration_minutes <= 60);
  for (let index = 0; index < Math.min(6, stylists.length * 2) && cuts.length; index++) {
    const employee = stylists[index % stylists.length];
    const workingDays = weeks.filter((row) => row.employee_id === employee.employee_id);
    if (!workingDays.length) continue;
    const day = workingDays[(index * 2) % workingDays.length];
    const service = random.pick(cuts);
    // First hour of the shift, or the one after, so series never meet each other.
    const start = toMinutes(day.start_time) + (index >= stylists.length ? 60 : 0);
    const start_time = toTime(start);
    const end_time = toTime(start + service.duration_minutes);
    const pattern = index % 2 ? 'biweekly' : 'weekly';
    const step = pattern === 'weekly' ? 7 : 14;
    const first = shiftDate(new Date(`${today}T12:00:00Z`), -DAYS_BACK);
    const firstDay = shiftDate(new Date(`${first}T12:00:00Z`), (day.day_of_week - dayOfWeek(first) + 7) % 7);
    const id = randomUUID();
    const clientId = random.pick(clients).client_id;
    for (let date = firstDay; date <= shiftDate(new Date(`${today}T12:00:00Z`), DAYS_AHEAD); date = shiftDate(new Date(`${date}T12:00:00Z`), step)) {
      plans.push({ employee, service, extra: null, date, start_time, end_time, clientId, series: { id, pattern } });
    }
  }
  return plans;
}

const extraOf = (appointmentId: number, plan: Planned) => ({
  appointment_id: appointmentId,
  service_id: plan.extra!.service_id,
  employee_id: plan.employee.employee_id,
  duration_minutes: plan.extra!.duration_minutes,
  price: plan.extra!.base_price,
  start_time_offset: plan.service.duration_minutes,
  notes: null,
});

const NOTES: ReadonlyArray<{ text: string; type: AppointmentNoteEntity['note_type']; internal: boolean }> = [
  { text: 'Prefers a quiet appointment, no small talk.', type: 'preference', internal: false },
  { text: 'Sensitive scalp: use the gentle shampoo.', type: 'allergy', internal: true },
  { text: 'Allergic to latex gloves: nitrile only.', type: 'allergy', internal: true },
  { text: 'Wants to book the next visit in six weeks.', type: 'follow_up', internal: false },
  { text: 'Running 10 minutes late, called ahead.', type: 'general', internal: false },
  { text: 'Asked for the same stylist next time.', type: 'preference', internal: false },
  { text: 'Unhappy with the fringe length last visit; take it slowly.', type: 'complaint', internal: true },
  { text: 'Bring the colour card from the last visit.', type: 'general', internal: true },
];

function noteOf(random: SeededRandom, appointmentId: number, row: Partial<AppointmentEntity>, userId: number | null) {
  const note = random.pick(NOTES);
  return { appointment_id: appointmentId, note_text: note.text, note_type: note.type, is_internal: note.internal, created_by: userId, created_at: row.created_at, updated_at: row.created_at };
}

function demoAppointment(random: SeededRandom, plan: Planned, { today, now, createdBy }: { today: string; now: Date; createdBy: number | null }): Partial<AppointmentEntity> {
  const { service, extra, date, start_time, end_time } = plan;
  const startsAt = salonInstant(date, start_time);
  const endsAt = salonInstant(date, end_time);
  const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - random.int(1, 21) * 86_400_000);
  const servicePrice = service.price_varies && service.min_price !== null && service.max_price !== null ? random.int(service.min_price, service.max_price) : service.base_price;
  const price = fromCents(toCents(servicePrice) + toCents(extra?.base_price ?? 0));
  const base = {
    salon_id: 1,
    client_id: plan.clientId,
    employee_id: plan.employee.employee_id,
    service_id: service.service_id,
    appointment_date: date,
    start_time,
    end_time,
    duration_minutes: service.duration_minutes + (extra?.duration_minutes ?? 0),
    total_price: price,
    deposit_amount: price >= 200 ? 50 : 0,
    created_by: createdBy,
    is_recurring: plan.series !== null,
    recurring_pattern: plan.series?.pattern ?? null,
    series_id: plan.series?.id ?? null,
    created_at: createdAt,
    updated_at: createdAt,
    holds_slot: true,
  };
  const past = endsAt < now;
  if (past) {
    const roll = random.next();
    if (roll < 0.08) return { ...base, status_id: STATUS.cancelled, holds_slot: false, cancelled_at: new Date(startsAt.getTime() - random.int(2, 48) * 3_600_000), cancellation_reason: random.pick(['Client is unwell', 'Schedule conflict', 'Travelling', null]) };
    if (roll < 0.13) return { ...base, status_id: STATUS.noShow, holds_slot: false, no_show_at: new Date(startsAt.getTime() + 20 * 60_000) };
    return {
      ...base,
      status_id: STATUS.completed,
      checked_in_at: new Date(startsAt.getTime() - random.int(0, 10) * 60_000),
      checked_out_at: endsAt,
      completed_at: endsAt,
      rating: random.chance(0.7) ? random.pick([5, 5, 5, 4, 4, 3]) : null,
    };
  }
  // Confirmed ones were asked to confirm; pending ones wait in "needs confirmation".
  const asked = new Date(createdAt.getTime() + 3_600_000);
  if (date === today && startsAt < now) return { ...base, status_id: STATUS.confirmed, confirmation_sent_at: asked };
  const confirmed = random.chance(date <= shiftDate(new Date(`${today}T12:00:00Z`), 2) ? 0.85 : 0.5);
  return confirmed ? { ...base, status_id: STATUS.confirmed, confirmation_sent_at: asked } : { ...base, status_id: STATUS.pending };
}

function historyOf(appointmentId: number, row: Partial<AppointmentEntity>, userId: number | null) {
  const created = { appointment_id: appointmentId, change_type: 'created', change_reason: null, old_values: null, new_values: { start_time: row.start_time, end_time: row.end_time }, changed_by: userId, created_at: row.created_at };
  const finished =
    row.status_id === STATUS.completed
      ? { type: 'complete', at: row.completed_at, status: 'completed' }
      : row.status_id === STATUS.cancelled
        ? { type: 'cancel', at: row.cancelled_at, status: 'cancelled' }
        : row.status_id === STATUS.noShow
          ? { type: 'no_show', at: row.no_show_at, status: 'no_show' }
          : null;
  if (!finished) return [created];
  return [created, { appointment_id: appointmentId, change_type: finished.type, change_reason: row.cancellation_reason ?? null, old_values: { status: 'confirmed' }, new_values: { status: finished.status }, changed_by: userId, created_at: finished.at }];
}
