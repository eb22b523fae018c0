import { INVENTORY_MESSAGES, categoryInputSchema, itemInputSchema, type InventoryTransactionType } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { InventoryItemEntity } from '../../modules/inventory/inventory-item.entity';
import { InventoryTransactionEntity } from '../../modules/inventory/inventory-transaction.entity';
import { ProductCategoryEntity } from '../../modules/inventory/product-category.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { seededRandom, type SeededRandom } from './demo-random';

const CATEGORIES: Array<{ name: string; description: string }> = [
  { name: 'Hair Care', description: 'Shampoos, conditioners and treatments we sell at the desk' },
  { name: 'Hair Color', description: 'Back-bar color, lightener and developer' },
  { name: 'Styling Products', description: 'Mousse, spray, paste and creams' },
  { name: 'Skin Care', description: 'Facial products for retail and treatments' },
  { name: 'Nail Care', description: 'Gel polish, removers and nail retail' },
  { name: 'Tools & Supplies', description: 'Foils, gloves, neck strips and disinfectant' },
  { name: 'Retail Accessories', description: 'Brushes, combs and gifts' },
];

/** How stock leaves: sold to clients at the desk, or used up in the chair. */
type Outflow = 'sale' | 'usage';

/** [name, sku, category, cost, retail, reorder level, quantity today, how it leaves]. */
type DemoItem = [string, string, string, number, number | null, number, number, Outflow];

/**
 * About forty products (DECISIONS §10). Today's quantities are chosen so the list shows every
 * colour: three out of stock, six low (at or below their level), several yellow, the rest green.
 */
const ITEMS: DemoItem[] = [
  ['Argan Oil Repair Shampoo 250ml', 'HC-SH-001', 'Hair Care', 8.4, 24, 8, 22, 'sale'],
  ['Argan Oil Repair Conditioner 250ml', 'HC-CO-002', 'Hair Care', 8.9, 26, 8, 18, 'sale'],
  ['Color Protect Shampoo 300ml', 'HC-SH-003', 'Hair Care', 9.25, 27.5, 6, 5, 'sale'],
  ['Hydrating Hair Mask 200ml', 'HC-MK-004', 'Hair Care', 11, 32, 5, 7, 'sale'],
  ['Purple Toning Shampoo 250ml', 'HC-SH-005', 'Hair Care', 7.8, 22, 6, 0, 'sale'],
  ['Scalp Soothing Serum 50ml', 'HC-SR-006', 'Hair Care', 12.5, 38, 4, 9, 'sale'],
  ['Bond Repair Treatment No.3 100ml', 'HC-TR-007', 'Hair Care', 14, 30, 6, 12, 'sale'],
  ['Permanent Color 6N Dark Blonde 60g', 'CL-PM-6N', 'Hair Color', 6.5, null, 10, 24, 'usage'],
  ['Permanent Color 5N Light Brown 60g', 'CL-PM-5N', 'Hair Color', 6.5, null, 10, 8, 'usage'],
  ['Permanent Color 8A Light Ash Blonde 60g', 'CL-PM-8A', 'Hair Color', 6.5, null, 8, 15, 'usage'],
  ['Lightening Powder 500g', 'CL-LT-500', 'Hair Color', 22, null, 3, 4, 'usage'],
  ['Cream Developer 20 Vol 1L', 'CL-DV-020', 'Hair Color', 9.75, null, 4, 11, 'usage'],
  ['Cream Developer 30 Vol 1L', 'CL-DV-030', 'Hair Color', 9.75, null, 4, 6, 'usage'],
  ['Demi-Permanent Gloss Clear 60ml', 'CL-GL-CLR', 'Hair Color', 7.2, null, 6, 0, 'usage'],
  ['Color Remover Kit', 'CL-RM-001', 'Hair Color', 13, null, 2, 3, 'usage'],
  ['Volumizing Mousse 200ml', 'ST-MS-001', 'Styling Products', 7.5, 21, 6, 14, 'sale'],
  ['Flexible Hold Hairspray 300ml', 'ST-HS-002', 'Styling Products', 6.9, 19.5, 8, 26, 'sale'],
  ['Heat Protection Spray 150ml', 'ST-HP-003', 'Styling Products', 8.2, 24, 6, 4, 'sale'],
  ['Texturizing Sea Salt Spray 150ml', 'ST-SS-004', 'Styling Products', 7.1, 20, 5, 11, 'sale'],
  ['Matte Styling Paste 85g', 'ST-PS-005', 'Styling Products', 6.4, 18, 5, 9, 'sale'],
  ['Smoothing Anti-Frizz Cream 100ml', 'ST-AF-006', 'Styling Products', 9.6, 28, 5, 6, 'sale'],
  ['Gentle Foaming Cleanser 150ml', 'SK-CL-001', 'Skin Care', 10.5, 32, 5, 12, 'sale'],
  ['Vitamin C Brightening Serum 30ml', 'SK-SR-002', 'Skin Care', 18, 58, 4, 2, 'sale'],
  ['Daily Moisturizer SPF 30 50ml', 'SK-MO-003', 'Skin Care', 15, 44, 4, 10, 'sale'],
  ['Hyaluronic Hydrating Mask 75ml', 'SK-MK-004', 'Skin Care', 12, 36, 3, 5, 'sale'],
  ['Exfoliating Enzyme Peel 50ml', 'SK-PL-005', 'Skin Care', 16.5, 48, 3, 7, 'sale'],
  ['Gel Polish Classic Red 15ml', 'NC-GP-RED', 'Nail Care', 5.2, 14, 4, 9, 'usage'],
  ['Gel Polish Ballet Pink 15ml', 'NC-GP-PNK', 'Nail Care', 5.2, 14, 4, 3, 'usage'],
  ['Gel Base & Top Coat Duo', 'NC-BT-001', 'Nail Care', 9.8, 24, 3, 6, 'usage'],
  ['Cuticle Oil Pen', 'NC-CO-002', 'Nail Care', 2.1, 9, 10, 34, 'sale'],
  ['Acetone Polish Remover 1L', 'NC-RM-003', 'Nail Care', 4.6, null, 3, 0, 'usage'],
  ['Nail Files 100/180 (pack of 50)', 'NC-FL-004', 'Nail Care', 11, null, 2, 5, 'usage'],
  ['Foil Sheets 5x11 in (500)', 'TS-FL-001', 'Tools & Supplies', 14.5, null, 3, 8, 'usage'],
  ['Nitrile Gloves Medium (100)', 'TS-GL-002', 'Tools & Supplies', 7.9, null, 6, 14, 'usage'],
  ['Disposable Neck Strips (5 rolls)', 'TS-NS-003', 'Tools & Supplies', 6.3, null, 4, 4, 'usage'],
  ['Cotton Rounds (200)', 'TS-CR-004', 'Tools & Supplies', 3.4, null, 5, 12, 'usage'],
  ['Barbicide Disinfectant 64oz', 'TS-DS-005', 'Tools & Supplies', 18.75, null, 2, 3, 'usage'],
  ['Detangling Brush', 'RA-BR-001', 'Retail Accessories', 6, 18, 4, 11, 'sale'],
  ['Silk Scrunchies (3 pack)', 'RA-SC-002', 'Retail Accessories', 4.5, 15, 5, 16, 'sale'],
  ['Travel Size Kit', 'RA-TK-003', 'Retail Accessories', 9, 25, 3, 6, 'sale'],
  ['Wide Tooth Comb', 'RA-CB-004', 'Retail Accessories', 1.8, 7.5, 4, 13, 'sale'],
  ['Keratin Shine Spray 150ml', 'ST-KS-099', 'Styling Products', 8, 23, 0, 2, 'sale'],
];

/** Discontinued: kept for its history, hidden from the default (active) list. */
const INACTIVE = new Set(['ST-KS-099']);

const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

type Event = { at: Date; type: InventoryTransactionType; change: number; reason: string | null; by: 'manager' | 'reception' | 'stylist' };

/**
 * Product categories, items and three months of stock history (DECISIONS §10): opening stock,
 * then sales or chair usage, purchases when a shelf reaches its reorder level, now and then a
 * return or a correction, each row's quantity_after running on to the item's quantity today.
 */
export async function loadDemoInventory(manager: EntityManager): Promise<void> {
  const random = seededRandom(1414);
  const now = new Date();
  const users = await manager.find(UserEntity, { select: { userId: true, username: true } });
  const userId = (username: string) => users.find((user) => user.username === username)?.userId ?? null;

  const { identifiers: categoryIds } = await manager.insert(
    ProductCategoryEntity,
    CATEGORIES.map((category) => ({ ...categoryInputSchema.parse(category), salon_id: 1, created_at: new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS) })),
  );
  const categoryId = new Map(CATEGORIES.map((category, index) => [category.name, categoryIds[index].category_id as number]));

  const histories = ITEMS.map((item) => history(random, item, now));
  const { identifiers: itemIds } = await manager.insert(
    InventoryItemEntity,
    ITEMS.map(([name, sku, category, cost, retail, reorder, quantity], index) => ({
      ...itemInputSchema.parse({ name, sku, category_id: categoryId.get(category), quantity, reorder_level: reorder, cost_price: cost, retail_price: retail, is_active: !INACTIVE.has(sku) }),
      salon_id: 1,
      created_at: histories[index][0].at,
      updated_at: histories[index][histories[index].length - 1].at,
    })),
  );

  const rows = histories.flatMap((events, index) => {
    let quantity = 0;
    return events.map((event) => {
      quantity += event.change;
      return {
        salon_id: 1,
        item_id: itemIds[index].item_id as number,
        type: event.type,
        quantity_change: event.change,
        quantity_after: quantity,
        reason: event.reason,
        created_by: userId(event.by),
        created_at: event.at,
      };
    });
  });
  // Oldest first, so ids follow time as they do for live changes.
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  await manager.insert(InventoryTransactionEntity, rows);
}

/**
 * One item's changes, oldest first, from opening stock to today's quantity; never below zero.
 * Written backwards from today, so the history ends where the shelf is without a last-day rush:
 * undoing a sale adds, undoing a delivery takes away (only as far as the shelf was at its reorder level).
 */
function history(random: SeededRandom, [, , , , , reorder, target, outflow]: DemoItem, now: Date): Event[] {
  const restock = Math.max(reorder * 2, 6) + random.int(2, 8);
  const dayAt = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * DAY_MS - (12 - hour) * 3_600_000 - random.int(0, 50) * 60_000);
  const newestFirst: Event[] = [];
  let quantity = target;
  for (let daysAgo = 1; daysAgo < HISTORY_DAYS; daysAgo += 1) {
    // Within a day: delivery in the morning, then what left the shelf, then a return or a correction.
    if (outflow === 'sale' && quantity > 0 && random.chance(0.015)) {
      newestFirst.push({ at: dayAt(daysAgo, 6), type: 'return', change: 1, reason: 'Client return, unopened', by: 'reception' });
      quantity -= 1;
    } else if (random.chance(0.01)) {
      newestFirst.push({ at: dayAt(daysAgo, 6), type: 'adjustment', change: -1, reason: random.pick(['Damaged in storage', 'Stock count correction']), by: 'manager' });
      quantity += 1;
    }
    if (random.chance(outflow === 'sale' ? 0.3 : 0.25)) {
      const amount = random.int(1, outflow === 'sale' ? 2 : 3);
      const reason = outflow === 'sale' ? null : random.pick(['Color service', 'Treatment', 'Back bar', null]);
      newestFirst.push({ at: dayAt(daysAgo, 4), type: outflow, change: -amount, reason, by: outflow === 'sale' ? 'reception' : 'stylist' });
      quantity += amount;
    }
    if (quantity >= restock && random.chance(0.6)) {
      const before = random.int(0, Math.min(reorder, quantity - 1));
      newestFirst.push({ at: dayAt(daysAgo, 1), type: 'purchase', change: quantity - before, reason: 'Supplier delivery', by: 'manager' });
      quantity = before;
    }
  }
  const events = newestFirst.reverse();
  // Nothing on the shelf when the item was set up: its first delivery starts the story.
  if (quantity > 0) events.unshift({ at: dayAt(HISTORY_DAYS, 0), type: 'adjustment', change: quantity, reason: INVENTORY_MESSAGES.openingStock, by: 'manager' });
  return events;
}
