import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { WaitlistEntry } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../lib/notifications/notify';
import { useWaitlistAction, type ChangedEntry, type WaitlistAction } from '../api/use-waitlist-action';
import { ConvertToAppointmentModal } from '../convert/convert-to-appointment-modal';
import { formatWaitMinutes } from '../shared/wait-time';
import type { WaitlistActionRights } from './waitlist-action-rules';

type OpenDialog = 'convert' | 'cancel' | 'noShow' | null;

function successToast(action: WaitlistAction, entry: ChangedEntry) {
  switch (action) {
    case 'notify':
      // The API says what the customer was sent: a message by their preference, or why none (the salon's settings).
      return { title: `${entry.clientName} notified`, message: entry.notice?.text ?? 'Notified.' };
    case 'seat':
      return { title: `${entry.clientName} seated`, message: entry.actualWaitTime === null ? 'Seated.' : `Waited ${formatWaitMinutes(entry.actualWaitTime)}.` };
    case 'cancel':
      return { title: 'Entry cancelled', message: `${entry.clientName} left the waitlist.` };
    case 'noShow':
      return { title: 'Marked as no-show', message: `${entry.clientName} left the waitlist.` };
  }
}

/** A card's buttons for this user and this entry's status; Cancel and No Show ask first. */
export function WaitlistEntryActions({ entry, rights }: { entry: WaitlistEntry; rights: WaitlistActionRights }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const action = useWaitlistAction();
  const busy = (name: WaitlistAction) => action.isPending && action.variables?.action === name;

  // The promise, not mutate's callbacks: those are dropped once this component unmounts, which
  // happens when the refreshed card of a seated, cancelled or no-show entry has no buttons left.
  const run = (name: WaitlistAction) =>
    action.mutateAsync({ entryId: entry.id, action: name }).then(
      (changed) => {
        notify.success(successToast(name, changed));
        setDialog(null);
      },
      (error: Error) => {
        notify.error({ title: `Could not update ${entry.clientName}`, message: error.message });
        setDialog(null);
      },
    );

  return (
    <Group gap="xs">
      {rights.notify && (
        <Button size="xs" variant="light" loading={busy('notify')} disabled={action.isPending} onClick={() => void run('notify')}>
          Notify
        </Button>
      )}
      {rights.seat && (
        <Button size="xs" color="teal" loading={busy('seat')} disabled={action.isPending} onClick={() => void run('seat')}>
          Seat
        </Button>
      )}
      {rights.convert && (
        <Button size="xs" variant="light" disabled={action.isPending} onClick={() => setDialog('convert')}>
          Convert to Appt
        </Button>
      )}
      {rights.cancel && (
        <Button size="xs" variant="subtle" color="gray" disabled={action.isPending} onClick={() => setDialog('cancel')}>
          Cancel
        </Button>
      )}
      {rights.noShow && (
        <Button size="xs" variant="subtle" color="red" disabled={action.isPending} onClick={() => setDialog('noShow')}>
          No Show
        </Button>
      )}

      {dialog === 'convert' && <ConvertToAppointmentModal entry={entry} onClose={() => setDialog(null)} />}
      <ConfirmModal
        opened={dialog === 'cancel'}
        title="Cancel waitlist entry"
        confirmLabel="Cancel Entry"
        danger
        loading={busy('cancel')}
        onConfirm={() => void run('cancel')}
        onClose={() => !action.isPending && setDialog(null)}
      >
        {entry.clientName} leaves the waitlist and everyone behind moves up.
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'noShow'}
        title="Mark as no-show"
        confirmLabel="Mark No Show"
        danger
        loading={busy('noShow')}
        onConfirm={() => void run('noShow')}
        onClose={() => !action.isPending && setDialog(null)}
      >
        {entry.clientName} did not answer when called: they leave the waitlist and everyone behind moves up.
      </ConfirmModal>
    </Group>
  );
}
