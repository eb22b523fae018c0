import { screen, waitFor, within } from '@testing-library/react';
import type { Appointment, SessionUser } from '@salon/contracts';
import { renderApp } from './render-app';
import { ownerUser, signIn } from './session-fixtures';
import { dataResponse, stubApi } from './stub-api';
import { buildAppointment } from './fixtures/appointments';

type Handlers = Parameters<typeof stubApi>[0];

export const QUEUE_URLS = {
  overdue: '/api/appointments/overdue',
  confirmation: '/api/appointments/needs-confirmation',
  reminders: '/api/appointments/needs-reminders',
} as const;
export const COUNTS_URL = '/api/appointments/queue-counts';

/** What each queue holds; a test's handlers change them to mimic the server after an action. */
export type Queues = { overdue: Appointment[]; confirmation: Appointment[]; reminders: Appointment[] };

export const statuses = {
  pending: { status_id: 1, name: 'pending', is_billable: false },
  confirmed: { status_id: 2, name: 'confirmed', is_billable: false },
  inProgress: { status_id: 3, name: 'in_progress', is_billable: true },
};

/** An appointment of another client, so rows can be told apart. */
export function buildOtherAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return buildAppointment({
    appointment_id: 43,
    client_id: 8,
    start_time: '14:00',
    end_time: '14:30',
    client: { client_id: 8, first_name: 'Leo', last_name: 'Park', email: 'leo@example.test', phone: '+1 555 010 8000' },
    service: { service_id: 6, name: "Men's Haircut", duration_minutes: 30, base_price: 35 },
    ...overrides,
  });
}

/** A queue's page as the server answers it: the rows the request's limit and offset pick, and the whole queue's count. */
function pageOf(rows: Appointment[], url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const offset = Number(query.get('offset') ?? 0);
  return dataResponse({ rows: rows.slice(offset, offset + Number(query.get('limit') ?? 10)), count: rows.length });
}

/**
 * The API behind the To Do view: the three queues (empty unless given), paged as the server
 * pages them, their counts, and the signed-in user. Handlers may be built from the queues'
 * state, to take a row off as the server would.
 */
export function stubWorkQueuesApi(queues: Partial<Queues> = {}, extra: Handlers | ((state: Queues) => Handlers) = {}, user: SessionUser = ownerUser) {
  const state: Queues = { overdue: [], confirmation: [], reminders: [], ...queues };
  const handlers = typeof extra === 'function' ? extra(state) : extra;
  const fetchMock = stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    [`GET ${QUEUE_URLS.overdue}`]: ({ url }: { url: string }) => pageOf(state.overdue, url),
    [`GET ${QUEUE_URLS.confirmation}`]: ({ url }: { url: string }) => pageOf(state.confirmation, url),
    [`GET ${QUEUE_URLS.reminders}`]: ({ url }: { url: string }) => pageOf(state.reminders, url),
    [`GET ${COUNTS_URL}`]: () =>
      dataResponse({ overdue: state.overdue.length, needs_confirmation: state.confirmation.length, needs_reminders: state.reminders.length }),
    ...handlers,
  });
  return { fetchMock, state };
}

/** The To Do tabs' names: the queue's title and, once known, its count ("Overdue (3)"). */
export const TAB_TITLES = ['Overdue', 'Needs confirmation', 'Reminders due'] as const;

/** Signs in and opens the To Do view (on a queue's tab with `?queue=`), waiting until the counts and the open queue have loaded. */
export async function openWorkQueues(user: SessionUser = ownerUser, path = '/appointments?view=queues') {
  signIn(user);
  const rendered = renderApp(path);
  for (const title of TAB_TITLES) {
    await screen.findByRole('tab', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
  }
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(within(panel).queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument());
  return rendered;
}

/** One queue's tab panel, found by its title whatever its count; only the open tab's is on screen. */
export const queueSection = (title: string) => screen.getByRole('tabpanel', { name: new RegExp(`^${title}( \\(\\d+\\))?$`) });

/** The names of the clients in a queue's rows, in order. */
export function clientsIn(title: string): string[] {
  const table = within(queueSection(title)).queryByRole('table');
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].querySelector('p')?.textContent ?? '');
}

/** Answers with `answer` and takes appointment `id` off a queue, as the server's next read would. */
export const handledIn = (state: Queues, queue: keyof Queues, answer: unknown, id = 42) => () => {
  state[queue] = state[queue].filter((appointment) => appointment.appointment_id !== id);
  return dataResponse(answer);
};

/** A row's buttons, by their visible labels. */
export function buttonsOf(title: string, clientName: string): string[] {
  const row = within(queueSection(title))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(clientName) !== null);
  if (!row) throw new Error(`No row for ${clientName} in ${title}`);
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}
