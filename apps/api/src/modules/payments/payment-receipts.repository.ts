import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import type { ReceiptSalon } from './payment-receipts.builder';

/** The salon's own details, as Settings keep them in the salons row (DECISIONS §1: never placeholders). */
@Injectable()
export class PaymentReceiptsRepository {
  constructor(private readonly tenant: TenantContext) {}

  async salon(manager: EntityManager): Promise<ReceiptSalon> {
    const [salon]: ReceiptSalon[] = await manager.query(
      `SELECT name, phone, email, address_street, address_city, address_state, address_zip_code, time_zone FROM salons WHERE salon_id = $1`,
      [this.tenant.salonId()],
    );
    return salon;
  }
}
