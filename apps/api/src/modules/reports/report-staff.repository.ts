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

  async employees(): Promise<StaffMember[]> {
    const salonId = this.tenant.salonId();
    const [people, days] = await Promise.all([
      this.dataSource.query<{ employee_id: number; name: string; is_active: boolean; hire_date: string }[]>(
        `SELECT e.employee_id, e.first_name || ' ' || e.last_name AS name, e.is_active, to_char(e.hire_date, 'YYYY-MM-DD') AS hire_date FROM employees e WHERE e.salon_id = $1`,
        [salonId],
      ),
      this.dataSource.query<(WeeklyHours & { employee_id: number })[]>(
        `SELECT s.employee_id, s.day_of_week, to_char(s.start_time, 'HH24:MI') AS start_time, to_char(s.end_time, 'HH24:MI') AS end_time,
                to_char(s.break_start, 'HH24:MI') AS break_start, to_char(s.break_end, 'HH24:MI') AS break_end
           FROM employee_schedules s JOIN employees e ON e.employee_id = s.employee_id
          WHERE e.salon_id = $1`,
        [salonId],
      ),
    ]);
    return people.map((person) => ({
      employeeId: person.employee_id,
      name: person.name,
      isActive: person.is_active,
      hireDate: person.hire_date,
      week: days.filter((day) => day.employee_id === person.employee_id),
    }));
  }
}
