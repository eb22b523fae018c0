import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalonsModule } from '../salons';
import { CategoriesController } from './categories.controller';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';
import { InventoryController } from './inventory.controller';
import { InventoryItemEntity } from './inventory-item.entity';
import { InventoryTransactionEntity } from './inventory-transaction.entity';
import { ItemsRepository } from './items.repository';
import { ItemsService } from './items.service';
import { LowStockAlertsQuery } from './low-stock-alerts.query';
import { ProductCategoryEntity } from './product-category.entity';
import { StockRepository } from './stock.repository';
import { StockService } from './stock.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProductCategoryEntity, InventoryItemEntity, InventoryTransactionEntity]), SalonsModule],
  controllers: [CategoriesController, InventoryController],
  providers: [CategoriesService, CategoriesRepository, ItemsService, ItemsRepository, StockService, StockRepository, LowStockAlertsQuery],
  exports: [LowStockAlertsQuery],
})
export class InventoryModule {}
