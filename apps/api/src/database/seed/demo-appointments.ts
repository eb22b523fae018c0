import { endTimeOf, type Position } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { AppointmentHistoryEntity } from '../../modules/appointments/appointment-history.entity';
import { AppointmentEntity } from '../../modules/appointments/appointment.entity';
import { dayOfWeek } from '../../modules/availability/wall-clock';
import { ClientEntity } from '../../modules/clients/client.entity';
import { EmployeeScheduleEntity } from '../../modules/employees/employee-schedule.entity';
import { EmployeeEntity } from '../../modules/employees/employee.entity';
import { dateInTimeZone } from '../../modules/salons/salon-clock';
import { ServiceEntity } from '../../modules/services/service.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { seededRandom, shiftDate } from './demo-random';

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

/** The UTC instant of a wall-clock time in the salon's zone (DST included). */
function salonInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(guess).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset) ?? ['', '-', '05', '00'];
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(guess.getTime() - offsetMs);
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

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
  const rows: Array<Partial<AppointmentEntity>> = [];
  for (const employee of employees) {
    const menu = services.filter((service) => TYPES_BY_POSITION[employee.position]?.includes(service.service_type_id) && service.duration_minutes <= 180);
    if (menu.length === 0) continue;
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
      const date = shiftDate(new Date(`${today}T12:00:00Z`), offset);
      const day = weeks.find((row) => row.employee_id === employee.employee_id && row.day_of_week === dayOfWeek(date));
      if (!day) continue;
      // The further ahead, the emptier the book.
      const occupancy = offset < 0 ? 0.75 : offset === 0 ? 0.7 : Math.max(0.15, 0.6 - offset * 0.025);
      let cursor = toMinutes(day.start_time);
      const end = toMinutes(day.end_time);
      while (cursor < end) {
        const service = random.pick(menu);
        const finish = cursor + service.duration_minutes;
        const overlapsBreak = day.break_start && day.break_end && cursor < toMinutes(day.break_end) && finish > toMinutes(day.break_start);
        if (finish > end || overlapsBreak || !random.chance(occupancy)) {
          cursor = overlapsBreak && day.break_end ? Math.max(cursor + 15, toMinutes(day.break_end)) : cursor + 30;
          continue;
        }
        const start_time = toTime(cursor);
        rows.push(demoAppointment(random, { employee, service, date, start_time, today, now, clientId: random.pick(clients).client_id, createdBy: reception?.userId ?? null }));
        cursor = finish + random.pick([0, 0, 15, 15, 30]);
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const { identifiers } = await manager.insert(AppointmentEntity, chunk);
    const history = chunk.flatMap((row, index) => historyOf(identifiers[index].appointment_id as number, row, reception?.userId ?? null));
    await manager.insert(AppointmentHistoryEntity, history as never);
  }
}

type Slot = { employee: EmployeeEntity; service: ServiceEntity; date: string; start_time: string; today: string; now: Date; clientId: number; createdBy: number | null };

function demoAppointment(random: ReturnType<typeof seededRandom>, slot: Slot): Partial<AppointmentEntity> {
  const { service, date, start_time, today, now } = slot;
  const end_time = endTimeOf(start_time, service.duration_minutes) as string;
  const startsAt = salonInstant(date, start_time);
  const endsAt = salonInstant(date, end_time);
  const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - random.int(1, 21) * 86_400_000);
  const price = service.price_varies && service.min_price !== null && service.max_price !== null ? random.int(service.min_price, service.max_price) : service.base_price;
  const base = {
    salon_id: 1,
    client_id: slot.clientId,
    employee_id: slot.employee.employee_id,
    service_id: service.service_id,
    appointment_date: date,
    start_time,
    end_time,
    duration_minutes: service.duration_minutes,
    total_price: price,
    deposit_amount: price >= 200 ? 50 : 0,
    created_by: slot.createdBy,
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
  if (date === today && startsAt < now) return { ...base, status_id: STATUS.confirmed };
  return { ...base, status_id: random.chance(date <= shiftDate(new Date(`${today}T12:00:00Z`), 2) ? 0.85 : 0.5) ? STATUS.confirmed : STATUS.pending };
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
