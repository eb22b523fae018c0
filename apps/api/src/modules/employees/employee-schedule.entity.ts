import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { timeOfDayColumn } from '../../database/column-transformers';
import { EmployeeEntity } from './employee.entity';

/** One working day of an employee's week; a day without a row is a day off. */
@Entity({ name: 'employee_schedules' })
@Unique('uq_employee_schedules_employee_day', ['employee_id', 'day_of_week'])
@Check('chk_employee_schedules_day', `day_of_week BETWEEN 0 AND 6`)
@Check('chk_employee_schedules_hours', `end_time > start_time`)
@Check(
  'chk_employee_schedules_break',
  `(break_start IS NULL AND break_end IS NULL) OR (break_start >= start_time AND break_end > break_start AND break_end <= end_time)`,
)
export class EmployeeScheduleEntity {
  @PrimaryGeneratedColumn('identity', { name: 'schedule_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_employee_schedules' })
  schedule_id: number;

  @Column({ type: 'integer' })
  employee_id: number;

  @ManyToOne(() => EmployeeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id', foreignKeyConstraintName: 'fk_employee_schedules_employee' })
  employee?: EmployeeEntity;

  /** 0 Sunday to 6 Saturday. */
  @Column({ type: 'smallint' })
  day_of_week: number;

  @Column({ type: 'time', transformer: timeOfDayColumn })
  start_time: string;

  @Column({ type: 'time', transformer: timeOfDayColumn })
  end_time: string;

  @Column({ type: 'time', nullable: true, transformer: timeOfDayColumn })
  break_start: string | null;

  @Column({ type: 'time', nullable: true, transformer: timeOfDayColumn })
  break_end: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
