import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID, SalonEntity } from '../../modules/salons/salon.entity';
import { DEMO_SALON } from './demo-salon';
import { loadDemoAppointments } from './demo-appointments';
import { loadDemoClients } from './demo-clients';
import { loadDemoEmployees } from './demo-employees';
import { loadDemoInventory } from './demo-inventory';
import { loadDemoPayments } from './demo-payments';
import { loadDemoServices } from './demo-services';
import { loadDemoSettings } from './demo-settings';
import { loadDemoUsers } from './demo-users';
import { loadDemoWaitlist } from './demo-waitlist';

/**
 * Loads the demo salon into a database that holds no business data yet, in one
 * transaction. A database that was ever seeded, or that already has records
 * of its own, is left alone, so real data is never mixed with demo data.
 * Each capability adds its part to `DEMO_PARTS`.
 */
const DEMO_PARTS: ReadonlyArray<(manager: EntityManager) => Promise<void>> = [
  async (manager) => {
    await manager.update(SalonEntity, { salonId: DEFAULT_SALON_ID }, DEMO_SALON);
  },
  loadDemoUsers,
  loadDemoSettings,
  loadDemoEmployees,
  loadDemoServices,
  loadDemoClients,
  loadDemoAppointments,
  loadDemoPayments,
  loadDemoInventory,
  loadDemoWaitlist,
];

/** Tables whose rows mean "somebody already works in this database". */
const BUSINESS_TABLES: readonly string[] = ['users', 'clients', 'employees', 'services', 'appointments', 'payments', 'inventory_items'];

export async function loadDemoData(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const salon = await manager.findOne(SalonEntity, { where: { salonId: DEFAULT_SALON_ID }, lock: { mode: 'pessimistic_write' } });
    if (!salon || salon.demoDataLoadedAt) return false;
    for (const table of BUSINESS_TABLES) {
      const [{ exists }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS exists`);
      if (exists) return false;
    }
    for (const part of DEMO_PARTS) await part(manager);
    await manager.update(SalonEntity, { salonId: DEFAULT_SALON_ID }, { demoDataLoadedAt: new Date() });
    return true;
  });
}
