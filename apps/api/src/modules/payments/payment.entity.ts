import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentMethod, PaymentStatus, TransactionType } from '@salon/contracts';
import { numericColumn } from '../../database/column-transformers';
import { AppointmentEntity } from '../appointments/appointment.entity';
import { ClientEntity } from '../clients/client.entity';
import { SalonEntity } from '../salons/salon.entity';
import { UserEntity } from '../users/user.entity';

/** The database itself refuses an over-refund: refunded_amount never passes the payment's amount. */
export const REFUNDED_AMOUNT_CHECK = 'chk_payments_refunded_amount';

/**
 * A payment taken, or a refund of one (transaction_type refund, linked by original_payment_id).
 * Property names are the contract's field names.
 */
@Entity({ name: 'payments' })
// The list's default order (salon, payment_date DESC, payment_id DESC), written in the Payments migration.
@Index('ix_payments_salon_date', { synchronize: false })
// Trigram index of the reference search, written in the Payments migration.
@Index('ix_payments_reference_trgm', { synchronize: false })
// The reports' top spenders: money by salon and date, carrying client, amount, type and status (PaymentClientMoneyIndex migration).
@Index('ix_payments_salon_date_money', { synchronize: false })
// A client's payments by date, carrying salon, amount, type and status for the top spenders' probes (ClientMoneyTaken migration).
@Index('ix_payments_client_date_money', { synchronize: false })
@Index('ix_payments_appointment', ['appointment_id'])
@Index('ix_payments_original', ['original_payment_id'])
@Check('chk_payments_amount', `amount > 0 AND amount <= 99999.99`)
@Check('chk_payments_method', `payment_method IN ('cash', 'credit_card', 'debit_card', 'check', 'gift_card', 'other')`)
@Check('chk_payments_status', `payment_status IN ('pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'voided')`)
@Check('chk_payments_type', `transaction_type IN ('payment', 'refund')`)
@Check('chk_payments_refund_link', `(transaction_type = 'refund') = (original_payment_id IS NOT NULL)`)
@Check(REFUNDED_AMOUNT_CHECK, `refunded_amount >= 0 AND refunded_amount <= amount`)
export class PaymentEntity {
  @PrimaryGeneratedColumn('identity', { name: 'payment_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_payments' })
  payment_id: number;

  @Column({ type: 'integer' })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_payments_salon' })
  salon?: SalonEntity;

  // RESTRICT: a client with payments keeps them (409 IN_USE on delete).
  @Column({ type: 'integer', nullable: true })
  client_id: number | null;

  @ManyToOne(() => ClientEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_payments_client' })
  client?: ClientEntity | null;

  // SET NULL: deleting an appointment keeps the money taken for it.
  @Column({ type: 'integer', nullable: true })
  appointment_id: number | null;

  @ManyToOne(() => AppointmentEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'appointment_id', foreignKeyConstraintName: 'fk_payments_appointment' })
  appointment?: AppointmentEntity | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  amount: number;

  @Column({ type: 'varchar', length: 20 })
  payment_method: PaymentMethod;

  @Column({ type: 'varchar', length: 20 })
  payment_status: PaymentStatus;

  @Column({ type: 'varchar', length: 10 })
  transaction_type: TransactionType;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  payment_date: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  transaction_reference: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  notes: string | null;

  @Column({ type: 'integer', nullable: true })
  original_payment_id: number | null;

  @ManyToOne(() => PaymentEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'original_payment_id', foreignKeyConstraintName: 'fk_payments_original' })
  original_payment?: PaymentEntity | null;

  /** A payment's refunds so far, kept on its row under its lock; 0 on refund rows. */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericColumn })
  refunded_amount: number;

  /** A refund's or a void's reason. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  voided_at: Date | null;

  @Column({ type: 'integer', nullable: true })
  created_by: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_payments_created_by' })
  creator?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
