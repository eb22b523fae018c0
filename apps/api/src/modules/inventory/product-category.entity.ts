import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';

/** A product category of the salon's stock (spec part 2 §3). */
@Entity({ name: 'product_categories' })
@Index('ix_product_categories_salon_name', ['salon_id', 'name'])
// Unique on (salon_id, lower(name)); written in the migration.
@Index('uq_product_categories_salon_name_lower', { synchronize: false })
export class ProductCategoryEntity {
  @PrimaryGeneratedColumn('identity', { name: 'category_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_product_categories' })
  category_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_product_categories_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
