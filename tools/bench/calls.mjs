// The calls `npm run bench` measures, one row of the table each (issue 13). Adding a row is one
// entry here: a key (stable, for --only and bench/known-misses.json), a name, the path built
// from values picked in the data (query-values.mjs), and a target. Every read also gets its
// raw-SQL floor: the statements the API sent for it, replayed straight through `pg`.
//
// method and body: GET without a body unless given (body: a JSON string); raw: false leaves
// out the raw-SQL floor (a call whose SQL must not be replayed, such as one that writes).
// kind: 'read' (default) single + load at each connection count + raw floor;
//       'export' time to the last byte of a few sequential downloads, and the rows;
//       'booking' POST bookings, each on its own free slot, then the overlap check.
// target: { p99: ms } judged on p99 at 10 connections; { ratio: n } API p50 / raw p50 at 10;
//         { lastByteMs: ms } for an export; { bookingsPerSecond, overlaps } for booking; null for a floor.

const CLIENT_LIST = 'limit=10&sortBy=last_name&sortOrder=ASC';
const q = encodeURIComponent;

export const CALLS = [
  {
    key: 'clients-search-surname',
    name: 'clients search by surname',
    path: (v) => `/api/clients?${CLIENT_LIST}&offset=0&search=${q(v.surname)}`,
    target: { p99: 50 },
  },
  {
    key: 'clients-search-phone',
    name: 'clients search by phone digits',
    path: (v) => `/api/clients?${CLIENT_LIST}&offset=0&search=${q(v.phoneDigits)}`,
    target: { p99: 50 },
  },
  { key: 'clients-page-1', name: 'clients page 1', path: () => `/api/clients?${CLIENT_LIST}&offset=0&is_active=true`, target: { p99: 50 } },
  {
    key: 'clients-page-500',
    name: 'clients page 500',
    path: (v) => `/api/clients?${CLIENT_LIST}&offset=${(v.deepPage - 1) * 10}&is_active=true`,
    target: { p99: 50 },
  },
  {
    key: 'appointments-search',
    name: 'appointments search by client name',
    path: (v) => `/api/appointments/search?q=${q(v.clientName)}`,
    target: { p99: 50 },
  },
  {
    key: 'global-search-surname',
    name: 'global search by surname (clients, employees, services, appointments)',
    path: (v) => `/api/search?q=${q(v.surname)}`,
    target: { p99: 100 },
  },
  {
    key: 'appointments-day',
    name: 'appointments of one day',
    path: (v) => `/api/appointments?date_from=${v.busyDay}&date_to=${v.busyDay}&limit=10&offset=0`,
    target: { p99: 50 },
  },
  { key: 'calendar-month', name: 'calendar month (all employees)', path: (v) => `/api/appointments/month?month=${v.month}`, target: { p99: 100 } },
  { key: 'week-schedule', name: 'week schedule', path: (v) => `/api/availability/week-schedule?start_date=${v.weekStart}`, target: { p99: 25 } },
  { key: 'day-schedule', name: 'day schedule', path: (v) => `/api/availability/day-schedule?date=${v.busyDay}`, target: { p99: 25 } },
  {
    key: 'employee-slots',
    name: "one employee's slots",
    path: (v) => `/api/availability/employee/${v.slotEmployeeId}?date=${v.busyDay}&service_id=${v.slotServiceId}`,
    target: { p99: 25 },
  },
  {
    key: 'statistics-90',
    name: 'statistics over 90 days',
    path: (v) => `/api/appointments/statistics?date_from=${v.daysAgo89}&date_to=${v.today}`,
    target: { p99: 200 },
  },
  {
    key: 'statistics-365',
    name: 'statistics over 365 days',
    path: (v) => `/api/appointments/statistics?date_from=${v.daysAgo364}&date_to=${v.today}`,
    target: { p99: 200 },
  },
  {
    key: 'employees-list',
    name: (v) => `employees list (${v.employeeCount} rows)`,
    path: () => '/api/employees?limit=100&offset=0&sortBy=last_name&sortOrder=ASC',
    target: { ratio: 2 },
  },
  {
    key: 'inventory-search',
    name: 'inventory search (name, SKU, description)',
    path: () => `/api/inventory?limit=20&offset=0&sortBy=name&sortOrder=ASC&is_active=true&search=${q('shampoo')}`,
    target: { p99: 50 },
  },
  {
    key: 'payments-page-1',
    name: 'payments page 1 (newest first, with the count)',
    path: () => '/api/payments?limit=10&offset=0&sort_by=payment_date&sort_order=desc',
    target: { p99: 50 },
  },
  // The large data holds no payments nor inventory: the revenue and low-stock parts of these read empty tables.
  { key: 'dashboard-metrics', name: 'dashboard metrics (month so far vs last month)', path: () => '/api/dashboard/metrics', target: { p99: 100 } },
  { key: 'dashboard-notifications', name: 'dashboard recent activity (10)', path: () => '/api/dashboard/notifications?limit=10', target: { p99: 50 } },
  // Reports (issue 16): each over the last full month and over the last 365 days, today included.
  ...[
    ['dashboard', 'report cards'],
    ['revenue', 'daily revenue'],
    ['service-popularity', 'service popularity'],
    ['employee-performance', 'employee performance'],
    ['client-metrics', 'client metrics'],
    ['client-analytics', 'client analytics'],
    ['services', 'services report'],
  ].flatMap(([report, name]) => [
    { key: `report-${report}-month`, name: `${name} (last month)`, path: (v) => `/api/reports/${report}?start_date=${v.lastMonthFrom}&end_date=${v.lastMonthTo}`, target: { p99: 200 } },
    { key: `report-${report}-year`, name: `${name} (365 days)`, path: (v) => `/api/reports/${report}?start_date=${v.daysAgo364}&end_date=${v.today}`, target: { p99: 200 } },
  ]),
  { key: 'booking', name: 'booking, distinct free slots', kind: 'booking', target: { bookingsPerSecond: 300, overlaps: 0 } },
  {
    key: 'export-month',
    name: 'CSV export of one month',
    kind: 'export',
    path: (v) => `/api/appointments/export?date_from=${v.lastMonthFrom}&date_to=${v.lastMonthTo}`,
    target: { lastByteMs: 1000 },
  },
  { key: 'health', name: 'health (floor: one database round trip)', path: () => '/api/health', signedIn: false, target: null },
  { key: 'not-found', name: '404 (floor: the error envelope)', path: () => '/api/no-such-route', signedIn: false, expectStatus: 404, target: null },
];

/** The call's display name (some name themselves from the data: "employees list (60 rows)"). */
export const nameOf = (call, values) => (typeof call.name === 'function' ? call.name(values) : call.name);
