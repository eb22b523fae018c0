import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

// An item of the journey's own, so the demo's stock and counts stay as they were.
const ITEM = 'Journey Argan Repair Mask';
const SKU = 'E2E-ARGAN-01';

describe('inventory', () => {
  it('a manager adds an item, sells it below its reorder level, sees it turn red and listed under Low Stock Items', async () => {
    const { page } = session;
    await page.goto('/inventory');
    await signIn(page, 'manager');
    await page.getByRole('heading', { name: 'Inventory', exact: true }).waitFor();

    // 12 in stock at reorder level 5: above 1.5 × 5, so green.
    await page.getByRole('link', { name: 'Add New Item' }).click();
    await page.getByRole('heading', { name: 'New Item', exact: true }).waitFor();
    await page.getByLabel('Product name').fill(`  ${ITEM}  `);
    await page.getByLabel('SKU').fill(SKU);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Hair Care', exact: true }).click();
    await page.getByLabel('Quantity').fill('12');
    await page.getByLabel('Reorder level').fill('5');
    await page.getByLabel('Retail price').fill('28.50');
    await page.getByRole('button', { name: 'Create Item' }).click();
    await page.waitForURL((url) => /^\/inventory\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: ITEM, exact: true }).waitFor();
    const itemPath = new URL(page.url()).pathname;
    const headerLevel = page.locator('[data-stock-level]').first();
    await headerLevel.getByText('In stock', { exact: true }).waitFor();
    expect(await headerLevel.getAttribute('data-stock-level')).toBe('ok');

    // From the list: a sale of 8 leaves 4, at or below the reorder level of 5.
    await page.goto('/inventory');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Argan Repair');
    await page.waitForURL(/search=Argan/);
    const row = page.getByRole('row').filter({ hasText: SKU });
    await row.getByRole('button', { name: `Adjust stock of ${ITEM}` }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock: ${ITEM}` });
    await dialog.getByText('Sale', { exact: true }).click();
    await dialog.getByLabel('Quantity').fill('8');
    await dialog.getByText('Stock after this change: 4', { exact: true }).waitFor();
    await dialog.getByLabel('Reason').fill('Sold at the desk');
    await dialog.getByRole('button', { name: 'Adjust Stock' }).click();
    await page.getByText(`${ITEM}: 4 in stock.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Red, and said in words beside the colour.
    const rowLevel = row.locator('[data-stock-level]');
    await rowLevel.getByText('Low', { exact: true }).waitFor();
    expect(await rowLevel.getAttribute('data-stock-level')).toBe('low');
    expect(await rowLevel.textContent()).toBe('4Low');

    // Low Stock Items lists it among the demo's low and out-of-stock products.
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Low Stock Items' }).click();
    await page.waitForURL(/low_stock=true/);
    await page.getByRole('button', { name: 'Low Stock Items', pressed: true }).waitFor();
    const listed = page.getByRole('row').filter({ hasText: SKU });
    await listed.waitFor();
    expect(await listed.locator('[data-stock-level]').getAttribute('data-stock-level')).toBe('low');
    const levels = await page.locator('tbody [data-stock-level]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-stock-level')));
    expect(levels.length).toBeGreaterThan(1);
    expect(levels.every((level) => level === 'low')).toBe(true);

    // The item page shows the sale in its stock history; deleting the item leaves the demo's inventory as it was.
    await page.goto(itemPath);
    const history = page.getByRole('table', { name: 'Stock history' });
    await history.getByRole('row').filter({ hasText: 'Sold at the desk' }).getByText('−8', { exact: true }).waitFor();
    await history.getByRole('row').filter({ hasText: 'Opening stock' }).getByText('+12', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/inventory');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(SKU);
    await page.getByText('No items found').waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
