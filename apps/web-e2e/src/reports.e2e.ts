import { readFile } from 'node:fs/promises';
import type { Download, Page, Response } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

type Dashboard = { revenue: { total: number }; appointments: { total: number } };
type ClientMetrics = { topSpenders: { clientId: number; clientName: string }[] };

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** "$1,234.50", as the screens write money. */
const dollars = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The next answer of a report route, with the dates it was asked for. */
function reportAnswer(page: Page, route: string, test: (params: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/reports/${route}` && response.ok() && test(url.searchParams);
  });
}

const days = (params: URLSearchParams) => Math.round((Date.parse(params.get('end_date')!) - Date.parse(params.get('start_date')!)) / 86_400_000) + 1;

/** A file the page saves, read back from disk. */
async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('reports', () => {
  it('an owner reads Reports & Analytics over two ranges and exports it as CSV and PDF', async () => {
    session = await openBrowser();
    const { page, consoleErrors } = session;
    const month = reportAnswer(page, 'dashboard');
    await page.goto('/reports');
    await signIn(page, 'owner');
    await page.getByRole('heading', { level: 1, name: 'Reports & Analytics' }).waitFor();

    // The cards say what the API computed for the current month.
    const monthFigures = (await (await month).json()).data as Dashboard;
    const revenueCard = page.getByRole('group', { name: 'Total Revenue' });
    await revenueCard.getByText(dollars(monthFigures.revenue.total), { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Employee performance' }).getByRole('row').nth(1).waitFor();

    // Week: the last 7 days, kept in the address.
    const week = reportAnswer(page, 'dashboard', (params) => days(params) === 7);
    await page.getByText('Week', { exact: true }).click();
    const weekFigures = (await (await week).json()).data as Dashboard;
    await page.waitForURL((url) => url.search === '?range=week');
    await revenueCard.getByText(dollars(weekFigures.revenue.total), { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Total Appointments' }).getByText(weekFigures.appointments.total.toLocaleString('en-US'), { exact: true }).waitFor();

    const csv = await saved(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toMatch(/^reports-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFReports & Analytics\n')).toBe(true);
    expect(text).toContain(`\nTotal Revenue,${Math.round(weekFigures.revenue.total * 100) / 100},`);
    expect(text).toContain('\nEmployee,Appointments,Revenue,Average Rating,Utilization (%)\n');

    const pdf = await saved(page, () => page.getByRole('button', { name: 'Export PDF' }).click());
    expect(pdf.name).toBe(csv.name.replace(/\.csv$/, '.pdf'));
    expect(pdf.bytes.toString('latin1').startsWith('%PDF-')).toBe(true);
    // Read as a PDF reader does: the text is drawn in the embedded DejaVu Sans, by glyph.
    const { text: pdfText } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(pdfText.startsWith('Reports & Analytics\n')).toBe(true);
    expect(pdfText).toContain('Employee Performance');
    expect(pdfText).toContain('Tomás Alvarez');
    expect(consoleErrors).toEqual([]);
  });

  it('the revenue report compares with the previous period; client analytics opens a top spender; services list their rates', async () => {
    session = await openBrowser();
    const { page, consoleErrors } = session;
    await page.goto('/reports');
    await signIn(page, 'manager');
    await page.getByRole('heading', { level: 1, name: 'Reports & Analytics' }).waitFor();

    // The Revenue Report card opens the same month.
    await page.getByRole('link', { name: 'Revenue Report' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/revenue');
    await page.getByRole('heading', { level: 1, name: 'Revenue Report' }).waitFor();
    const daily = page.getByRole('table', { name: 'Daily revenue breakdown' });
    await daily.getByRole('row').nth(1).waitFor();
    expect(await daily.getByRole('columnheader').allTextContents()).toEqual(['Date', 'Revenue', 'Appointments', 'Average Ticket']);

    const start = new URL(page.url()).searchParams.get('start')!;
    const previous = reportAnswer(page, 'revenue', (params) => params.get('end_date')! < start);
    // The box follows the address (?compare=1), which the router updates a moment after the click,
    // so click and wait for the address rather than check(), which wants the state at once.
    await page.getByRole('checkbox', { name: 'Compare to previous period' }).click();
    await previous;
    await page.waitForURL((url) => url.searchParams.get('compare') === '1');
    expect(await page.getByRole('checkbox', { name: 'Compare to previous period' }).isChecked()).toBe(true);
    await daily.getByRole('columnheader', { name: 'vs Previous' }).waitFor();
    // A growth is green or red; a day with nothing to compare shows a dash.
    const growths = await daily.locator('[data-trend]').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-trend'), getComputedStyle(cell).color]));
    for (const [trend, color] of growths) {
      const [red, green] = color!.match(/\d+/g)!.map(Number);
      if (trend === 'up') expect(green > red).toBe(true);
      if (trend === 'down') expect(red > green).toBe(true);
    }

    const csv = await saved(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.bytes.toString('utf8')).toContain('\nDate,Revenue,Appointments,Average Ticket,Previous Period Date,Previous Period Revenue,vs Previous (%)\n');

    // Client analytics: the top spender the API names, and their profile one click away.
    const metrics = reportAnswer(page, 'client-metrics');
    await page.getByRole('link', { name: 'Back to Reports' }).click();
    await page.getByRole('link', { name: 'Client Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Client Analytics' }).waitFor();
    const [top] = ((await (await metrics).json()).data as ClientMetrics).topSpenders;
    const spenders = page.getByRole('table', { name: 'Top spending clients' });
    await spenders.getByRole('rowheader', { name: top.clientName }).first().waitFor();
    await page.getByRole('group', { name: 'Most Popular Day' }).getByText(/day$/).waitFor();
    await spenders.getByRole('link', { name: `View profile of ${top.clientName}` }).first().click();
    await page.waitForURL((url) => url.pathname === `/clients/${top.clientId}`);

    // Service performance: each service with its rates.
    await page.goto('/reports/services');
    const services = page.getByRole('table', { name: 'Service performance' });
    await services.getByRole('row').nth(1).waitFor();
    expect(await services.getByRole('columnheader').allTextContents()).toEqual([
      'Service',
      'Appointments',
      'Completed',
      'Revenue',
      'Average Price',
      'Cancellation Rate',
      'No-show Rate',
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
