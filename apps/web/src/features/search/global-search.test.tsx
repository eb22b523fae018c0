import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import type { SearchResult } from '@salon/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { callsTo, dataResponse, stubApi } from '../../testing/stub-api';
import { setupUser, type User } from '../../testing/user-actions';
import { SEARCH_DEBOUNCE_MS, GlobalSearch } from './global-search';
import { SEARCH_HISTORY_KEY } from './search-history';

const RESULTS: SearchResult[] = [
  { id: 4, type: 'client', title: 'Maya Lopez', subtitle: 'maya@example.com' },
  { id: 9, type: 'client', title: 'Mark Lopez', subtitle: '(212) 555-0199' },
  { id: 2, type: 'employee', title: 'Rosa Lopez', subtitle: 'Nail Technician' },
  { id: 7, type: 'service', title: 'Lopez Signature Cut', subtitle: '$60.00 · 1h 15m' },
  { id: 31, type: 'appointment', title: 'Maya Lopez', subtitle: 'Tuesday, March 11, 2031 · 10:00 AM · Lopez Signature Cut' },
];

function DetailPage() {
  const params = useParams();
  return <h1>Opened {params['*']}</h1>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <GlobalSearch /> },
      { path: '/*', element: <DetailPage /> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { box: () => screen.getByRole('combobox', { name: 'Global search' }), router };
}

/** Types text; the debounce then runs out on the real clock, as for a person who stops typing. */
async function typeAndWait(user: User, box: HTMLElement, text: string) {
  await user.type(box, text);
}

const optionNames = () => screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('GlobalSearch', () => {
  it('searches once typing pauses for 300 ms, saying "Searching..." until the results come, grouped by type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box } = renderSearch();

    await user.type(box(), 'lop');
    await user.type(box(), 'ez ');
    // Not on every keystroke: nothing is asked while typing goes on.
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/search')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    await screen.findByRole('option', { name: /Maya Lopez maya@example.com/, hidden: true });
    // One request, for the whole word, trimmed, not one per keystroke.
    expect(callsTo(calls, 'GET /api/search').map((call) => call.url)).toEqual(['/api/search?q=lopez&limit=5']);
    // Grouped by type, in this order, each group named by its heading.
    expect(screen.getAllByRole('group', { hidden: true }).map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Clients',
      'Employees',
      'Services',
      'Appointments',
    ]);
    expect(within(screen.getByRole('group', { name: 'Clients', hidden: true })).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Maya Lopezmaya@example.com',
      'Mark Lopez(212) 555-0199',
    ]);
    expect(['Employees', 'Services', 'Appointments'].map((name) => screen.getByRole('group', { name, hidden: true }).textContent)).toEqual([
      'EmployeesRosa LopezNail Technician',
      'ServicesLopez Signature Cut$60.00 · 1h 15m',
      'AppointmentsMaya LopezTuesday, March 11, 2031 · 10:00 AM · Lopez Signature Cut',
    ]);
    expect(optionNames()).toEqual([
      'Maya Lopezmaya@example.com',
      'Mark Lopez(212) 555-0199',
      'Rosa LopezNail Technician',
      'Lopez Signature Cut$60.00 · 1h 15m',
      'Maya LopezTuesday, March 11, 2031 · 10:00 AM · Lopez Signature Cut',
    ]);
    // An icon per type: each option draws one.
    expect(screen.getAllByRole('option', { hidden: true }).every((option) => option.querySelector('svg'))).toBe(true);
  });

  it('says when nothing matches, quoting the query', async () => {
    stubApi({ 'GET /api/search': () => dataResponse({ results: [] }) });
    const user = setupUser();
    const { box } = renderSearch();

    await typeAndWait(user, box(), 'zzz');

    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();
  });

  it('asks nothing for a blank query', async () => {
    const calls = stubApi({});
    const user = setupUser();
    const { box } = renderSearch();

    await typeAndWait(user, box(), '   ');

    expect(calls).not.toHaveBeenCalled();
    expect(screen.getByText('Type a name, service or date to search')).toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens the chosen one with Enter', async () => {
    stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box, router } = renderSearch();

    await typeAndWait(user, box(), 'lopez');
    await screen.findByRole('option', { name: /Rosa Lopez/, hidden: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    // The box points at the highlighted option, as a screen reader announces it.
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Mark Lopez/, hidden: true }).id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('heading', { name: 'Opened employees/2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employees/2');
  });

  it.each([
    ['Maya Lopez maya@example.com', '/clients/4'],
    ['^Lopez Signature Cut', '/services/7'],
    ['Maya Lopez Tuesday', '/appointments/31'],
  ])('opens the page of a clicked result (%s)', async (name, path) => {
    stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box, router } = renderSearch();

    await typeAndWait(user, box(), 'lopez');
    await user.click(await screen.findByRole('option', { name: new RegExp(name), hidden: true }));

    expect(router.state.location.pathname).toBe(path);
  });

  it('closes the list with Escape, and a second Escape clears the box', async () => {
    stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box } = renderSearch();

    await typeAndWait(user, box(), 'lopez');
    await screen.findByRole('option', { name: /Rosa Lopez/, hidden: true });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('lopez');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('shows recent searches when empty, newest first, and runs one again when picked', async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['Balayage', 'ann']));
    const calls = stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box } = renderSearch();

    await user.click(box());
    const recent = screen.getByRole('group', { name: 'Recent searches', hidden: true });
    expect(within(recent).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Balayage', 'ann']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box()).toHaveValue('ann');
    await screen.findByRole('option', { name: /Rosa Lopez/, hidden: true });
    expect(callsTo(calls, 'GET /api/search').map((call) => call.url)).toEqual(['/api/search?q=ann&limit=5']);
  });

  it('remembers the search that found the opened result, one entry whatever its case', async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['Ann', 'Rosa']));
    stubApi({ 'GET /api/search': () => dataResponse({ results: RESULTS }) });
    const user = setupUser();
    const { box } = renderSearch();

    await typeAndWait(user, box(), 'ann');
    await user.click(await screen.findByRole('option', { name: /Mark Lopez/, hidden: true }));

    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual(['ann', 'Rosa']);
  });

  it('takes at most the 100 characters the API accepts', async () => {
    stubApi({ 'GET /api/search': () => dataResponse({ results: [] }) });
    const user = setupUser();
    const { box } = renderSearch();

    await user.click(box());
    await user.paste('a'.repeat(120));

    expect(box()).toHaveValue('a'.repeat(100));
    await screen.findByText(`No results found for "${'a'.repeat(100)}"`);
  });

  it('says so when there are no recent searches yet', async () => {
    stubApi({});
    const user = setupUser();
    const { box } = renderSearch();

    await user.click(box());

    expect(screen.getByText('Type a name, service or date to search')).toBeInTheDocument();
  });

  it('is reached with Ctrl+K or Cmd+K from anywhere on the page', async () => {
    stubApi({});
    const user = setupUser();
    const { box } = renderSearch();
    expect(box()).not.toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    box().blur();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(box()).toHaveFocus();
  });
});
