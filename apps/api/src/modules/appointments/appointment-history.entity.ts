import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * One change to an appointment, written in the transaction of the change (DECISIONS §5). The rows
 * outlive a deleted appointment (no foreign key), so its trail and the reason stay answerable.
 */
@Entity({ name: 'appointment_history' })
@Index('ix_appointment_history_appointment', ['appointment_id', 'created_at'])
// The dashboard's recent activity, newest first, only the change types it tells of (DashboardActivityIndex migration).
@Index('ix_appointment_history_activity', { synchronize: false })
export class AppointmentHistoryEntity {
  @PrimaryGeneratedColumn('identity', { name: 'history_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_appointment_history' })
  history_id: number;

  @Column({ type: 'integer' })
  appointment_id: number;

  @Column({ type: 'varchar', length: 30 })
  change_type: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  change_reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  old_values: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  new_values: Record<string, unknown> | null;

  @Column({ type: 'integer', nullable: true })
  changed_by: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by', foreignKeyConstraintName: 'fk_appointment_history_changed_by' })
  changedBy?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
