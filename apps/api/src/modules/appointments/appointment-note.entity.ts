import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AppointmentNote } from '@salon/contracts';
import { UserEntity } from '../users/user.entity';
import { AppointmentEntity } from './appointment.entity';

/** A note on an appointment; internal ones are for staff only. */
@Entity({ name: 'appointment_notes' })
@Index('ix_appointment_notes_appointment', ['appointment_id', 'created_at'])
@Check('chk_appointment_notes_type', `note_type IN ('general', 'preference', 'allergy', 'follow_up', 'complaint')`)
export class AppointmentNoteEntity {
  @PrimaryGeneratedColumn('identity', { name: 'note_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_appointment_notes' })
  note_id: number;

  @Column({ type: 'integer' })
  appointment_id: number;

  @ManyToOne(() => AppointmentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'appointment_id', foreignKeyConstraintName: 'fk_appointment_notes_appointment' })
  appointment?: AppointmentEntity;

  @Column({ type: 'varchar', length: 2000 })
  note_text: string;

  @Column({ type: 'boolean', default: false })
  is_internal: boolean;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  note_type: AppointmentNote['note_type'];

  @Column({ type: 'integer', nullable: true })
  created_by: number | null;

  // Notes outlive the account that wrote them.
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_appointment_notes_author' })
  creator?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
