import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';
import { UserEntity } from '../users/user.entity';
import { InventoryItemEntity } from './inventory-item.entity';

/** One stock change, with the quantity it left (DECISIONS §6). Never edited or deleted. */
@Entity({ name: 'inventory_transactions' })
@Check('chk_inventory_transactions_type', `type IN ('purchase', 'sale', 'usage', 'adjustment', 'return')`)
@Check('chk_inventory_transactions_change', `quantity_change <> 0`)
@Check(
  'chk_inventory_transactions_sign',
  `type = 'adjustment' OR (type IN ('purchase', 'return') AND quantity_change > 0) OR (type IN ('sale', 'usage') AND quantity_change < 0)`,
)
@Check('chk_inventory_transactions_after', `quantity_after BETWEEN 0 AND 999999`)
// (salon_id, item_id, created_at DESC) and (salon_id, created_at DESC), written in the migration.
@Index('ix_inventory_transactions_salon_item_created', { synchronize: false })
@Index('ix_inventory_transactions_salon_created', { synchronize: false })
export class InventoryTransactionEntity {
  @PrimaryGeneratedColumn('identity', { name: 'transaction_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_inventory_transactions' })
  transaction_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_inventory_transactions_salon' })
  salon?: SalonEntity;

  @Column({ type: 'integer' })
  item_id: number;

  @ManyToOne(() => InventoryItemEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'fk_inventory_transactions_item' })
  item?: InventoryItemEntity;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'integer' })
  quantity_change: number;

  @Column({ type: 'integer' })
  quantity_after: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'integer', nullable: true })
  created_by: number | null;

  // The record outlives the account that made it.
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_inventory_transactions_created_by' })
  author?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
