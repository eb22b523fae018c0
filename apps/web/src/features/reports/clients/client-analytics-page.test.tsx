import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { dataResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildClientAnalytics, buildClientMetrics, reportHandlers } from '../../../testing/fixtures/reports';
import { setupUser } from '../../../testing/user-actions';
import { blobText, card, freezeToday, rangesAsked, region, stubFileSave, tableRows } from '../testing/report-test-helpers';

function stubClientsApi(user: SessionUser = ownerUser, handlers: ApiHandlers = {}) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...reportHandlers(), ...handlers });
}

async function openClientAnalytics(path = '/reports/clients', user: SessionUser = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Client Analytics' });
  return rendered;
}

describe('client analytics', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    freezeToday();
  });

  it('shows the cards, segments, visit frequency, the trend and the insights, all from the API', async () => {
    const calls = stubClientsApi();
    await openClientAnalytics('/reports/clients?start=2026-11-01&end=2026-11-14');

    await within(card('Total Clients')).findByText('98');
    expect(card('New Clients')).toHaveTextContent('12');
    expect(card('Returning Clients')).toHaveTextContent('8687.8% retention');
    expect(card('Avg Visits/Client')).toHaveTextContent('1.6');
    expect(rangesAsked(calls, 'GET /api/reports/client-metrics')).toEqual(['2026-11-01..2026-11-14']);
    expect(rangesAsked(calls, 'GET /api/reports/client-analytics')).toEqual(['2026-11-01..2026-11-14']);

    await waitFor(() => expect(tableRows('Client segments figures')).toHaveLength(6));
    expect(tableRows('Client segments figures')).toEqual([
      ['Segment', 'Clients', 'Share'],
      ['New', '12', '10%'],
      ['Regular', '60', '50%'],
      ['VIP', '6', '5%'],
      ['At risk', '30', '25%'],
      ['Lost', '12', '10%'],
    ]);
    expect(within(region('Client Segments')).getByText('Last visit more than 180 days before')).toBeInTheDocument();
    expect(tableRows('Visit frequency figures')).toEqual([
      ['Visits', 'Clients'],
      ['1 visit', '50'],
      ['2-3 visits', '40'],
      ['4-6 visits', '8'],
      ['7-11 visits', '0'],
      ['12+ visits', '0'],
    ]);
    expect(tableRows('Retention and acquisition figures')).toEqual([
      ['Week', 'New clients', 'Returning clients'],
      ['Week of Nov 1', '4', '26'],
      ['Week of Nov 8', '3', '22'],
    ]);
    expect(card('Most Popular Day')).toHaveTextContent('Saturday24.4% of appointments');
    expect(card('Peak Hours')).toHaveTextContent('2 PM – 5 PM31.7% of appointments start then');
    expect(card('Average Lifetime Value')).toHaveTextContent('$812.40');
  });

  it('ranks the top spending clients with a View Profile link to each', async () => {
    stubClientsApi();
    await openClientAnalytics();

    const table = await within(region('Top Spending Clients')).findByRole('table', { name: 'Top spending clients' });
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['#', 'Client', 'Total Spent', 'Visits', 'Avg per Visit', 'Profile'],
      ['1', 'Ana Silva', '$640.00', '4', '$160.00', 'View Profile'],
      ['2', 'Ben Okafor', '$210.50', '2', '$105.25', 'View Profile'],
    ]);
    expect(within(table).getByRole('link', { name: 'View profile of Ana Silva' })).toHaveAttribute('href', '/clients/31');
  });

  it('offers no profile link to an account that may not open clients', async () => {
    const analyst = buildUser({ roles: [{ name: 'analyst', permissions: [{ name: 'reports:read' }] }], permissions: ['reports:read'] });
    stubClientsApi(analyst);
    await openClientAnalytics('/reports/clients', analyst);

    const table = await within(region('Top Spending Clients')).findByRole('table', { name: 'Top spending clients' });
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "No data available" and shows dashes when nobody came', async () => {
    stubClientsApi(ownerUser, {
      'GET /api/reports/client-metrics': () =>
        dataResponse(buildClientMetrics({ totalClients: 0, newClients: 0, returningClients: 0, retentionRate: null, averageVisitsPerClient: null, topSpenders: [] })),
      'GET /api/reports/client-analytics': () =>
        dataResponse(
          buildClientAnalytics({
            segments: buildClientAnalytics().segments.map((segment) => ({ ...segment, count: 0, percentage: 0 })),
            visitFrequency: buildClientAnalytics().visitFrequency.map((bucket) => ({ ...bucket, clients: 0 })),
            trend: [{ startDate: '2026-11-01', endDate: '2026-11-07', activeClients: 0, newClients: 0, returningClients: 0, retentionRate: null }],
            busiestWeekday: null,
            peakHours: null,
            averageLifetimeValue: null,
          }),
        ),
    });
    await openClientAnalytics();

    expect(await within(region('Client Segments')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Visit Frequency Distribution')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Retention & Acquisition')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Top Spending Clients')).getByText('No data available')).toBeInTheDocument();
    expect(card('Returning Clients')).toHaveTextContent('0— retention');
    expect(card('Avg Visits/Client')).toHaveTextContent('—');
    expect(card('Most Popular Day')).toHaveTextContent('—No appointments in this period');
    expect(card('Peak Hours')).toHaveTextContent('—No appointments in this period');
    expect(card('Average Lifetime Value')).toHaveTextContent('—');
  });

  it('exports the analytics as CSV, a client name a spreadsheet would run kept as text', async () => {
    const saved = stubFileSave();
    stubClientsApi(ownerUser, {
      'GET /api/reports/client-metrics': () =>
        dataResponse(buildClientMetrics({ topSpenders: [{ clientId: 4, clientName: '@SUM(1+1)', totalSpent: 99.5, visitCount: 1, averagePerVisit: 99.5 }] })),
    });
    await openClientAnalytics('/reports/clients?start=2026-11-01&end=2026-11-14');
    await within(card('Total Clients')).findByText('98');

    await setupUser().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.names).toEqual(['client-analytics-2026-11-01-to-2026-11-14.csv']));
    const csv = await blobText(saved.files[0]);
    expect(csv).toContain("\nTop Spending Clients\nRank,Client,Total Spent,Visits,Average per Visit\n1,'@SUM(1+1),99.5,1,99.5\n");
    expect(csv).toContain('\nPeak Hours,2 PM – 5 PM\n');
    expect(csv).toContain('\nWeek of Nov 1,2026-11-01,2026-11-07,30,4,26,86.7\n');
  });
});
