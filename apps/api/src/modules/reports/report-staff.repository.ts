import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WeeklyHours } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

export type StaffMember = { employeeId: number; name: string; isActive: boolean; hireDate: string; week: WeeklyHours[] };

/** The salon's employees with their weekly schedules, for utilization. */
@Injectable()
export class ReportStaffRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** One statement: each employee with their week as JSON (the report reads the settings beside it). */
  async employees(): Promise<StaffMember[]> {
    const people = await this.dataSource.query<{ employee_id: number; name: string; is_active: boolean; hire_date: string; week: WeeklyHours[] }[]>(
      `SELECT e.employee_id, e.first_name || ' ' || e.last_name AS name, e.is_active, to_char(e.hire_date, 'YYYY-MM-DD') AS hire_date,
              COALESCE((SELECT json_agg(json_build_object(
                          'day_of_week', s.day_of_week, 'start_time', to_char(s.start_time, 'HH24:MI'), 'end_time', to_char(s.end_time, 'HH24:MI'),
                          'break_start', to_char(s.break_start, 'HH24:MI'), 'break_end', to_char(s.break_end, 'HH24:MI')))
                          FROM employee_schedules s WHERE s.employee_id = e.employee_id), '[]') AS week
         FROM employees e WHERE e.salon_id = $1`,
      [this.tenant.salonId()],
    );
    return people.map((person) => ({ employeeId: person.employee_id, name: person.name, isActive: person.is_active, hireDate: person.hire_date, week: person.week }));
  }
}
