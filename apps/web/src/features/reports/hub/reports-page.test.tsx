import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildEmployeePerformance, buildReportDashboard, buildRevenuePoint, reportHandlers, revenueDays } from '../../../testing/fixtures/reports';
import { pdfTexts } from '../../../testing/pdf-testing';
import { setupUser } from '../../../testing/user-actions';
import { blobText, card, freezeToday, rangesAsked, region, stubFileSave, tableRows } from '../testing/report-test-helpers';

// The PDF's font is fetched in the browser; here the export gets the same files read from disk.
vi.mock('../../../lib/files/pdf-font', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/files/pdf-font')>()),
  loadPdfFont: async () => (await import('../../../testing/pdf-testing')).pdfFontFiles(),
}));

function stubReportsApi(user: SessionUser = ownerUser, handlers: ApiHandlers = {}) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...reportHandlers(), ...handlers });
}

async function openReports(path = '/reports') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' });
  return rendered;
}

describe('Reports & Analytics', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    freezeToday();
  });

  it('opens on the current month with the four cards, the charts and the employees', async () => {
    const calls = stubReportsApi();
    await openReports();

    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(card('Total Revenue')).toHaveTextContent('$12,480.50Up+12.5%vs previous period');
    expect(card('Total Appointments')).toHaveTextContent('164150 completed');
    expect(card('Active Clients')).toHaveTextContent('9812 new');
    // No change to show: no arrow and no invented percentage.
    expect(card('Average Ticket')).toHaveTextContent(/^Average Ticket\$83\.20$/);
    expect(screen.getByText('Nov 1, 2026 – Nov 30, 2026')).toBeInTheDocument();
    expect(rangesAsked(calls, 'GET /api/reports/dashboard')).toEqual(['2026-11-01..2026-11-30']);
    expect(rangesAsked(calls, 'GET /api/reports/employee-performance')).toEqual(['2026-11-01..2026-11-30']);

    expect(tableRows('Revenue per day')).toEqual([
      ['Day', 'Revenue'],
      ['Nov 22', '$420.00'],
      ['Nov 23', '$0.00'],
      ['Nov 24', '$318.75'],
    ]);
    expect(tableRows('Service Popularity figures')).toEqual([
      ['Service', 'Revenue'],
      ["Women's Haircut", '$990.00'],
      ['Gel Manicure', '$540.00'],
      ['Beard Trim', '$70.00'],
    ]);

    const employees = within(region('Employee Performance')).getByRole('table', { name: 'Employee performance' });
    expect(within(employees).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Employee', 'Appointments', 'Revenue', 'Avg Rating', 'Utilization'],
      ['Rosa Diaz', '42', '$3,150.00', '4.6', '78.8%'],
      // No ratings and nothing scheduled: dashes, never made-up figures.
      ['Sam Stone', '0', '$0.00', '—', '—'],
    ]);
    expect(within(employees).getByRole('progressbar', { name: 'Rosa Diaz utilization' })).toHaveAttribute('aria-valuenow', '78.8');
  });

  it('fills a utilization bar at most, whatever the percent says', async () => {
    stubReportsApi(ownerUser, { 'GET /api/reports/employee-performance': () => dataResponse([buildEmployeePerformance({ utilizationRate: 112.5 })]) });
    await openReports();

    const bar = await screen.findByRole('progressbar', { name: 'Rosa Diaz utilization' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.closest('tr')).toHaveTextContent('112.5%');
  });

  it.each([
    ['Today', '?range=today', '2026-11-24..2026-11-24'],
    ['Week', '?range=week', '2026-11-18..2026-11-24'],
    ['Quarter', '?range=quarter', '2026-08-27..2026-11-24'],
    ['Year', '?range=year', '2025-11-25..2026-11-24'],
  ])('asks for %s when chosen, and keeps it in the address', async (label, search, dates) => {
    const calls = stubReportsApi();
    const { router } = await openReports();
    await within(card('Total Revenue')).findByText('$12,480.50');

    await setupUser().click(screen.getByRole('radio', { name: label }));

    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/revenue')).toEqual(['2026-11-01..2026-11-30', dates]));
    expect(router.state.location.search).toBe(search);
    expect(rangesAsked(calls, 'GET /api/reports/dashboard').at(-1)).toBe(dates);
    expect(rangesAsked(calls, 'GET /api/reports/service-popularity').at(-1)).toBe(dates);
    expect(rangesAsked(calls, 'GET /api/reports/employee-performance').at(-1)).toBe(dates);
  });

  it('opens on the range in the address, and Month takes it back out', async () => {
    const calls = stubReportsApi();
    const { router } = await openReports('/reports?range=week');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/dashboard')).toEqual(['2026-11-18..2026-11-24']));

    await setupUser().click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/dashboard').at(-1)).toBe('2026-11-01..2026-11-30'));
  });

  it('says "No data available" where a chart or the table has nothing', async () => {
    stubReportsApi(ownerUser, {
      'GET /api/reports/revenue': () => dataResponse([buildRevenuePoint({ date: '2026-11-01' }), buildRevenuePoint({ date: '2026-11-02' })]),
      'GET /api/reports/service-popularity': () => dataResponse([]),
      'GET /api/reports/employee-performance': () => dataResponse([]),
    });
    await openReports();

    expect(await within(region('Revenue Trend')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Service Popularity')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Employee Performance')).getByText('No data available')).toBeInTheDocument();
  });

  it('shows a placeholder while the figures load', async () => {
    stubReportsApi(ownerUser, { 'GET /api/reports/revenue': () => new Promise<Response>(() => undefined) });
    await openReports();

    expect(within(region('Revenue Trend')).getByRole('status', { name: 'Loading Revenue Trend' })).toBeInTheDocument();
  });

  it('links to the three detailed reports on the same range', async () => {
    stubReportsApi();
    await openReports('/reports?range=week');

    expect(screen.getByRole('link', { name: 'Revenue Report' })).toHaveAttribute('href', '/reports/revenue?start=2026-11-18&end=2026-11-24');
    expect(screen.getByRole('link', { name: 'Client Analytics' })).toHaveAttribute('href', '/reports/clients?start=2026-11-18&end=2026-11-24');
    expect(screen.getByRole('link', { name: 'Service Performance' })).toHaveAttribute('href', '/reports/services?start=2026-11-18&end=2026-11-24');
  });

  it('exports the figures on screen as a formula-safe CSV and as a PDF', async () => {
    const saved = stubFileSave();
    stubReportsApi(ownerUser, {
      'GET /api/reports/dashboard': () => dataResponse(buildReportDashboard({ revenue: { total: -40, change: null } })),
      'GET /api/reports/employee-performance': () => dataResponse([buildEmployeePerformance({ employeeName: '=HYPERLINK("http://x")', averageRating: null })]),
    });
    await openReports('/reports?range=week');
    const user = setupUser();
    await within(card('Total Revenue')).findByText('-$40.00');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.names).toEqual(['reports-2026-11-18-to-2026-11-24.csv']));
    const csv = await blobText(saved.files[0]);
    expect(csv.startsWith('\uFEFFReports & Analytics\nPeriod,"Nov 18, 2026 – Nov 24, 2026"\n\nSummary\n')).toBe(true);
    // A negative amount stays a number; a name a spreadsheet would run is prefixed with an apostrophe.
    expect(csv).toContain('\nTotal Revenue,-40,\n');
    expect(csv).toContain(`\nEmployee,Appointments,Revenue,Average Rating,Utilization (%)\n"'=HYPERLINK(""http://x"")",42,3150,,78.8\n`);

    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved.names).toEqual(['reports-2026-11-18-to-2026-11-24.csv', 'reports-2026-11-18-to-2026-11-24.pdf']));
    expect((await blobText(saved.files[1])).startsWith('%PDF-')).toBe(true);
    const pdf = await pdfTexts(saved.files[1]);
    expect(pdf.slice(0, 2)).toEqual(['Reports & Analytics', 'Nov 18, 2026 – Nov 24, 2026']);
    expect(pdf).toContain('Employee Performance');
    expect(pdf).toContain('=HYPERLINK("http://x")');
  });

  it('says why figures failed and asks again for them on Retry', async () => {
    let failing = true;
    const calls = stubReportsApi(ownerUser, {
      'GET /api/reports/revenue': () => (failing ? errorResponse(400, 'VALIDATION_FAILED', 'The range must be at most 366 days') : dataResponse(revenueDays())),
    });
    await openReports();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load report dataThe range must be at most 366 days');
    expect(within(region('Revenue Trend')).getByText('Could not be loaded.')).toBeInTheDocument();
    // A refusal is not retried on its own.
    expect(callsTo(calls, 'GET /api/reports/revenue')).toHaveLength(1);

    failing = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tableRows('Revenue per day')).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/reports/dashboard')).toHaveLength(1);
  });

  it('is not open without reports:read, and the menu has no Reports', async () => {
    stubReportsApi(stylistUser);
    signIn(stylistUser);
    const { router } = renderApp('/reports');

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
