import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SalonSettings } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import type { EmployeeFacts, EmployeeWeekRow } from '../employees';
import { SettingsService, storedFromJson, storedSettingsJson, type StoredSettings } from '../settings';

/** What one employee's slots are worked out from, but the bookings: null for an unknown employee or service. */
export type SlotFacts = { employee: EmployeeFacts | null; serviceDuration: number | null; week: EmployeeWeekRow[]; settings: SalonSettings };

/**
 * The employee, the service's length, the employee's week and the salon's settings in one
 * statement: the desk asks for one employee's slots on every date it looks at, and each round
 * trip costs the API and PostgreSQL more than the reads in it. The same rows as
 * EmployeeFactsQuery.one and .weeks, ServiceFactsQuery.one and SettingsRepository.stored read.
 */
const SLOT_FACTS_SQL = `
  SELECT (SELECT row_to_json(e) FROM (SELECT employee_id, first_name, last_name, position, is_active FROM employees WHERE employee_id = $2 AND salon_id = $1) e) AS employee,
         (SELECT duration_minutes FROM services WHERE service_id = $3 AND salon_id = $1) AS service_duration,
         (SELECT coalesce(json_agg(w), '[]') FROM (
            SELECT employee_id, day_of_week, left(start_time::text, 5) AS start_time, left(end_time::text, 5) AS end_time,
                   left(break_start::text, 5) AS break_start, left(break_end::text, 5) AS break_end
              FROM employee_schedules WHERE employee_id = $2) w) AS week,
         ${storedSettingsJson('$1')} AS settings`;

@Injectable()
export class SlotFactsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly settings: SettingsService,
  ) {}

  /** `serviceId`: none, and the service's length is null. */
  async read(employeeId: number, serviceId?: number): Promise<SlotFacts> {
    const [row]: { employee: EmployeeFacts | null; service_duration: number | null; week: EmployeeWeekRow[]; settings: Parameters<typeof storedFromJson>[0] }[] =
      await this.dataSource.query(SLOT_FACTS_SQL, [this.tenant.salonId(), employeeId, serviceId ?? null]);
    const stored: StoredSettings = storedFromJson(row.settings);
    return { employee: row.employee, serviceDuration: row.service_duration, week: row.week, settings: this.settings.fromStored(stored) };
  }
}
