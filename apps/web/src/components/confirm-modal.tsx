import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useReturnFocus } from './use-return-focus';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action. Closing gives focus back to the button that opened it, whether the
 * caller sets `opened` to false (Mantine does it) or unmounts the dialog (useReturnFocus does).
 */
export function ConfirmModal({ opened, title, children, confirmLabel, danger = false, loading = false, error, onConfirm, onClose }: ConfirmModalProps) {
  useReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
