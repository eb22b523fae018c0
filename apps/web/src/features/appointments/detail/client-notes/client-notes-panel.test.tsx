import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../../testing/stub-api';
import { openAppointment, stubAppointmentApi } from '../../../../testing/appointment-detail-testing';
import { buildNote } from '../../../../testing/fixtures/clients';
import { setupUser } from '../../../../testing/user-actions';

const NOTES = 'GET /api/clients/7/notes';
const notesPanel = () => screen.getByRole('region', { name: 'Client notes' });

describe('appointment page: client notes', () => {
  it("shows the client's notes beside the tabs, the ones marked as alerts first and in red, with a link to the client page", async () => {
    const fetchMock = stubAppointmentApi({
      [NOTES]: () =>
        dataResponse([
          buildNote({ note_id: 3, client_id: 7, note_text: 'Prefers Rosa.' }),
          buildNote({ note_id: 2, client_id: 7, note_text: 'Patch test every time.', is_alert: true }),
        ]),
    });
    await openAppointment();

    const panel = notesPanel();
    const alerts = await within(panel).findByRole('list', { name: 'Health and safety notes' });
    const alert = within(alerts).getByRole('listitem');
    expect(alert).toHaveTextContent('Health & safetyPatch test every time.');
    expect(alert).toHaveAttribute('data-variant', 'light');
    expect(alert.style.getPropertyValue('--alert-color')).toBe('var(--mantine-color-red-light-color)');
    const others = within(panel).getByRole('list', { name: 'Other notes' });
    expect(within(others).getByRole('listitem')).toHaveTextContent('Prefers Rosa.');
    expect(alerts.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByRole('link', { name: "Open Maya Lopez's page" })).toHaveAttribute('href', '/clients/7');
    expect(callsTo(fetchMock, NOTES)).toHaveLength(1);
  });

  it('shows a note about an allergy that is not marked as an alert as an ordinary note', async () => {
    stubAppointmentApi({ [NOTES]: () => dataResponse([buildNote({ note_id: 2, client_id: 7, note_text: 'Allergic to PPD; patch test every time.' })]) });
    await openAppointment();

    const others = await within(notesPanel()).findByRole('list', { name: 'Other notes' });
    expect(others).toHaveTextContent('Allergic to PPD; patch test every time.');
    expect(within(notesPanel()).queryByRole('list', { name: 'Health and safety notes' })).not.toBeInTheDocument();
  });

  it('says when the client has no notes', async () => {
    stubAppointmentApi();
    await openAppointment();

    expect(await within(notesPanel()).findByText('No notes about this client.')).toBeInTheDocument();
    expect(within(notesPanel()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the notes could not be loaded, and tries again', async () => {
    const user = setupUser();
    let answers = 0;
    stubAppointmentApi({
      [NOTES]: () => {
        answers += 1;
        return answers === 1 ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse([buildNote({ client_id: 7, note_text: 'Latex allergy' })]);
      },
    });
    await openAppointment();

    expect(await within(notesPanel()).findByText("The client's notes could not be loaded.")).toBeInTheDocument();
    await user.click(within(notesPanel()).getByRole('button', { name: 'Try Again' }));
    expect(await within(notesPanel()).findByText('Latex allergy')).toBeInTheDocument();
  });

  it('is left out for users who may not read clients, without asking for the notes', async () => {
    const fetchMock = stubAppointmentApi();
    await openAppointment('/appointments/42', buildUser({ permissions: ['appointments:read'] }));

    await waitFor(() => expect(screen.getByRole('region', { name: 'Timeline' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Client notes' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, NOTES)).toHaveLength(0);
  });
});
