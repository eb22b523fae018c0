import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Category, CategoryInput, CategoryListQuery } from '@salon/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern } from '../../common/database/search-pattern';
import { TenantContext } from '../../common/tenant/tenant-context';
import { CATEGORY_COLUMNS, toCategory } from './inventory.mapper';

const SORT_COLUMNS: Record<CategoryListQuery['sortBy'], string> = { name: 'c.name', created_at: 'c.created_at' };

/** The product_categories table, always within the current salon; the rules stay in CategoriesService. */
@Injectable()
export class CategoriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: CategoryListQuery): Promise<{ rows: Category[]; count: number }> {
    const params: unknown[] = [this.tenant.salonId()];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['c.salon_id = $1'];
    if (query.is_active !== undefined) where.push(`c.is_active = ${param(query.is_active)}`);
    if (query.search) where.push(`c.name ILIKE ${param(containsPattern(query.search))}`);
    const filter = `FROM product_categories c WHERE ${where.join(' AND ')}`;
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count ${filter}`, params);
    const order = `${SORT_COLUMNS[query.sortBy]} ${query.sortOrder}, c.category_id ${query.sortOrder}`;
    const rows: Category[] = await this.dataSource.query(
      `SELECT ${CATEGORY_COLUMNS} ${filter} ORDER BY ${order} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    );
    return { rows: rows.map(toCategory), count };
  }

  async findById(categoryId: number, manager: EntityManager = this.dataSource.manager): Promise<Category | null> {
    const [row] = await manager.query(`SELECT ${CATEGORY_COLUMNS} FROM product_categories c WHERE c.category_id = $1 AND c.salon_id = $2`, [
      categoryId,
      this.tenant.salonId(),
    ]);
    return row ? toCategory(row) : null;
  }

  /** Whether items may be put in it: an active category of this salon. */
  async isUsable(manager: EntityManager, categoryId: number): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM product_categories WHERE category_id = $1 AND salon_id = $2 AND is_active`, [categoryId, this.tenant.salonId()]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, input: CategoryInput): Promise<number> {
    const [{ category_id }] = await manager.query(
      `INSERT INTO product_categories (salon_id, name, description, is_active) VALUES ($1, $2, $3, $4) RETURNING category_id`,
      [this.tenant.salonId(), input.name, input.description, input.is_active],
    );
    return category_id;
  }

  /** How many rows changed: 0 when the category is not in this salon. */
  async update(manager: EntityManager, categoryId: number, input: CategoryInput): Promise<number> {
    const [, affected] = await manager.query(
      `UPDATE product_categories SET name = $3, description = $4, is_active = $5, updated_at = now() WHERE category_id = $1 AND salon_id = $2`,
      [categoryId, this.tenant.salonId(), input.name, input.description, input.is_active],
    );
    return affected;
  }

  /** The category's row locked until the transaction ends (so no item joins it meanwhile), or false when it is not this salon's. */
  async lock(manager: EntityManager, categoryId: number): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM product_categories WHERE category_id = $1 AND salon_id = $2 FOR UPDATE`, [categoryId, this.tenant.salonId()]);
    return rows.length > 0;
  }

  /** Items that are not deleted and are in the category. */
  async countItems(manager: EntityManager, categoryId: number): Promise<number> {
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM inventory_items WHERE category_id = $1 AND deleted_at IS NULL`, [categoryId]);
    return count;
  }

  /** Deleted items leave the category: nobody can see them to move them, and their history keeps its item names. */
  async releaseDeletedItems(manager: EntityManager, categoryId: number): Promise<void> {
    await manager.query(`UPDATE inventory_items SET category_id = NULL WHERE category_id = $1 AND deleted_at IS NOT NULL`, [categoryId]);
  }

  async delete(manager: EntityManager, categoryId: number): Promise<void> {
    await manager.query(`DELETE FROM product_categories WHERE category_id = $1 AND salon_id = $2`, [categoryId, this.tenant.salonId()]);
  }
}
