import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../testing/session-fixtures';
import { openAppointment, stubAppointmentApi } from '../../../testing/appointment-detail-testing';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildSettingsResponse } from '../../../testing/fixtures/settings';
import { dataResponse } from '../../../testing/stub-api';
import { setupUser } from '../../../testing/user-actions';

describe('appointment dialogs and the keyboard', () => {
  // 3:00 PM on the day of the fixture's 10:00 AM appointment: the clock allows every action.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
  });

  it('gives focus back to the button that opened a dialog once it closes', async () => {
    const user = setupUser();
    stubAppointmentApi(
      {
        // The extra-service form reads the service menu and the staff.
        'GET /api/services': () => dataResponse({ services: [buildService()], pagination: { total: 1, page: 1, pageSize: 1000, totalPages: 1 } }),
        'GET /api/employees': () => dataResponse({ rows: [buildEmployee()], count: 1 }),
        // The cancel dialog reads the cancellation policy.
        'GET /api/settings': () => dataResponse(buildSettingsResponse()),
      },
      buildAppointment({ status: { status_id: 1, name: 'pending', is_billable: false } }),
    );
    await openAppointment('/appointments/42', buildUser({ permissions: ['*:*'] }));

    const steps: Array<[trigger: string, dialogName: string, leave: string, tab?: string]> = [
      ['Cancel', 'Cancel this appointment?', 'Keep appointment'],
      ['No Show', 'Mark as no-show?', 'Go back'],
      ['Add service', 'Add service', 'Cancel', 'Services'],
    ];
    for (const [trigger, dialogName, leave, tab] of steps) {
      if (tab) await user.click(screen.getByRole('tab', { name: tab }));
      const button = await screen.findByRole('button', { name: trigger });
      await user.click(button);
      await user.click(within(await screen.findByRole('dialog', { name: dialogName })).getByRole('button', { name: leave }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
  });
});
