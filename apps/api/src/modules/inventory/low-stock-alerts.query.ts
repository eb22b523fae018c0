import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** An active item at or below its reorder level, with when it last changed. */
export type LowStockAlert = { item_id: number; name: string; quantity: number; reorder_level: number; updated_at: Date };

/** The low-stock items other modules tell of (the dashboard's activity), most recently changed first. */
@Injectable()
export class LowStockAlertsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Reads ix_inventory_items_salon_low_stock, which holds only the low items. */
  newest(limit: number): Promise<LowStockAlert[]> {
    return this.dataSource.query<LowStockAlert[]>(
      `SELECT i.item_id, i.name, i.quantity, i.reorder_level, i.updated_at
         FROM inventory_items i
        WHERE i.salon_id = $1 AND i.deleted_at IS NULL AND i.is_active AND i.quantity <= i.reorder_level
        ORDER BY i.updated_at DESC, i.item_id DESC LIMIT $2`,
      [this.tenant.salonId(), limit],
    );
  }
}
