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
  loading: boolean;
  onConfirm: (input: { reason: string; sendNotification: boolean }) => void;
  /** Declining sends nothing. */
  onDecline: () => void;
};

/** The spec's "optional reason" prompt (cancel, no-show): declining aborts the action. */
export function AppointmentActionsReasonModal({ title, children, confirmLabel, declineLabel, offerNotification = false, loading, onConfirm, onDecline }: ReasonModalProps) {
  // Mounted open and unmounted to close: gives focus back to the button that opened it.
  useReturnFocus();
  const [reason, setReason] = useState('');
  const [sendNotification, setSendNotification] = useState(true);

  return (
    <Modal opened onClose={onDecline} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm({ reason, sendNotification: offerNotification && sendNotification });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          <Textarea
            label="Reason"
            description="Optional; kept in the appointment's history."
            rows={3}
            maxLength={500}
            resize="vertical"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
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
            <Button type="submit" color="red" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
