import { Alert, Text } from '@mantine/core';
import { can, type Appointment } from '@salon/contracts';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { useSession } from '../../../lib/session/use-session';
import { useCancellationPolicy } from '../api/use-cancellation-policy';
import { fullName } from '../shared/appointment-detail-format';
import { AppointmentActionsReasonModal } from './appointment-actions-reason-modal';
import { cancellationAdvice } from './cancellation-advice';

type CancelModalProps = {
  appointment: Appointment;
  loading: boolean;
  onConfirm: (input: { reason: string; sendNotification: boolean }) => void;
  onDecline: () => void;
};

/**
 * The cancel prompt, which tells the salon's cancellation policy before Confirm: a refusal in the
 * policy's words (no Confirm), the fee a late cancellation costs, or the reason the owner must give
 * inside the no-cancel period. Ruled by the API's own function (ruleOnCancellation) on the salon's
 * clock; the API still judges, so a policy changed meanwhile shows its answer as before.
 */
export function AppointmentCancelModal({ appointment, loading, onConfirm, onDecline }: CancelModalProps) {
  const { policy, loading: checking } = useCancellationPolicy();
  const user = useSession()?.user;
  const now = useSalonNow();
  const advice = policy ? cancellationAdvice(policy, appointment, now, user ? can(user, 'admin:access') : false) : null;
  const clientName = fullName(appointment.client);

  if (advice?.refusal) {
    return (
      <AppointmentActionsReasonModal
        title="This appointment cannot be cancelled"
        confirmLabel="Cancel appointment"
        declineLabel="OK"
        loading={false}
        onConfirm={onDecline}
        onDecline={onDecline}
        refusal={
          <Alert color="orange" variant="light">
            <Text size="sm">{advice.refusal}.</Text>
            <Text size="sm" mt="xs">
              The owner, or anyone with admin access, can still cancel it.
            </Text>
          </Alert>
        }
      >
        {null}
      </AppointmentActionsReasonModal>
    );
  }

  return (
    <AppointmentActionsReasonModal
      title="Cancel this appointment?"
      confirmLabel="Cancel appointment"
      declineLabel="Keep appointment"
      offerNotification={appointment.client.email !== null}
      notice={
        checking ? (
          <Text size="sm" c="dimmed">
            Checking the salon&apos;s cancellation policy…
          </Text>
        ) : (
          advice?.fee && (
            <Alert color="yellow" variant="light">
              <Text size="sm">{advice.fee}. It is added to what the client owes for this appointment.</Text>
            </Alert>
          )
        )
      }
      reasonRequired={advice?.reasonRequired}
      confirmDisabled={checking}
      loading={loading}
      onConfirm={onConfirm}
      onDecline={onDecline}
    >
      {clientName}&apos;s {appointment.service.name} will be cancelled and the time freed for other bookings.
    </AppointmentActionsReasonModal>
  );
}
