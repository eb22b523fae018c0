import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INVENTORY_MESSAGES, MESSAGES, type InventoryItem, type ItemInput, type ItemList, type ItemListQuery, type ItemUpdateInput } from '@salon/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { CategoriesRepository } from './categories.repository';
import { ItemsRepository } from './items.repository';
import { StockRepository } from './stock.repository';

@Injectable()
export class ItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: ItemsRepository,
    private readonly categories: CategoriesRepository,
    private readonly stock: StockRepository,
  ) {}

  list(query: ItemListQuery): Promise<ItemList> {
    return this.items.list(query);
  }

  async get(itemId: number, manager?: EntityManager): Promise<InventoryItem> {
    const item = await this.items.findById(itemId, manager);
    if (!item) throw itemNotFound();
    return item;
  }

  /** Stock on hand at creation is recorded as an "Opening stock" adjustment, so the history adds up to the quantity. */
  async create(actor: AuthUser, input: ItemInput): Promise<InventoryItem> {
    return translateWriteErrors(
      this.dataSource.transaction(async (manager) => {
        if (input.category_id !== null) await this.assertUsableCategory(manager, input.category_id);
        const itemId = await this.items.insert(manager, input);
        if (input.quantity > 0) {
          await this.stock.insertTransaction(manager, {
            itemId,
            type: 'adjustment',
            change: input.quantity,
            quantityAfter: input.quantity,
            reason: INVENTORY_MESSAGES.openingStock,
            createdBy: actor.id,
          });
        }
        return this.get(itemId, manager);
      }),
    );
  }

  /**
   * Stock changes through adjust-stock once an item exists, so the form leaves quantity out and the
   * stock stays as it is now, whatever was sold since the form was opened. A quantity an API caller
   * does send, if it differs, is a stock count: set under the row lock adjust-stock also waits on and
   * recorded as an adjustment by the difference, so the history still adds up to the quantity.
   * A category the item already has may stay even if it has since been deactivated.
   */
  async update(actor: AuthUser, itemId: number, input: ItemUpdateInput): Promise<InventoryItem> {
    return translateWriteErrors(
      this.dataSource.transaction(async (manager) => {
        const current = await this.items.lock(manager, itemId);
        if (!current) throw itemNotFound();
        if (input.category_id !== null && input.category_id !== current.category_id) await this.assertUsableCategory(manager, input.category_id);
        await this.items.update(manager, itemId, input);
        const change = input.quantity === undefined ? 0 : input.quantity - current.quantity;
        if (input.quantity !== undefined && change !== 0) {
          await this.stock.insertTransaction(manager, {
            itemId,
            type: 'adjustment',
            change,
            quantityAfter: input.quantity,
            reason: INVENTORY_MESSAGES.stockCountOnForm,
            createdBy: actor.id,
          });
        }
        return this.get(itemId, manager);
      }),
    );
  }

  async remove(itemId: number): Promise<void> {
    if (!(await this.items.softDelete(itemId))) throw itemNotFound();
  }

  private async assertUsableCategory(manager: EntityManager, categoryId: number): Promise<void> {
    if (!(await this.categories.isUsable(manager, categoryId))) throw categoryFieldError();
  }
}

export const itemNotFound = () => new DomainError('NOT_FOUND', INVENTORY_MESSAGES.itemNotFound);

const categoryFieldError = () =>
  new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { category_id: [INVENTORY_MESSAGES.categoryNotFound] } });

/** A SKU another item has (any case), or a category deleted while the item was being saved. */
async function translateWriteErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'uq_inventory_items_salon_sku_lower')) {
      throw new DomainError('SKU_TAKEN', INVENTORY_MESSAGES.skuTaken, { fieldErrors: { sku: [INVENTORY_MESSAGES.skuTaken] } });
    }
    if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'fk_inventory_items_category') {
      throw categoryFieldError();
    }
    throw error;
  }
}
