import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  InventoryItem,
  InventorySummary,
  InventoryTransaction,
  InventoryTransactionType,
  LowStockAlert,
  LowStockQuery,
  TransactionListQuery,
} from '@salon/contracts';
import { INVENTORY_LIMITS } from '@salon/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { ITEM_COLUMNS, ITEM_FROM, TRANSACTION_COLUMNS, TRANSACTION_FROM, toItem, toTransaction, type ItemRow } from './inventory.mapper';

export type NewTransaction = {
  itemId: number;
  type: InventoryTransactionType;
  change: number;
  quantityAfter: number;
  reason: string | null;
  createdBy: number | null;
};

/** Active items at or below their reorder level (ix_inventory_items_salon_low_stock). */
const LOW_STOCK_WHERE = 'i.salon_id = $1 AND i.deleted_at IS NULL AND i.is_active AND i.quantity <= i.reorder_level';
/** Out of stock first, then the emptiest relative to its level, then by name. */
const LOW_STOCK_ORDER = '(i.quantity = 0) DESC, i.quantity::numeric / NULLIF(i.reorder_level, 0) ASC NULLS FIRST, i.name ASC, i.item_id ASC';

/** Stock changes and what is read from them, always within the current salon; the rules stay in StockService. */
@Injectable()
export class StockRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * Adds `change` in one guarded statement: the row lock it takes serialises concurrent changes, and
   * the guard keeps the quantity within 0..999,999. The new quantity, or null when refused or not found.
   */
  async applyChange(manager: EntityManager, itemId: number, change: number): Promise<number | null> {
    const [rows] = await manager.query(
      `UPDATE inventory_items SET quantity = quantity + $3, updated_at = now()
        WHERE item_id = $1 AND salon_id = $2 AND deleted_at IS NULL AND quantity + $3 BETWEEN 0 AND ${INVENTORY_LIMITS.quantityMax}
        RETURNING quantity`,
      [itemId, this.tenant.salonId(), change],
    );
    return rows.length ? rows[0].quantity : null;
  }

  /** The item's quantity, its row locked until the transaction ends, or null when it is not found. */
  async lockQuantity(manager: EntityManager, itemId: number): Promise<number | null> {
    const [row] = await manager.query(`SELECT quantity FROM inventory_items WHERE item_id = $1 AND salon_id = $2 AND deleted_at IS NULL FOR UPDATE`, [
      itemId,
      this.tenant.salonId(),
    ]);
    return row ? row.quantity : null;
  }

  /**
   * Written while the item's row is locked, and stamped with the clock at that moment rather than
   * now() (the start of the DB transaction): a change that began earlier but got the lock later then
   * still sorts after the one it followed, so an item's history reads in the order its quantity moved.
   */
  async insertTransaction(manager: EntityManager, entry: NewTransaction): Promise<number> {
    const [{ transaction_id }] = await manager.query(
      `INSERT INTO inventory_transactions (salon_id, item_id, type, quantity_change, quantity_after, reason, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp()) RETURNING transaction_id`,
      [this.tenant.salonId(), entry.itemId, entry.type, entry.change, entry.quantityAfter, entry.reason, entry.createdBy],
    );
    return transaction_id;
  }

  /** Newest first; `timeZone` turns the salon's dates into instants. */
  async listTransactions(query: TransactionListQuery, timeZone: string): Promise<{ rows: InventoryTransaction[]; count: number }> {
    const params: unknown[] = [this.tenant.salonId()];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['t.salon_id = $1'];
    if (query.item_id !== undefined) where.push(`t.item_id = ${param(query.item_id)}`);
    if (query.type) where.push(`t.type = ${param(query.type)}`);
    if (query.date_from || query.date_to) {
      const zone = param(timeZone);
      if (query.date_from) where.push(`t.created_at >= (${param(query.date_from)}::date)::timestamp AT TIME ZONE ${zone}`);
      if (query.date_to) where.push(`t.created_at < (${param(query.date_to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
    }
    const filter = `FROM ${TRANSACTION_FROM} WHERE ${where.join(' AND ')}`;
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count ${filter}`, params);
    const rows = await this.dataSource.query(
      `SELECT ${TRANSACTION_COLUMNS} ${filter} ORDER BY t.created_at DESC, t.transaction_id DESC LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    );
    return { rows: rows.map(toTransaction), count };
  }

  async findTransaction(transactionId: number, manager: EntityManager = this.dataSource.manager): Promise<InventoryTransaction | null> {
    const [row] = await manager.query(`SELECT ${TRANSACTION_COLUMNS} FROM ${TRANSACTION_FROM} WHERE t.transaction_id = $1 AND t.salon_id = $2`, [
      transactionId,
      this.tenant.salonId(),
    ]);
    return row ? toTransaction(row) : null;
  }

  async lowStock(query: LowStockQuery): Promise<{ rows: InventoryItem[]; count: number }> {
    const salonId = this.tenant.salonId();
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM inventory_items i WHERE ${LOW_STOCK_WHERE}`, [salonId]);
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${LOW_STOCK_WHERE} ORDER BY ${LOW_STOCK_ORDER} LIMIT $2 OFFSET $3`,
      [salonId, query.limit, query.offset],
    );
    return { rows: rows.map(toItem), count };
  }

  lowStockAlerts(): Promise<LowStockAlert[]> {
    return this.dataSource.query(
      `SELECT i.item_id, i.name, i.sku, i.quantity, i.reorder_level, c.name AS category_name,
              CASE WHEN i.quantity = 0 THEN 'out_of_stock' ELSE 'low' END AS severity
         FROM ${ITEM_FROM} WHERE ${LOW_STOCK_WHERE} ORDER BY ${LOW_STOCK_ORDER}`,
      [this.tenant.salonId()],
    );
  }

  /** Stock value summed in whole cents by PostgreSQL (exact), turned into dollars once. */
  async summary(): Promise<InventorySummary> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total_items,
              count(*) FILTER (WHERE is_active)::int AS active_items,
              COALESCE(sum(quantity) FILTER (WHERE is_active), 0)::bigint::text AS total_quantity,
              COALESCE(sum(quantity::bigint * (cost_price * 100)::bigint) FILTER (WHERE is_active), 0)::text AS cost_cents,
              COALESCE(sum(quantity::bigint * (retail_price * 100)::bigint) FILTER (WHERE is_active), 0)::text AS retail_cents,
              count(*) FILTER (WHERE is_active AND quantity <= reorder_level)::int AS low_stock_count,
              count(*) FILTER (WHERE is_active AND quantity = 0)::int AS out_of_stock_count
         FROM inventory_items WHERE salon_id = $1 AND deleted_at IS NULL`,
      [this.tenant.salonId()],
    );
    return {
      total_items: row.total_items,
      active_items: row.active_items,
      total_quantity: Number(row.total_quantity),
      stock_value_cost: Number(row.cost_cents) / 100,
      stock_value_retail: Number(row.retail_cents) / 100,
      low_stock_count: row.low_stock_count,
      out_of_stock_count: row.out_of_stock_count,
    };
  }
}
