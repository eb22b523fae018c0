import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServicePopularity } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { dataResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildReportDashboard, buildRevenuePoint, reportHandlers, revenueDays } from '../../../testing/fixtures/reports';
import { setupUser } from '../../../testing/user-actions';
import { blobText, card, freezeToday, rangesAsked, region, stubFileSave, tableRows } from '../testing/report-test-helpers';

/** The three days before Nov 22-24, as the comparison asks for them. */
const previousDays = () => [
  buildRevenuePoint({ date: '2026-11-19', revenue: 300, appointments: 4, completed: 4, averageTicket: 75 }),
  buildRevenuePoint({ date: '2026-11-20', revenue: 0 }),
  buildRevenuePoint({ date: '2026-11-21', revenue: 425, appointments: 5, completed: 5, averageTicket: 85 }),
];

function stubRevenueApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    ...reportHandlers(),
    'GET /api/reports/revenue': ({ url }) => dataResponse(url.includes('start_date=2026-11-19') ? previousDays() : revenueDays()),
    ...handlers,
  });
}

async function openRevenue(path = '/reports/revenue') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Revenue Report' });
  return rendered;
}

const dailyRows = () =>
  within(screen.getByRole('table', { name: 'Daily revenue breakdown' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('revenue report', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    freezeToday();
  });

  it('opens on the current month with the four cards, the trend, the services and each day', async () => {
    const calls = stubRevenueApi();
    await openRevenue();

    expect(screen.getByLabelText('Start date')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-11-30');
    await within(card('Total Revenue')).findByText('$12,480.50');
    // Growth shows only when comparing.
    expect(card('Total Revenue')).toHaveTextContent(/^Total Revenue\$12,480\.50$/);
    expect(card('Total Appointments')).toHaveTextContent('164150 completed');
    expect(card('Average Ticket')).toHaveTextContent('$83.20per completed appointment');
    // $12,480.50 over the 24 days of November so far (today is the 24th), not all 30.
    expect(card('Daily Average')).toHaveTextContent('$520.02revenue per day');
    expect(rangesAsked(calls, 'GET /api/reports/revenue')).toEqual(['2026-11-01..2026-11-30']);

    expect(tableRows('Revenue per day')).toEqual([
      ['Day', 'Revenue'],
      ['Nov 22', '$420.00'],
      ['Nov 23', '$0.00'],
      ['Nov 24', '$318.75'],
    ]);
    expect(tableRows('Revenue by Service figures')).toHaveLength(4);
    expect(dailyRows()).toEqual([
      ['Date', 'Revenue', 'Appointments', 'Average Ticket'],
      ['Nov 22, 2026', '$420.00', '6', '$84.00'],
      ['Nov 23, 2026', '$0.00', '0', '—'],
      ['Nov 24, 2026', '$318.75', '4', '$106.25'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute('href', '/reports');
  });

  it('lists the top five services by revenue with rank, appointments, revenue and share', async () => {
    const six: ServicePopularity[] = ['Balayage', 'Cut', 'Colour', 'Gloss', 'Blow Dry', 'Fringe'].map((name, index) => ({
      serviceId: index + 1,
      serviceName: name,
      count: 10 - index,
      revenue: 600 - index * 100,
      percentage: [28.6, 23.8, 19, 14.3, 9.5, 4.8][index],
    }));
    stubRevenueApi({ 'GET /api/reports/service-popularity': () => dataResponse(six) });
    await openRevenue();

    const top = await within(region('Top Revenue Services')).findByRole('table', { name: 'Top revenue services' });
    expect(within(top).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['#', 'Service', 'Appointments', 'Revenue', 'Share'],
      ['1', 'Balayage', '10', '$600.00', '28.6%'],
      ['2', 'Cut', '9', '$500.00', '23.8%'],
      ['3', 'Colour', '8', '$400.00', '19%'],
      ['4', 'Gloss', '7', '$300.00', '14.3%'],
      ['5', 'Blow Dry', '6', '$200.00', '9.5%'],
    ]);
  });

  it('compares with the previous period of the same length: both lines, growth, and vs Previous in green or red', async () => {
    const calls = stubRevenueApi();
    const { router } = await openRevenue('/reports/revenue?start=2026-11-22&end=2026-11-24');
    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(card('Daily Average')).toHaveTextContent('$4,160.17');

    await setupUser().click(screen.getByRole('checkbox', { name: 'Compare to previous period' }));

    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/revenue')).toEqual(['2026-11-22..2026-11-24', '2026-11-19..2026-11-21']));
    expect(router.state.location.search).toBe('?start=2026-11-22&end=2026-11-24&compare=1');
    await waitFor(() => expect(tableRows('Revenue per day')[0]).toEqual(['Day', 'Current period', 'Previous period']));
    expect(tableRows('Revenue per day').slice(1)).toEqual([
      ['Nov 22', '$420.00', '$300.00'],
      ['Nov 23', '$0.00', '$0.00'],
      ['Nov 24', '$318.75', '$425.00'],
    ]);
    expect(card('Total Revenue')).toHaveTextContent('$12,480.50Up+12.5%vs previous period');

    expect(dailyRows()).toEqual([
      ['Date', 'Revenue', 'Appointments', 'Average Ticket', 'vs Previous'],
      ['Nov 22, 2026', '$420.00', '6', '$84.00', '+40%'],
      // Nothing taken the day before: no invented percentage.
      ['Nov 23, 2026', '$0.00', '0', '—', '—'],
      ['Nov 24, 2026', '$318.75', '4', '$106.25', '-25%'],
    ]);
    const up = screen.getByText('+40%');
    const down = screen.getByText('-25%');
    expect(up).toHaveAttribute('data-trend', 'up');
    expect(up.style.color).toContain('green');
    expect(down).toHaveAttribute('data-trend', 'down');
    expect(down.style.color).toContain('red');
  });

  it('compares a range reaching past today on its days so far: the days to come read a dash, not -100%', async () => {
    const calls = stubRevenueApi({
      'GET /api/reports/revenue': ({ url }) =>
        dataResponse(url.includes('start_date=2026-11-19') ? previousDays() : [...revenueDays(), buildRevenuePoint({ date: '2026-11-25' }), buildRevenuePoint({ date: '2026-11-26' })]),
    });
    await openRevenue('/reports/revenue?start=2026-11-22&end=2026-11-26&compare=1');

    // Three days have begun (the 22nd to today, the 24th): they are compared with the three before.
    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/revenue')).toEqual(['2026-11-22..2026-11-26', '2026-11-19..2026-11-21']));
    await waitFor(() => expect(screen.getByText('+40%')).toBeInTheDocument());
    // $12,480.50 over those three days, not five.
    expect(card('Daily Average')).toHaveTextContent('$4,160.17revenue per day');
    expect(tableRows('Revenue per day').slice(1)).toEqual([
      ['Nov 22', '$420.00', '$300.00'],
      ['Nov 23', '$0.00', '$0.00'],
      ['Nov 24', '$318.75', '$425.00'],
      ['Nov 25', '$0.00', '—'],
      ['Nov 26', '$0.00', '—'],
    ]);
    expect(dailyRows()).toEqual([
      ['Date', 'Revenue', 'Appointments', 'Average Ticket', 'vs Previous'],
      ['Nov 22, 2026', '$420.00', '6', '$84.00', '+40%'],
      ['Nov 23, 2026', '$0.00', '0', '—', '—'],
      ['Nov 24, 2026', '$318.75', '4', '$106.25', '-25%'],
      ['Nov 25, 2026', '$0.00', '0', '—', '—'],
      ['Nov 26, 2026', '$0.00', '0', '—', '—'],
    ]);
  });

  it('sets today beside the previous day only up to the same time of day, in the table, the trend and the export', async () => {
    const saved = stubFileSave();
    // It is 12:00 on the 24th: the API compares today and November 21 up to 12:00, when the 21st had taken $318.75 of its $425.
    const cutDay = buildRevenuePoint({ date: '2026-11-21', revenue: 318.75, appointments: 3, completed: 3, averageTicket: 106.25 });
    stubRevenueApi({ 'GET /api/reports/dashboard': () => dataResponse(buildReportDashboard({ comparedUntil: '12:00', previousLastDay: cutDay })) });
    await openRevenue('/reports/revenue?start=2026-11-22&end=2026-11-24&compare=1');

    await waitFor(() => expect(screen.getByText('+40%')).toBeInTheDocument());
    expect(dailyRows()).toEqual([
      ['Date', 'Revenue', 'Appointments', 'Average Ticket', 'vs Previous'],
      ['Nov 22, 2026', '$420.00', '6', '$84.00', '+40%'],
      ['Nov 23, 2026', '$0.00', '0', '—', '—'],
      // $318.75 against $318.75 by noon, not -25% against the whole of November 21.
      ['Nov 24, 2026', '$318.75', '4', '$106.25', '0%both up to 12:00 PM'],
    ]);
    expect(tableRows('Revenue per day').slice(1)).toEqual([
      ['Nov 22', '$420.00', '$300.00'],
      ['Nov 23', '$0.00', '$0.00'],
      ['Nov 24', '$318.75', '$318.75'],
    ]);

    await setupUser().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    const csv = await blobText(saved.files[0]);
    expect(csv).toContain('Period,"Nov 22, 2026 – Nov 24, 2026 (compared with Nov 19, 2026 – Nov 21, 2026, today and its last day both up to 12:00 PM)"\n');
    expect(csv).toContain('2026-11-24,318.75,4,106.25,2026-11-21,318.75,0');
  });

  it('compares nothing and gives no daily average for a range that has not begun', async () => {
    const saved = stubFileSave();
    const calls = stubRevenueApi({
      'GET /api/reports/dashboard': () => dataResponse(buildReportDashboard({ revenue: { total: 0, change: null } })),
      'GET /api/reports/revenue': () => dataResponse([buildRevenuePoint({ date: '2026-11-25' }), buildRevenuePoint({ date: '2026-11-26' })]),
    });
    await openRevenue('/reports/revenue?start=2026-11-25&end=2026-11-26&compare=1');

    await waitFor(() => expect(dailyRows()).toEqual([
      ['Date', 'Revenue', 'Appointments', 'Average Ticket', 'vs Previous'],
      ['Nov 25, 2026', '$0.00', '0', '—', '—'],
      ['Nov 26, 2026', '$0.00', '0', '—', '—'],
    ]));
    expect(card('Daily Average')).toHaveTextContent(/^Daily Average—revenue per day$/);
    expect(rangesAsked(calls, 'GET /api/reports/revenue')).toEqual(['2026-11-25..2026-11-26']);

    await setupUser().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(await blobText(saved.files[0])).toContain('Period,"Nov 25, 2026 – Nov 26, 2026 (not begun: nothing to compare yet)"\n');
  });

  it('asks again when a date changes, and asks nothing while the end is before the start', async () => {
    const calls = stubRevenueApi();
    const { router } = await openRevenue('/reports/revenue?start=2026-11-22&end=2026-11-24');
    await within(card('Total Revenue')).findByText('$12,480.50');

    // A date picker hands over a whole date at once.
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(rangesAsked(calls, 'GET /api/reports/dashboard').at(-1)).toBe('2026-11-10..2026-11-24'));
    expect(router.state.location.search).toBe('?start=2026-11-10&end=2026-11-24');

    const asked = calls.mock.calls.length;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-05' } });
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByText('Choose a start and an end date to see the report.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(calls.mock.calls.length).toBe(asked);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says "No data available" when nothing was taken and no service was booked', async () => {
    stubRevenueApi({
      'GET /api/reports/revenue': () => dataResponse([buildRevenuePoint({ date: '2026-11-01' })]),
      'GET /api/reports/service-popularity': () => dataResponse([]),
    });
    await openRevenue();

    expect(await within(region('Revenue Trend')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Revenue by Service')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Top Revenue Services')).getByText('No data available')).toBeInTheDocument();
  });

  it('exports the comparison day by day', async () => {
    const saved = stubFileSave();
    stubRevenueApi();
    await openRevenue('/reports/revenue?start=2026-11-22&end=2026-11-24&compare=1');
    await waitFor(() => expect(screen.getByText('+40%')).toBeInTheDocument());

    await setupUser().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.names).toEqual(['revenue-report-2026-11-22-to-2026-11-24.csv']));
    const csv = await blobText(saved.files[0]);
    expect(csv).toContain('Period,"Nov 22, 2026 – Nov 24, 2026 (compared with Nov 19, 2026 – Nov 21, 2026)"\n');
    expect(csv).toContain(
      [
        'Date,Revenue,Appointments,Average Ticket,Previous Period Date,Previous Period Revenue,vs Previous (%)',
        '2026-11-22,420,6,84,2026-11-19,300,40',
        '2026-11-23,0,0,,2026-11-20,0,',
        '2026-11-24,318.75,4,106.25,2026-11-21,425,-25',
      ].join('\n'),
    );
  });
});
