import { Button } from '@mantine/core';
import { canTakeActionAt, type Appointment } from '@salon/contracts';
import { STATUS_ACTION_LABELS } from '../status-actions/appointment-action-words';
import { useStatusChange } from '../status-actions/use-status-change';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { workQueueRowName } from './work-queue-row-name';

/** The status changes a work queue offers; which of them show on a row is the contracts' rule (canTakeActionAt: state and the salon's clock). */
export type WorkQueueAction = 'confirm' | 'check_in' | 'check_out' | 'complete' | 'no_show';

type WorkQueueStatusButtonsProps = {
  appointment: Appointment;
  /** In the order shown. */
  actions: readonly WorkQueueAction[];
};

/**
 * A queue row's status buttons. Whatever happens, every appointment query is refetched
 * (useAppointmentAction), so a handled row leaves its queue and a refused one (409: someone
 * moved it first) shows its real state, with the server's reason in the toast.
 */
export function WorkQueueStatusButtons({ appointment, actions }: WorkQueueStatusButtonsProps) {
  const change = useStatusChange(appointment);
  const now = useSalonNow();
  const rowName = workQueueRowName(appointment);

  return (
    <>
      {actions
        .filter((name) => canTakeActionAt(appointment, name, now))
        .map((name) => (
          <Button
            key={name}
            size="compact-sm"
            variant={name === 'no_show' ? 'light' : 'filled'}
            color={name === 'no_show' ? 'orange' : undefined}
            aria-label={`${STATUS_ACTION_LABELS[name]} ${rowName}`}
            onClick={change.click[name]}
            loading={change.pendingAction === name}
            disabled={change.isPending && change.pendingAction !== name}
          >
            {STATUS_ACTION_LABELS[name]}
          </Button>
        ))}
      {change.modals}
    </>
  );
}
