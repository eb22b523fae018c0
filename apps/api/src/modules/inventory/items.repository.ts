import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InventoryItem, ItemInput, ItemListQuery, ItemUpdateInput } from '@salon/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern } from '../../common/database/search-pattern';
import { TenantContext } from '../../common/tenant/tenant-context';
import { ITEM_COLUMNS, ITEM_FROM, toItem, type ItemRow } from './inventory.mapper';

const SORT_COLUMNS: Record<ItemListQuery['sortBy'], string> = {
  name: 'i.name',
  sku: 'i.sku',
  quantity: 'i.quantity',
  reorder_level: 'i.reorder_level',
  cost_price: 'i.cost_price',
  retail_price: 'i.retail_price',
  category_name: 'c.name',
  created_at: 'i.created_at',
};

/** The inventory_items table (items not deleted), always within the current salon; the rules stay in ItemsService. */
@Injectable()
export class ItemsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: ItemListQuery): Promise<{ rows: InventoryItem[]; count: number }> {
    const params: unknown[] = [this.tenant.salonId()];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['i.salon_id = $1', 'i.deleted_at IS NULL'];
    if (query.is_active !== undefined) where.push(`i.is_active = ${param(query.is_active)}`);
    if (query.category_id !== undefined) where.push(`i.category_id = ${param(query.category_id)}`);
    if (query.low_stock) where.push('i.quantity <= i.reorder_level');
    if (query.search) {
      const pattern = param(containsPattern(query.search));
      where.push(`(i.name ILIKE ${pattern} OR i.sku ILIKE ${pattern} OR i.description ILIKE ${pattern})`);
    }
    const filter = `FROM ${ITEM_FROM} WHERE ${where.join(' AND ')}`;
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count ${filter}`, params);
    const sort = SORT_COLUMNS[query.sortBy];
    // Equal values (and empty ones, last either way) keep one order by name, then id, so pages never overlap.
    const order = [`${sort} ${query.sortOrder} NULLS LAST`, ...(sort === 'i.name' ? [] : ['i.name ASC']), `i.item_id ${query.sortOrder}`];
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS} ${filter} ORDER BY ${order.join(', ')} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    );
    return { rows: rows.map(toItem), count };
  }

  async findById(itemId: number, manager: EntityManager = this.dataSource.manager): Promise<InventoryItem | null> {
    const [row] = await manager.query(`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.item_id = $1 AND i.salon_id = $2 AND i.deleted_at IS NULL`, [
      itemId,
      this.tenant.salonId(),
    ]);
    return row ? toItem(row) : null;
  }

  /** The item's quantity and category, its row locked until the transaction ends (stock changes wait), or null when not found. */
  async lock(manager: EntityManager, itemId: number): Promise<{ quantity: number; category_id: number | null } | null> {
    const [row] = await manager.query(
      `SELECT quantity, category_id FROM inventory_items WHERE item_id = $1 AND salon_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [itemId, this.tenant.salonId()],
    );
    return row ?? null;
  }

  async insert(manager: EntityManager, input: ItemInput): Promise<number> {
    const [{ item_id }] = await manager.query(
      `INSERT INTO inventory_items (salon_id, name, sku, description, category_id, quantity, reorder_level, cost_price, retail_price, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING item_id`,
      [this.tenant.salonId(), ...fieldValues(input)],
    );
    return item_id;
  }

  /** A quantity left out keeps the stored one. */
  async update(manager: EntityManager, itemId: number, input: ItemUpdateInput): Promise<void> {
    await manager.query(
      `UPDATE inventory_items
          SET name = $3, sku = $4, description = $5, category_id = $6, quantity = COALESCE($7, quantity), reorder_level = $8,
              cost_price = $9, retail_price = $10, is_active = $11, updated_at = now()
        WHERE item_id = $1 AND salon_id = $2 AND deleted_at IS NULL`,
      [itemId, this.tenant.salonId(), ...fieldValues(input)],
    );
  }

  /** How many rows changed: 0 when the item is not in this salon or already deleted. */
  async softDelete(itemId: number): Promise<number> {
    const [, affected] = await this.dataSource.query(
      `UPDATE inventory_items SET deleted_at = now(), updated_at = now() WHERE item_id = $1 AND salon_id = $2 AND deleted_at IS NULL`,
      [itemId, this.tenant.salonId()],
    );
    return affected;
  }
}

const fieldValues = (input: ItemUpdateInput) => [
  input.name,
  input.sku,
  input.description,
  input.category_id,
  input.quantity ?? null,
  input.reorder_level,
  input.cost_price,
  input.retail_price,
  input.is_active,
];
