import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';

export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An e-mail or SMS written in the same transaction as the action that causes it (DECISIONS §9). */
@Entity({ name: 'outbox_messages' })
@Check('ck_outbox_messages_channel', `channel IN ('email', 'sms')`)
@Check('ck_outbox_messages_status', `status IN ('pending', 'sent', 'failed')`)
// Partial index on due messages, written in the migration.
@Index('ix_outbox_messages_due', { synchronize: false })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('identity', { name: 'outbox_message_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_outbox_messages' })
  outboxMessageId: number;

  @Column({ name: 'salon_id', type: 'integer', default: 1 })
  salonId: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_outbox_messages_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 10 })
  channel: OutboxChannel;

  @Column({ type: 'varchar', length: 255 })
  recipient: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
