import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SalonSettings } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { SPANS_JSON, type BookedSpan } from '../appointments';
import type { EmployeeFacts, EmployeeWeekRow } from '../employees';
import { SettingsService, storedFromJson, storedSettingsJson } from '../settings';

/** What one employee's slots on a date are worked out from: null for an unknown employee or service. */
export type SlotFacts = { employee: EmployeeFacts | null; serviceDuration: number | null; week: EmployeeWeekRow[]; settings: SalonSettings; spans: BookedSpan[] };

/**
 * The employee, the service's length, the employee's week, the salon's settings and the day's
 * booked times in one statement: the desk asks for one employee's slots on every date it looks
 * at, and each round trip costs the API and PostgreSQL more than the reads in it. The same rows
 * as EmployeeFactsQuery.one and .weeks, ServiceFactsQuery.one, SettingsRepository.stored and
 * BookedTimeQuery.spansOnDates read. Parameters: the spans' four ($1 salon, $2 the date as an
 * array, $3 the employee as an array, $4 the appointment left out), then $5 the service.
 */
const SLOT_FACTS_SQL = `
  SELECT (SELECT row_to_json(e) FROM (SELECT employee_id, first_name, last_name, position, is_active FROM employees
                                       WHERE employee_id = ($3::int[])[1] AND salon_id = $1) e) AS employee,
         (SELECT duration_minutes FROM services WHERE service_id = $5 AND salon_id = $1) AS service_duration,
         (SELECT coalesce(json_agg(w), '[]') FROM (
            SELECT employee_id, day_of_week, left(start_time::text, 5) AS start_time, left(end_time::text, 5) AS end_time,
                   left(break_start::text, 5) AS break_start, left(break_end::text, 5) AS break_end
              FROM employee_schedules WHERE employee_id = ($3::int[])[1]) w) AS week,
         ${storedSettingsJson('$1')} AS settings,
         ${SPANS_JSON} AS spans`;

type Row = { employee: EmployeeFacts | null; service_duration: number | null; week: EmployeeWeekRow[]; settings: Parameters<typeof storedFromJson>[0]; spans: BookedSpan[] };

@Injectable()
export class SlotFactsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly settings: SettingsService,
  ) {}

  /** `serviceId`: none, and the service's length is null; `excludeAppointmentId`: the booking being moved, left out. */
  async read(employeeId: number, date: string, { serviceId, excludeAppointmentId }: { serviceId?: number; excludeAppointmentId?: number }): Promise<SlotFacts> {
    const [row]: Row[] = await this.dataSource.query(SLOT_FACTS_SQL, [this.tenant.salonId(), [date], [employeeId], excludeAppointmentId ?? null, serviceId ?? null]);
    return {
      employee: row.employee,
      serviceDuration: row.service_duration,
      week: row.week,
      settings: this.settings.fromStored(storedFromJson(row.settings)),
      spans: row.spans,
    };
  }
}
