import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../../database/column-transformers';
import { SalonEntity } from '../salons/salon.entity';
import { ProductCategoryEntity } from './product-category.entity';

/** A product the salon stocks (spec part 2 §3). Deleting sets deleted_at: its transactions keep pointing at it. */
@Entity({ name: 'inventory_items' })
@Check('chk_inventory_items_quantity', `quantity BETWEEN 0 AND 999999`)
@Check('chk_inventory_items_reorder_level', `reorder_level BETWEEN 0 AND 999999`)
@Check('chk_inventory_items_cost_price', `cost_price BETWEEN 0 AND 999999.99`)
@Check('chk_inventory_items_retail_price', `retail_price BETWEEN 0 AND 999999.99`)
@Index('ix_inventory_items_category', ['category_id'])
// Partial and expression indexes, written in the migration: unique SKU per salon (any case) among
// items not deleted, the list's name order, and the low-stock list.
@Index('uq_inventory_items_salon_sku_lower', { synchronize: false })
@Index('ix_inventory_items_salon_name', { synchronize: false })
@Index('ix_inventory_items_salon_low_stock', { synchronize: false })
export class InventoryItemEntity {
  @PrimaryGeneratedColumn('identity', { name: 'item_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_inventory_items' })
  item_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_inventory_items_salon' })
  salon?: SalonEntity;

  @Column({ type: 'integer', nullable: true })
  category_id: number | null;

  // A category in use cannot go (409 IN_USE), deleted items included: their history names it.
  @ManyToOne(() => ProductCategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_inventory_items_category' })
  category?: ProductCategoryEntity | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  sku: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 0 })
  quantity: number;

  @Column({ type: 'integer', default: 0 })
  reorder_level: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  cost_price: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  retail_price: number | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
