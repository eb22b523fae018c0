import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Position, WeeklyHours } from '@salon/contracts';
import { In, type EntityManager, type Repository } from 'typeorm';
import { EmployeeEntity } from './employee.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** What other modules' rules need to know of an employee. */
export type EmployeeFacts = { employee_id: number; first_name: string; last_name: string; position: Position; is_active: boolean };
export type EmployeeWeekRow = WeeklyHours & { employee_id: number };

const FACTS = { employee_id: true, first_name: true, last_name: true, position: true, is_active: true } as const;
const BY_NAME = { last_name: 'ASC', first_name: 'ASC' } as const;
const toFacts = ({ employee_id, first_name, last_name, position, is_active }: EmployeeEntity): EmployeeFacts => ({ employee_id, first_name, last_name, position, is_active });
/** The facts as plain rows, for the reads every slot and schedule view makes. */
const FACTS_SQL = 'SELECT employee_id, first_name, last_name, position, is_active FROM employees';

/**
 * Read-only facts about employees for other modules (bookings, availability, statistics).
 * Pass the transaction's manager when inside one, so the read sees what the transaction sees.
 */
@Injectable()
export class EmployeeFactsQuery {
  constructor(
    @InjectRepository(EmployeeEntity) private readonly employees: Repository<EmployeeEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * `forShare` (in a transaction): the row is share-locked until the transaction ends, so a
   * booking and the employee's deactivation, which locks the row for update, take turns.
   */
  async one(employeeId: number, manager: EntityManager = this.employees.manager, { forShare = false } = {}): Promise<EmployeeFacts | null> {
    const [employee]: EmployeeFacts[] = await manager.query(`${FACTS_SQL} WHERE employee_id = $1 AND salon_id = $2${forShare ? ' FOR SHARE' : ''}`, [
      employeeId,
      this.tenant.salonId(),
    ]);
    return employee ?? null;
  }

  exists(employeeId: number, manager: EntityManager = this.employees.manager): Promise<boolean> {
    return manager.exists(EmployeeEntity, { where: { employee_id: employeeId, salon_id: this.tenant.salonId() } });
  }

  /** The active employees, by name. */
  active(manager: EntityManager = this.employees.manager): Promise<EmployeeFacts[]> {
    return manager.query(`${FACTS_SQL} WHERE salon_id = $1 AND is_active ORDER BY last_name, first_name`, [this.tenant.salonId()]);
  }

  /**
   * Everyone a schedule may show, the active first, each group by name: schedules still show
   * inactive employees who have bookings. Plain rows: the schedules read this on every view.
   */
  scheduled(manager: EntityManager = this.employees.manager): Promise<EmployeeFacts[]> {
    return manager.query(`${FACTS_SQL} WHERE salon_id = $1 ORDER BY is_active DESC, last_name, first_name`, [this.tenant.salonId()]);
  }

  /** These employees (active or not), by name; unknown ids are left out. */
  async some(employeeIds: number[], manager: EntityManager = this.employees.manager): Promise<EmployeeFacts[]> {
    const rows = await manager.find(EmployeeEntity, { where: { salon_id: this.tenant.salonId(), employee_id: In(employeeIds) }, select: FACTS, order: BY_NAME });
    return rows.map(toFacts);
  }

  /** The weekly hours of these employees (no row for a day off), times as `HH:mm` like the entity's: plain rows, as every slot read asks. */
  async weeks(employeeIds: number[], manager: EntityManager = this.employees.manager): Promise<EmployeeWeekRow[]> {
    if (employeeIds.length === 0) return [];
    return manager.query(
      `SELECT employee_id, day_of_week, left(start_time::text, 5) AS start_time, left(end_time::text, 5) AS end_time,
          left(break_start::text, 5) AS break_start, left(break_end::text, 5) AS break_end
        FROM employee_schedules WHERE employee_id = ANY($1::int[])`,
      [employeeIds],
    );
  }
}
