import { screen, waitFor, within } from '@testing-library/react';
import type { EmployeeDeactivationImpact } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { chooseOption, setupUser, type User } from '../../../testing/user-actions';

const IMPACT = 'GET /api/employees/3/deactivation-impact';
const DEACTIVATE = 'POST /api/employees/3/deactivate';
const HAND_OVER = 'POST /api/employees/3/hand-over';
const rosa = buildEmployee();

const booked = { status: 'confirmed', service_id: 4, employee_id: 3, employee_name: 'Rosa Diaz' };
/** Rosa's two upcoming appointments: Ben is free for the first only, nobody for the second. */
const impact: EmployeeDeactivationImpact = {
  employee_id: 3,
  total: 2,
  appointments: [
    {
      ...booked,
      appointment_id: 41,
      appointment_date: '2026-12-01',
      start_time: '10:00',
      end_time: '11:00',
      client_name: 'Nora Quinn',
      service_name: 'Gel Manicure',
      free_colleagues: [
        { employee_id: 5, first_name: 'Ben', last_name: 'Ito' },
        { employee_id: 6, first_name: 'Cleo', last_name: 'Park' },
      ],
    },
    { ...booked, appointment_id: 42, appointment_date: '2026-12-02', start_time: '14:30', end_time: '15:15', client_name: 'Ada Byrne', service_name: 'Pedicure', free_colleagues: [] },
  ],
};

function stubPageApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/employees/3': () => dataResponse(rosa),
    'GET /api/employees/3/schedules': () => dataResponse([]),
    [IMPACT]: () => dataResponse(impact),
    ...handlers,
  });
}

async function openConfirmation(user: User) {
  signIn(ownerUser);
  renderApp('/employees/3');
  await screen.findByRole('heading', { level: 1, name: 'Rosa Diaz' });
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rosa Diaz?' });
  await within(dialog).findByRole('table', { name: 'Upcoming appointments' });
  return dialog;
}

const NORA = "What happens to Nora Quinn's appointment on Dec 1, 2026 at 10:00 AM";
const ADA = "What happens to Ada Byrne's appointment on Dec 2, 2026 at 2:30 PM";


async function optionsOf(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  const names = within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

describe('deactivating an employee with upcoming appointments', () => {
  it('lists each appointment with only the colleagues free then, and sends the choices in one request', async () => {
    const user = setupUser();
    const calls = stubPageApi({ [DEACTIVATE]: () => dataResponse({ ...rosa, is_active: false }) });
    const dialog = await openConfirmation(user);

    expect(within(dialog).getByText(/Rosa Diaz has 2 upcoming appointments/)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['Dec 1, 2026', '10:00 AM – 11:00 AM', 'Nora Quinn', 'Gel Manicure'],
      ['Dec 2, 2026', '2:30 PM – 3:15 PM', 'Ada Byrne', 'Pedicure'],
    ]);
    expect(await optionsOf(user, NORA)).toEqual(['Reassign to Ben Ito', 'Reassign to Cleo Park', 'Cancel with notice to the client']);
    expect(await optionsOf(user, ADA)).toEqual(['Cancel with notice to the client']);
    expect(within(dialog).getByText('No colleague is free then')).toBeInTheDocument();

    const deactivate = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(deactivate).toBeDisabled();
    await chooseOption(NORA, 'Reassign to Cleo Park', { user: user });
    expect(deactivate).toBeDisabled();
    await chooseOption(ADA, 'Cancel with notice to the client', { user: user });
    await user.type(within(dialog).getByRole('textbox', { name: 'Cancellation reason' }), 'Rosa has left the salon');
    await user.click(deactivate);

    expect(await screen.findByText('Employee deactivated')).toBeInTheDocument();
    expect(screen.getByText('Rosa Diaz can no longer be booked. 1 appointment reassigned, 1 cancelled with notice.')).toBeInTheDocument();
    expect(callsTo(calls, DEACTIVATE)[0].body).toEqual({
      appointments: [
        { appointment_id: 41, action: 'reassign', employee_id: 6 },
        { appointment_id: 42, action: 'cancel', reason: 'Rosa has left the salon' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the refusal at the appointment it names, changes nothing, and reads who is free again', async () => {
    const user = setupUser();
    const calls = stubPageApi({
      [DEACTIVATE]: () =>
        errorResponse(409, 'CONFLICT', "Ben Ito cannot take Nora Quinn's appointment on Tuesday, December 1, 2026 at 10:00 AM: Selected time slot is not available. Nothing was changed.", {
          fieldErrors: { 'appointments.0.employee_id': ['Selected time slot is not available'] },
        }),
    });
    const dialog = await openConfirmation(user);

    await chooseOption(NORA, 'Reassign to Ben Ito', { user: user });
    await chooseOption(ADA, 'Cancel with notice to the client', { user: user });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Employee not deactivated')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Ben Ito cannot take Nora Quinn's appointment on Tuesday, December 1, 2026 at 10:00 AM: Selected time slot is not available. Nothing was changed.");
    expect(within(dialog).getByText('Selected time slot is not available')).toBeInTheDocument();
    expect(callsTo(calls, DEACTIVATE)[0].body).toEqual({
      appointments: [
        { appointment_id: 41, action: 'reassign', employee_id: 5 },
        { appointment_id: 42, action: 'cancel', reason: 'The employee is no longer available' },
      ],
    });
    await waitFor(() => expect(callsTo(calls, IMPACT)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Deactivate Rosa Diaz?' })).toBeInTheDocument();
  });

  it('hands over the listed batch first when there are more than it lists, then shows the next ones', async () => {
    const user = setupUser();
    const next = { ...impact, total: 1, appointments: [{ ...impact.appointments[1], appointment_id: 43, client_name: 'Ida Moss' }] };
    let fetched = 0;
    const calls = stubPageApi({
      [IMPACT]: () => dataResponse(++fetched === 1 ? { ...impact, total: 3 } : next),
      [HAND_OVER]: () => dataResponse({ employee_id: 3, remaining: 1 }),
    });
    const dialog = await openConfirmation(user);

    expect(within(dialog).getByText(/Rosa Diaz has 3 upcoming appointments, more than can be handled at once; the soonest 2 are listed\./)).toBeInTheDocument();
    await chooseOption(NORA, 'Reassign to Ben Ito', { user: user });
    await chooseOption(ADA, 'Cancel with notice to the client', { user: user });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over these 2' }));

    expect(await screen.findByText('Appointments handed over')).toBeInTheDocument();
    expect(screen.getByText('1 appointment reassigned, 1 cancelled with notice. 1 still to hand over.')).toBeInTheDocument();
    expect(callsTo(calls, HAND_OVER)[0].body).toEqual({
      appointments: [
        { appointment_id: 41, action: 'reassign', employee_id: 5 },
        { appointment_id: 42, action: 'cancel', reason: 'The employee is no longer available' },
      ],
    });
    expect(await within(dialog).findByText('Ida Moss')).toBeInTheDocument();
    expect(within(dialog).getByText(/Rosa Diaz has 1 upcoming appointment\. /)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(callsTo(calls, DEACTIVATE)).toHaveLength(0);
  });

  it("says when they only do an extra service in a colleague's appointment", async () => {
    const user = setupUser();
    const extraOnly = { ...impact.appointments[0], employee_id: 7, employee_name: 'Yan Cole' };
    stubPageApi({ [IMPACT]: () => dataResponse({ ...impact, total: 1, appointments: [extraOnly] }) });
    const dialog = await openConfirmation(user);

    const [row] = within(dialog).getAllByRole('row').slice(1);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent("Gel ManicureAn extra service in Yan Cole's appointment");
  });

  it('closes on Keep active without changing anything', async () => {
    const user = setupUser();
    const calls = stubPageApi();
    const dialog = await openConfirmation(user);

    await user.click(within(dialog).getByRole('button', { name: 'Keep active' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, DEACTIVATE)).toHaveLength(0);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('offers Deactivate in the employees list too, with the same confirmation', async () => {
    const user = setupUser();
    stubPageApi({ 'GET /api/employees': () => dataResponse({ rows: [rosa], count: 1 }) });
    signIn(ownerUser);
    renderApp('/employees');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Rosa Diaz' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rosa Diaz?' });
    expect(await within(dialog).findByText(/Rosa Diaz has 2 upcoming appointments/)).toBeInTheDocument();
  });
});
