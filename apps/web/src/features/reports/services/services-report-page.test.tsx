import { screen, waitFor, within } from '@testing-library/react';
import type { ServiceReportRow } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { dataResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildServiceReportRow, reportHandlers } from '../../../testing/fixtures/reports';
import { setupUser } from '../../../testing/user-actions';
import { blobText, freezeToday, rangesAsked, region, stubFileSave, tableRows } from '../testing/report-test-helpers';

function stubServicesApi(handlers: ApiHandlers = {}) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(ownerUser), ...reportHandlers(), ...handlers });
}

async function openServicesReport(path = '/reports/services') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Service Performance' });
  return rendered;
}

describe('service performance report', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    freezeToday();
  });

  it('shows each service with its count, revenue, average price and rates, as a table and charts', async () => {
    const calls = stubServicesApi({
      'GET /api/reports/services': () =>
        dataResponse([
          buildServiceReportRow(),
          buildServiceReportRow({ serviceId: 2, serviceName: 'Bridal Hair and Makeup Trial', count: 1, completed: 0, cancelled: 0, noShows: 1, revenue: 0, averagePrice: null, cancellationRate: 0, noShowRate: 100 }),
        ]),
    });
    await openServicesReport();

    const table = await within(region('Services')).findByRole('table', { name: 'Service performance' });
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Service', 'Appointments', 'Completed', 'Revenue', 'Average Price', 'Cancellation Rate', 'No-show Rate'],
      ["Women's Haircut", '18', '15', '$990.00', '$66.00', '10%', '6.3%'],
      ['Bridal Hair and Makeup Trial', '1', '0', '$0.00', '—', '0%', '100%'],
    ]);
    expect(within(table).getByRole('link', { name: "Women's Haircut" })).toHaveAttribute('href', '/services/5');
    expect(rangesAsked(calls, 'GET /api/reports/services')).toEqual(['2026-11-01..2026-11-30']);

    expect(tableRows('Bookings by service figures').slice(1)).toEqual([
      ["Women's Haircut", '18'],
      ['Bridal Hair and Makeup Trial', '1'],
    ]);
    expect(tableRows('Cancellation and no-show rates figures')).toEqual([
      ['Service', 'Cancellation rate', 'No-show rate'],
      ["Women's Haircut", '10%', '6.3%'],
      ['Bridal Hair and Makeup Trial', '0%', '100%'],
    ]);
  });

  it('says "No data available" when nothing was booked', async () => {
    stubServicesApi({ 'GET /api/reports/services': () => dataResponse([]) });
    await openServicesReport('/reports/services?start=2026-11-20&end=2026-11-24');

    expect(await within(region('Bookings by Service')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Revenue by Service')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Cancellation & No-show Rates')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Services')).getByText('No data available')).toBeInTheDocument();
  });

  it('exports one row per service', async () => {
    const saved = stubFileSave();
    const rows: ServiceReportRow[] = [buildServiceReportRow()];
    stubServicesApi({ 'GET /api/reports/services': () => dataResponse(rows) });
    await openServicesReport('/reports/services?start=2026-11-20&end=2026-11-24');
    await within(region('Services')).findByRole('table', { name: 'Service performance' });

    await setupUser().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.names).toEqual(['service-performance-2026-11-20-to-2026-11-24.csv']));
    expect(await blobText(saved.files[0])).toContain(
      "\nService,Appointments,Completed,Cancelled,No-shows,Revenue,Average Price,Cancellation Rate (%),No-show Rate (%)\nWomen's Haircut,18,15,2,1,990,66,10,6.3\n",
    );
  });
});
