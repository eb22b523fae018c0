import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContactMethod } from '@salon/contracts';
import { SalonEntity } from '../salons/salon.entity';

/** Property names are the contract's field names, so the mapper only formats dates. */
@Entity({ name: 'clients' })
// The list's sort indexes, ending on the id and carrying the status (INCLUDE), made by the ClientListIndexes migration.
@Index('ix_clients_salon_last_name', { synchronize: false })
@Index('ix_clients_salon_first_name', { synchronize: false })
@Index('ix_clients_salon_created_at', { synchronize: false })
// Expression indexes of the duplicate lookup, made by the ClientDuplicateLookup migration.
@Index('ix_clients_salon_phone_tail', { synchronize: false })
@Index('ix_clients_salon_email_lower', { synchronize: false })
@Index('ix_clients_salon_name_lower', { synchronize: false })
// Trigram indexes of the search, made by the ClientSearchIndexes migration (client-search.ts spells their expressions).
@Index('ix_clients_full_name_trgm', { synchronize: false })
@Index('ix_clients_email_trgm', { synchronize: false })
@Index('ix_clients_phone_digits_trgm', { synchronize: false })
@Check('chk_clients_contact_method', `preferred_contact_method IN ('email', 'phone', 'sms')`)
export class ClientEntity {
  @PrimaryGeneratedColumn('identity', { name: 'client_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_clients' })
  client_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_clients_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 50 })
  first_name: string;

  @Column({ type: 'varchar', length: 50 })
  last_name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  zip_code: string | null;

  @Column({ type: 'date', nullable: true })
  birthdate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  preferred_contact_method: ContactMethod | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  referral_source: string | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
