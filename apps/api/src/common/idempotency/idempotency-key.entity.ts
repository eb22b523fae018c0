import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SalonEntity } from '../../modules/salons/salon.entity';

/**
 * The first answer to a request sent with an `Idempotency-Key`, per salon (DECISIONS §6).
 * The row is written first in the action's transaction, so a concurrent duplicate waits on the
 * primary key and then replays; it lives in PostgreSQL, so every API instance shares it.
 */
@Entity({ name: 'idempotency_keys' })
@Index('ix_idempotency_keys_created', ['created_at'])
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_idempotency_keys' })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_idempotency_keys_salon' })
  salon?: SalonEntity;

  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'pk_idempotency_keys' })
  key: string;

  /** Which action the key was used for (`payments.create`, `payments.refund:12`). */
  @Column({ type: 'varchar', length: 100 })
  operation: string;

  /** SHA-256 of the request body as parsed. */
  @Column({ type: 'varchar', length: 64 })
  request_hash: string;

  @Column({ type: 'smallint', nullable: true })
  response_status: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response_body: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
