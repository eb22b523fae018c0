import { Injectable } from '@nestjs/common';
import {
  appointmentListQuerySchema,
  can,
  clientListQuerySchema,
  searchDate,
  serviceListQuerySchema,
  type Appointment,
  type SearchQuery,
  type SearchResult,
  type SearchResults,
} from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppointmentListService, AppointmentQueriesService } from '../appointments';
import { ClientsService } from '../clients';
import { EmployeesService } from '../employees';
import { SalonClock } from '../salons';
import { ServicesService } from '../services';
import { appointmentResult, clientResult, employeeResult, serviceResult } from './search-results.mapper';

const LEAP_YEAR_DAY = '2028-01-01';

/**
 * Global search: each module's own search, the four at once, each only for a caller who may
 * read that type (a stylist without clients:read finds no clients, not an error).
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly clients: ClientsService,
    private readonly employees: EmployeesService,
    private readonly services: ServicesService,
    private readonly appointmentQueries: AppointmentQueriesService,
    private readonly appointmentList: AppointmentListService,
    private readonly clock: SalonClock,
  ) {}

  async search({ q, limit }: SearchQuery, reader: AuthUser): Promise<SearchResults> {
    const when = (permission: string, find: () => Promise<SearchResult[]>) => (can(reader, permission) ? find() : Promise.resolve([]));
    const groups = await Promise.all([
      when('clients:read', async () => (await this.clients.list(clientListQuerySchema.parse({ search: q, limit }))).clients.map(clientResult)),
      when('employees:read', async () => (await this.employees.search(q, limit, reader)).map(employeeResult)),
      when('services:read', async () => (await this.services.list(serviceListQuerySchema.parse({ search: q, pageSize: limit }))).services.map(serviceResult)),
      when('appointments:read', async () => (await this.appointments(q, limit)).map(appointmentResult)),
    ]);
    return { results: groups.flat() };
  }

  /** A date's appointments by start time; otherwise the appointments' own search (client, employee or service name, contact). */
  private async appointments(q: string, limit: number): Promise<Appointment[]> {
    // The salon's clock is read only for text that reads as a day (in a leap year, so Feb 29 passes this first test).
    const date = searchDate(q, LEAP_YEAR_DAY) && searchDate(q, await this.clock.today());
    if (!date) return this.appointmentQueries.search(q, limit);
    return (await this.appointmentList.list(appointmentListQuerySchema.parse({ date_from: date, date_to: date, limit }))).rows;
  }
}
