import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  can,
  clientInputSchema,
  MESSAGES,
  WAITLIST_MESSAGES,
  WAITLIST_STATUSES,
  type Appointment,
  type ClientInput,
  type WaitlistConvertBody,
  type WaitlistCounts,
  type WaitlistCreate,
  type WaitlistEntry,
  type WaitlistList,
  type WaitlistNotified,
  type WaitlistStatus,
  type WaitlistSummary,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentsService } from '../appointments';
import { AvailabilityService } from '../availability';
import { ClientFactsQuery, ClientsService } from '../clients';
import { EmployeeFactsQuery } from '../employees';
import { OutboxService } from '../outbox';
import { dateInTimeZone, SalonClock } from '../salons';
import { SettingsService } from '../settings';
import { waitlistNotice } from './waitlist-notice';
import { estimatedWaits, isWorkingAt, minutesBetween } from './wait-estimate';
import { toWaitlistEntry } from './waitlist.mapper';
import { RequestedServices } from './requested-services';
import { WaitlistRepository, type StoredEntry, type WaitlistRow } from './waitlist.repository';

/** Closed entries stay on the list this many salon days (today and the six before), then only the queue shows. */
export const WAITLIST_HISTORY_DAYS = 7;

type CloseStatus = 'seated' | 'cancelled' | 'no_show';

const notOpenError = () => new DomainError('INVALID_TRANSITION', WAITLIST_MESSAGES.notOpen);
const isOpen = (entry: StoredEntry) => entry.status === 'waiting' || entry.status === 'notified';
const notFound = () => new DomainError('NOT_FOUND', WAITLIST_MESSAGES.notFound);
const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { [field]: [message] } });

/** The walk-in waitlist (DECISIONS §7): a dense queue per salon, estimates from the queue ahead, actions on open entries only. */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WaitlistRepository,
    private readonly clock: SalonClock,
    private readonly employees: EmployeeFactsQuery,
    private readonly availability: AvailabilityService,
    private readonly appointments: AppointmentsService,
    private readonly outbox: OutboxService,
    private readonly clientFacts: ClientFactsQuery,
    private readonly clients: ClientsService,
    private readonly requested: RequestedServices,
    private readonly settings: SettingsService,
  ) {}

  async list(status: WaitlistStatus | undefined): Promise<WaitlistList> {
    const manager = this.dataSource.manager;
    const [midnight, since] = await Promise.all([this.salonMidnight(0, manager), this.historyStart(manager)]);
    const [stored, queue, counted] = await Promise.all([
      this.repository.list(since, midnight, status, manager),
      this.repository.openQueue(midnight, manager),
      this.repository.counts(since, midnight, manager),
    ]);
    // One read of the services and employees for the list and the queue its estimates come from.
    const described = await this.requested.describe([...stored, ...queue], manager);
    const rows = described.slice(0, stored.length);
    const estimates = await this.estimatesOf(described.slice(stored.length), manager);
    const counts = Object.fromEntries(WAITLIST_STATUSES.map((name) => [name, 0])) as Omit<WaitlistCounts, 'all'>;
    for (const { status: name, count } of counted) counts[name] = count;
    const all = counted.reduce((sum, row) => sum + row.count, 0);
    return { entries: rows.map((row) => toWaitlistEntry(row, estimates.get(row.id) ?? null)), counts: { all, ...counts } };
  }

  async summary(): Promise<WaitlistSummary> {
    const manager = this.dataSource.manager;
    const [queue, timeZone] = await Promise.all([this.salonMidnight(0, manager).then((midnight) => this.openQueue(midnight, manager)), this.clock.timeZone(manager)]);
    const now = new Date();
    const waits = await this.estimatesOf(queue, manager);
    const waiting = queue.filter((row) => row.status === 'waiting');
    const known = waiting.map((row) => waits.get(row.id)).filter((wait): wait is number => wait !== null && wait !== undefined);
    const today = (await this.clock.now(manager, now)).date;
    return {
      totalWaiting: waiting.length,
      averageWaitTime: known.length ? Math.round(known.reduce((sum, wait) => sum + wait, 0) / known.length) : null,
      nextAvailableSlot: waiting.length ? await this.nextSlotToday(waiting[0], today, timeZone, manager) : null,
      todaysTotal: await this.repository.addedOn(today, timeZone, manager),
    };
  }

  async create(actor: AuthUser, input: WaitlistCreate): Promise<WaitlistEntry> {
    const { appointments } = await this.settings.current();
    if (!appointments.bookingRules.allowWalkIns) throw new DomainError('CONFLICT', WAITLIST_MESSAGES.walkInsOff);
    if (input.notificationPreference === 'email' && !input.clientEmail) throw invalid('clientEmail', WAITLIST_MESSAGES.emailNeeded);
    const id = await retryingTransaction(this.dataSource, async (manager) => {
      await this.checkRequested(input, manager);
      await this.lockQueue(manager);
      return this.repository.insert(input, new Date(), actor.id, manager);
    });
    return this.entry(id);
  }

  /** Marks the entry notified and sends the customer a message when their preference and the salon's settings allow; `notice` says which. */
  async notify(entryId: number): Promise<WaitlistNotified> {
    const notice = await retryingTransaction(this.dataSource, async (manager) => {
      const entry = await this.openEntry(entryId, manager);
      if (entry.status !== 'waiting') throw new DomainError('INVALID_TRANSITION', WAITLIST_MESSAGES.notifyOnlyWaiting);
      await this.repository.markNotified(entry.id, new Date(), manager);
      const { notifications } = await this.settings.current(manager);
      const outcome = waitlistNotice(entry, notifications);
      if (outcome.message) await this.outbox.enqueue(manager, outcome.message);
      return outcome.notice;
    });
    return { ...(await this.entry(entryId)), notice };
  }

  async seat(entryId: number): Promise<WaitlistEntry> {
    return this.close(entryId, 'seated');
  }

  async cancel(entryId: number): Promise<WaitlistEntry> {
    return this.close(entryId, 'cancelled');
  }

  async noShow(entryId: number): Promise<WaitlistEntry> {
    return this.close(entryId, 'no_show');
  }

  /**
   * Books the entry's first requested service with the chosen employee and time, through the
   * appointments' own booking path (overlap rule, working hours, not in the past), for the chosen
   * client or the walk-in's own (clientFor), and seats the entry: one transaction, so a taken slot
   * (409 SLOT_TAKEN) leaves the entry as it was and makes no client.
   */
  async convert(actor: AuthUser, entryId: number, input: WaitlistConvertBody): Promise<{ entry: WaitlistEntry; appointment: Appointment }> {
    if (!can(actor, 'appointments:create')) throw new DomainError('FORBIDDEN', 'You need permission to create appointments to book a walk-in', { required: 'appointments:create' });
    const appointment = await retryingTransaction(this.dataSource, async (manager) => {
      // The client is looked up under the queue's lock: two converts of the same new person take
      // turns, and the second finds the client the first made.
      const entry = await this.openEntry(entryId, manager);
      const client = input.clientId ?? (await this.clientFor(entry, input, manager));
      return this.bookAndSeat(actor, entry, client, input, manager).catch((error: unknown) => {
        throw asConvertError(error);
      });
    });
    return { entry: await this.entry(entryId), appointment };
  }

  /**
   * Who a walk-in is when the desk chose nobody: the salon's client with the same phone (last ten
   * digits) or e-mail AND the same first and last name (any case), else a new client to make. Never
   * someone else who shares the phone (a family's one number). The name is the walk-in's (first word,
   * then the rest) unless the desk typed one; a client needs a first and a last name (the clients' rules).
   */
  private async clientFor(entry: WaitlistRow, input: WaitlistConvertBody, manager: EntityManager): Promise<number | ClientInput> {
    const [first, ...rest] = entry.client_name.trim().split(/\s+/);
    const name = { first_name: input.clientFirstName ?? first, last_name: input.clientLastName ?? rest.join(' ') };
    const details = clientInputSchema.safeParse({ ...name, phone: entry.client_phone, email: entry.client_email });
    const nameErrors = details.success ? {} : nameFieldErrors(details.error.issues);
    if (Object.keys(nameErrors).length) throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: nameErrors });
    const matches = await this.clientFacts.withContact({ phone: entry.client_phone, email: entry.client_email }, manager);
    const same = matches.find((client) => sameName(`${client.first_name} ${client.last_name}`, `${name.first_name} ${name.last_name}`));
    if (same) return same.client_id;
    if (!details.success) throw invalid('clientName', details.error.issues[0].message);
    return details.data;
  }

  private async bookAndSeat(actor: AuthUser, entry: WaitlistRow, client: number | ClientInput, input: WaitlistConvertBody, manager: EntityManager): Promise<Appointment> {
    const [service] = entry.services;
    const clientId = typeof client === 'number' ? client : await this.clients.createWithin(manager, client);
    // Seated today is a walk-in (no minimum advance, paid at the end); a visit on a later day is an ordinary booking.
    const walkIn = input.date === (await this.clock.today(manager));
    const booking = {
      client_id: clientId,
      employee_id: input.employeeId,
      service_id: service.serviceId,
      appointment_date: input.date,
      start_time: input.startTime,
      duration_minutes: service.durationMinutes,
      total_price: Number(service.basePrice),
      deposit_amount: null,
      notes: entry.notes,
      internal_notes: 'Booked from the waitlist',
      special_requests: null,
    };
    const booked = await this.appointments.bookWithin(manager, actor, booking, { walkIn });
    const now = new Date();
    await this.repository.close(entry, { status: 'seated', at: now, actualWaitMinutes: minutesBetween(new Date(entry.added_at), now), appointmentId: booked.appointment_id }, manager);
    return booked;
  }

  private async close(entryId: number, status: CloseStatus): Promise<WaitlistEntry> {
    await retryingTransaction(this.dataSource, async (manager) => {
      const entry = await this.openEntry(entryId, manager);
      const now = new Date();
      await this.repository.close(entry, { status, at: now, actualWaitMinutes: minutesBetween(new Date(entry.added_at), now) }, manager);
    });
    return this.entry(entryId);
  }

  /**
   * Takes the salon's queue lock for the transaction, then closes what earlier days left open. A
   * walk-in's place lasts their day: reads already show those entries as no-shows and renumber the
   * rest (the repository's seenEntries, writing nothing); the first change to the queue makes it so.
   * Returns the salon's midnight it closed at.
   */
  private async lockQueue(manager: EntityManager): Promise<Date> {
    await this.repository.lockQueue(manager);
    const midnight = await this.salonMidnight(0, manager);
    await this.repository.closeOpenBefore(midnight, manager);
    return midnight;
  }

  /** Takes the queue lock, then the entry's row: 404 when not the salon's, 409 unless waiting or notified. */
  private async openEntry(entryId: number, manager: EntityManager): Promise<WaitlistRow> {
    const midnight = await this.lockQueue(manager);
    const entry = await this.repository.lockEntry(entryId, midnight, manager);
    if (!entry) throw notFound();
    if (!isOpen(entry)) throw notOpenError();
    const [described] = await this.requested.describe([entry], manager);
    return described;
  }

  /** Every requested service and preferred employee must be the salon's and active. */
  private async checkRequested(input: WaitlistCreate, manager: EntityManager): Promise<void> {
    const fieldErrors = await this.requested.refusals(input.requestedServices, manager);
    if (Object.keys(fieldErrors).length) throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors });
  }

  private async entry(entryId: number): Promise<WaitlistEntry> {
    const manager = this.dataSource.manager;
    const midnight = await this.salonMidnight(0, manager);
    const [stored, queue] = await Promise.all([this.repository.one(entryId, midnight, manager), this.repository.openQueue(midnight, manager)]);
    if (!stored) throw notFound();
    const [row, ...described] = await this.requested.describe([stored, ...queue], manager);
    const estimates = await this.estimatesOf(described, manager);
    return toWaitlistEntry(row, estimates.get(row.id) ?? null);
  }

  /** Today's queue in order, its services described. */
  private async openQueue(midnight: Date, manager: EntityManager): Promise<WaitlistRow[]> {
    return this.requested.describe(await this.repository.openQueue(midnight, manager), manager);
  }

  private async estimatesOf(queue: WaitlistRow[], manager: EntityManager): Promise<Map<number, number | null>> {
    if (queue.length === 0) return new Map();
    const waits = estimatedWaits(queue, await this.employeesWorkingNow(manager));
    return new Map(queue.map((row, index) => [row.id, waits[index]]));
  }

  /** Active employees on shift within the salon's opening hours and not on a break at the salon's now (no weekly schedule: the salon's business hours from its settings). */
  private async employeesWorkingNow(manager: EntityManager): Promise<number> {
    const [now, active, settings] = await Promise.all([this.clock.now(manager), this.employees.active(manager), this.settings.current(manager)]);
    if (active.length === 0) return 0;
    const weeks = await this.employees.weeks(active.map((employee) => employee.employee_id), manager);
    const hours = settings.general.businessHours;
    return active.filter((employee) => isWorkingAt(weeks.filter((row) => row.employee_id === employee.employee_id), now.date, now.time, hours)).length;
  }

  /** The earliest free slot today for the first waiting entry's first service (with its preferred employee, if any), as an instant. */
  private async nextSlotToday(entry: WaitlistRow, today: string, timeZone: string, manager: EntityManager): Promise<string | null> {
    const [service] = entry.services;
    if (!service) return null;
    // A walk-in is seated at once: the booking rules' minimum advance hours do not apply (issue 16).
    const next = await this.availability.nextAvailable({ service_id: service.serviceId, employee_id: service.preferredEmployeeId ?? undefined, from_date: today }, { walkIn: true });
    if (!next.slot || next.slot.date !== today) return null;
    const [row] = await manager.query('SELECT (($1::date + $2::time) AT TIME ZONE $3) AS at', [next.slot.date, next.slot.start_time, timeZone]);
    return new Date(row.at).toISOString();
  }

  /** The first day the list's closed entries are kept from, as an instant: the salon's midnight WAITLIST_HISTORY_DAYS - 1 days ago. */
  private historyStart(manager: EntityManager): Promise<Date> {
    return this.salonMidnight(WAITLIST_HISTORY_DAYS - 1, manager);
  }

  /** The salon's midnight `daysAgo` days before today, as an instant. */
  private async salonMidnight(daysAgo: number, manager: EntityManager): Promise<Date> {
    const timeZone = await this.clock.timeZone(manager);
    const today = dateInTimeZone(new Date(), timeZone);
    const [row] = await manager.query('SELECT ($1::date::timestamp AT TIME ZONE $2) AS at', [addDays(today, -daysAgo), timeZone]);
    return new Date(row.at);
  }
}

/** The clients' refusals of the new client's name, at the convert form's name fields. */
function nameFieldErrors(issues: { path: (string | number)[]; message: string }[]): Record<string, string[]> {
  const fields: Record<string, string> = { first_name: 'clientFirstName', last_name: 'clientLastName' };
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fields[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = [issue.message];
  }
  return errors;
}

/** The same person's name, however spaced or capitalised. */
const sameName = (a: string, b: string) => a.trim().split(/\s+/).join(' ').toLowerCase() === b.trim().split(/\s+/).join(' ').toLowerCase();

/** The booking's field names as the convert form names them, so its refusals land on the right input. */
const CONVERT_FIELDS: Record<string, string> = { client_id: 'clientId', employee_id: 'employeeId', appointment_date: 'date', start_time: 'startTime' };

function asConvertError(error: unknown): unknown {
  const fieldErrors = error instanceof DomainError ? error.details?.fieldErrors : undefined;
  if (!(error instanceof DomainError) || !fieldErrors) return error;
  // A later day's required deposit: the convert form takes none, the booking form does.
  const [deposit] = fieldErrors.deposit_amount ?? [];
  if (deposit) return invalid('date', WAITLIST_MESSAGES.depositOnLaterDay(deposit));
  const renamed = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [CONVERT_FIELDS[field] ?? field, messages]));
  return new DomainError(error.code, error.message, { ...error.details, fieldErrors: renamed });
}
