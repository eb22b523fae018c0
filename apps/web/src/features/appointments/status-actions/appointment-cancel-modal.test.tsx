import { screen, waitFor, within } from '@testing-library/react';
import type { SalonCancellationPolicy, SessionUser } from '@salon/contracts';
import { ownerUser, receptionistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, type ApiHandler } from '../../../testing/stub-api';
import { APPOINTMENT_URL, openAppointment, stubAppointmentApi } from '../../../testing/appointment-detail-testing';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildSettingsResponse } from '../../../testing/fixtures/settings';
import { replaceText, setupUser } from '../../../testing/user-actions';

const CANCEL = `PATCH ${APPOINTMENT_URL}/cancel`;
const cancelled = () => dataResponse(buildAppointment({ status: { status_id: 5, name: 'cancelled', is_billable: false }, status_id: 5 }));

/** GET /settings with the cancellation policy changed as a test says (the spec's defaults otherwise: 24 hours' notice, 2 hours no-cancel, no fee). */
function settingsWith(policy: Partial<SalonCancellationPolicy> = {}) {
  const answer = buildSettingsResponse();
  answer.settings.appointments.cancellationPolicy = { ...answer.settings.appointments.cancellationPolicy, ...policy };
  return () => dataResponse(answer);
}

/** Stops the browser's clock at a local wall time, the salon's (session-fixtures' salon keeps the machine's zone). */
function pretendItIs(day: number, hours: number, minutes = 0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, day, hours, minutes));
}

type Opening = { policy?: Partial<SalonCancellationPolicy>; user?: SessionUser; cancel?: ApiHandler };

/** The fixture's appointment (Tuesday 24 November 2026 at 10:00 AM, $65.00) with its cancel dialog open. */
async function openCancelDialog({ policy = {}, user = ownerUser, cancel = cancelled }: Opening = {}) {
  const clicks = setupUser();
  const fetchMock = stubAppointmentApi({ 'GET /api/settings': settingsWith(policy), [CANCEL]: cancel });
  await openAppointment('/appointments/42', user);
  await clicks.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog');
  // The policy read: Confirm (when offered) is enabled again.
  await waitFor(() => expect(within(dialog).queryByText("Checking the salon's cancellation policy…")).not.toBeInTheDocument());
  return { user: clicks, fetchMock, dialog };
}

describe('the cancel dialog', () => {
  describe('two days ahead, a free cancellation', () => {
    beforeEach(() => pretendItIs(22, 9));

    it('sends nothing when declined', async () => {
      const { user, fetchMock, dialog } = await openCancelDialog();
      expect(dialog).toHaveAccessibleName('Cancel this appointment?');
      await replaceText(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Changed her mind');
      await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    });

    it('cancels with the reason given, telling the client by e-mail unless unticked, and names no fee even where the policy has one', async () => {
      const { user, fetchMock, dialog } = await openCancelDialog({ policy: { cancellationFee: 25, cancellationFeeType: 'fixed' } });
      expect(within(dialog).queryByText(/cancellation fee/)).not.toBeInTheDocument();
      expect(within(dialog).getByText("Optional; kept in the appointment's history.")).toBeInTheDocument();
      await replaceText(user, within(dialog).getByRole('textbox', { name: /Reason/ }), '  Client is ill ');
      expect(within(dialog).getByRole('checkbox', { name: 'Email the client about the cancellation' })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

      expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
      expect(callsTo(fetchMock, CANCEL)[0].body).toEqual({ reason: 'Client is ill', send_notification: true });
    });

    it('cancels without a reason and without e-mail when so chosen', async () => {
      const { user, fetchMock, dialog } = await openCancelDialog({ user: receptionistUser });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Email the client about the cancellation' }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

      await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
      expect(callsTo(fetchMock, CANCEL)[0].body).toEqual({ send_notification: false });
    });

    it("still shows the server's refusal when the policy changed after the dialog read it", async () => {
      const refusal = 'Appointments cannot be cancelled less than 72 hours before the start';
      const { user, dialog } = await openCancelDialog({ user: receptionistUser, cancel: () => errorResponse(409, 'INVALID_TRANSITION', refusal) });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(screen.getByText('Appointment not cancelled')).toBeInTheDocument();
    });
  });

  describe('the desk, refused by the policy', () => {
    it('says the minimum notice in the policy’s words and offers no Confirm', async () => {
      pretendItIs(23, 15);
      const { user, fetchMock, dialog } = await openCancelDialog({ user: receptionistUser });
      expect(dialog).toHaveAccessibleName('This appointment cannot be cancelled');
      expect(within(dialog).getByText('Appointments cannot be cancelled less than 24 hours before the start.')).toBeInTheDocument();
      expect(within(dialog).getByText('The owner, or anyone with admin access, can still cancel it.')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    });

    it('points to a no-show inside the no-cancel period', async () => {
      pretendItIs(24, 9, 30);
      const { dialog } = await openCancelDialog({ user: receptionistUser });
      expect(within(dialog).getByText('Appointments cannot be cancelled less than 2 hours before the start; mark a no-show instead.')).toBeInTheDocument();
    });

    it('says so when the salon takes no cancellations', async () => {
      pretendItIs(20, 9);
      const { dialog } = await openCancelDialog({ user: receptionistUser, policy: { allowCancellations: false } });
      expect(within(dialog).getByText('This salon does not allow cancellations.')).toBeInTheDocument();
    });
  });

  describe('the owner, cancelling late', () => {
    it('is told the fee, a share of the price, before confirming', async () => {
      pretendItIs(23, 15);
      const { user, fetchMock, dialog } = await openCancelDialog({ policy: { cancellationFee: 20, cancellationFeeType: 'percentage' } });
      expect(dialog).toHaveAccessibleName('Cancel this appointment?');
      expect(within(dialog).getByText('A cancellation fee of $13.00 applies (20% of the price). It is added to what the client owes for this appointment.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

      await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
    });

    it('is told a fixed fee as its sum', async () => {
      pretendItIs(23, 15);
      const { dialog } = await openCancelDialog({ policy: { cancellationFee: 25, cancellationFeeType: 'fixed' } });
      expect(within(dialog).getByText('A cancellation fee of $25.00 applies. It is added to what the client owes for this appointment.')).toBeInTheDocument();
    });

    it('must give a reason inside the no-cancel period, with the API’s message under the field, and the fee is told', async () => {
      pretendItIs(24, 9, 30);
      const { user, fetchMock, dialog } = await openCancelDialog({ policy: { cancellationFee: 25, cancellationFeeType: 'fixed' } });
      const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
      expect(reason).toHaveAccessibleDescription('Give a reason to cancel less than 2 hours before the start');
      expect(reason).toBeRequired();
      expect(within(dialog).getByText('A cancellation fee of $25.00 applies. It is added to what the client owes for this appointment.')).toBeInTheDocument();

      await replaceText(user, reason, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      expect(reason).toHaveAccessibleDescription('Give a reason to cancel less than 2 hours before the start');
      expect(reason).toBeInvalid();
      expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);

      await replaceText(user, reason, 'Stylist is off sick');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
      expect(callsTo(fetchMock, CANCEL)[0].body).toEqual({ reason: 'Stylist is off sick', send_notification: true });
    });

    it('names no fee when the policy charges none', async () => {
      pretendItIs(23, 15);
      const { dialog } = await openCancelDialog();
      expect(within(dialog).queryByText(/cancellation fee/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
    });
  });
});
