import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INVENTORY_LIMITS,
  INVENTORY_MESSAGES,
  type AdjustStockInput,
  type AdjustStockResult,
  type InventorySummary,
  type InventoryTransaction,
  type ItemList,
  type LowStockAlert,
  type LowStockQuery,
  type TransactionList,
  type TransactionListQuery,
} from '@salon/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { SalonClock } from '../salons';
import { itemNotFound } from './items.service';
import { ItemsRepository } from './items.repository';
import { StockRepository } from './stock.repository';

@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
    private readonly items: ItemsRepository,
    private readonly clock: SalonClock,
  ) {}

  /** The new quantity and its transaction row are written in one database transaction, or nothing is. */
  adjust(actor: AuthUser, itemId: number, input: AdjustStockInput): Promise<AdjustStockResult> {
    return this.dataSource.transaction(async (manager) => {
      let quantityAfter = await this.stock.applyChange(manager, itemId, input.change);
      if (quantityAfter === null) {
        // Refused or not found: look under the row lock, so the answer holds for the quantity it names.
        const quantity = await this.stock.lockQuantity(manager, itemId);
        if (quantity === null) throw itemNotFound();
        if (quantity + input.change < 0) throw new DomainError('INSUFFICIENT_STOCK', INVENTORY_MESSAGES.insufficientStock(quantity));
        if (quantity + input.change > INVENTORY_LIMITS.quantityMax) throw new DomainError('STOCK_LIMIT', INVENTORY_MESSAGES.stockLimit);
        // Another change moved the quantity between the two statements; now it fits.
        quantityAfter = await this.stock.applyChange(manager, itemId, input.change);
        if (quantityAfter === null) throw new Error('A stock change refused under its own row lock');
      }
      const transactionId = await this.stock.insertTransaction(manager, {
        itemId,
        type: input.type,
        change: input.change,
        quantityAfter,
        reason: input.reason,
        createdBy: actor.id,
      });
      const item = await this.items.findById(itemId, manager);
      const transaction = await this.stock.findTransaction(transactionId, manager);
      if (!item || !transaction) throw new Error('The adjusted item or its transaction vanished within the transaction');
      return { item, transaction };
    });
  }

  async listTransactions(query: TransactionListQuery): Promise<TransactionList> {
    const timeZone = query.date_from || query.date_to ? await this.clock.timeZone() : 'UTC';
    return this.stock.listTransactions(query, timeZone);
  }

  async getTransaction(transactionId: number): Promise<InventoryTransaction> {
    const transaction = await this.stock.findTransaction(transactionId);
    if (!transaction) throw new DomainError('NOT_FOUND', INVENTORY_MESSAGES.transactionNotFound);
    return transaction;
  }

  lowStock(query: LowStockQuery): Promise<ItemList> {
    return this.stock.lowStock(query);
  }

  lowStockAlerts(): Promise<LowStockAlert[]> {
    return this.stock.lowStockAlerts();
  }

  summary(): Promise<InventorySummary> {
    return this.stock.summary();
  }
}
