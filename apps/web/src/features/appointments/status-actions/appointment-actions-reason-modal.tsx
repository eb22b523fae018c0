import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useReturnFocus } from '../../../components/use-return-focus';

type ReasonModalProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  declineLabel: string;
  /** Offers "tell the client by e-mail", on by default, when the client has an address. */
  offerNotification?: boolean;
  /** What the desk should know before confirming (a cancellation fee), under the text. */
  notice?: ReactNode;
  /** The reason is required, with this message under the field (the owner overriding the no-cancel period). */
  reasonRequired?: string | null;
  /** Why this user may not do it (the cancellation policy): shown instead of the form, with only the decline button. */
  refusal?: ReactNode;
  /** Confirm waits (the policy is still being read); declining never does. */
  confirmDisabled?: boolean;
  loading: boolean;
  onConfirm: (input: { reason: string; sendNotification: boolean }) => void;
  /** Declining sends nothing. */
  onDecline: () => void;
};

/** The spec's "optional reason" prompt (cancel, no-show): declining aborts the action. */
export function AppointmentActionsReasonModal(props: ReasonModalProps) {
  const { title, children, confirmLabel, declineLabel, offerNotification = false, notice, reasonRequired, refusal, confirmDisabled = false, loading, onConfirm, onDecline } = props;
  // Mounted open and unmounted to close: gives focus back to the button that opened it.
  useReturnFocus();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [sendNotification, setSendNotification] = useState(true);

  return (
    <Modal opened onClose={onDecline} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {refusal ? (
        <Stack gap="md">
          {refusal}
          <Group justify="flex-end">
            {/* autoFocus too: the refusal may replace the form once the policy is read, after the modal took focus. */}
            <Button variant="default" onClick={onDecline} data-autofocus autoFocus>
              {declineLabel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmDisabled) return;
            if (reasonRequired && reason.trim() === '') {
              setMissing(true);
              return;
            }
            onConfirm({ reason, sendNotification: offerNotification && sendNotification });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{children}</Text>
            {notice}
            <Textarea
              label="Reason"
              withAsterisk={Boolean(reasonRequired)}
              aria-required={Boolean(reasonRequired)}
              // A required reason has the API's message under the field, in red once Confirm found it blank.
              description={reasonRequired ? (missing ? undefined : reasonRequired) : "Optional; kept in the appointment's history."}
              error={missing ? reasonRequired : undefined}
              inputWrapperOrder={reasonRequired ? ['label', 'input', 'description', 'error'] : undefined}
              rows={3}
              maxLength={500}
              resize="vertical"
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setMissing(false);
              }}
              data-autofocus
            />
            {offerNotification && (
              <Checkbox
                label="Email the client about the cancellation"
                checked={sendNotification}
                onChange={(event) => setSendNotification(event.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onDecline} disabled={loading}>
                {declineLabel}
              </Button>
              <Button type="submit" color="red" loading={loading} disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
