import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The salon every record belongs to; new records belong to the signed-in user's salon (TenantContext). */
@Entity({ name: 'salons' })
export class SalonEntity {
  @PrimaryGeneratedColumn('identity', { name: 'salon_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_salons' })
  salonId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ name: 'address_street', type: 'varchar', length: 200, nullable: true })
  addressStreet: string | null;

  @Column({ name: 'address_city', type: 'varchar', length: 100, nullable: true })
  addressCity: string | null;

  @Column({ name: 'address_state', type: 'varchar', length: 100, nullable: true })
  addressState: string | null;

  @Column({ name: 'address_zip_code', type: 'varchar', length: 20, nullable: true })
  addressZipCode: string | null;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'America/New_York' })
  timeZone: string;

  @Column({ name: 'demo_data_loaded_at', type: 'timestamptz', nullable: true })
  demoDataLoadedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export const DEFAULT_SALON_ID = 1;
