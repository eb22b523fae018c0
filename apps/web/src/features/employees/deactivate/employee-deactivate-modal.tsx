import { useState } from 'react';
import { Select, Text, Textarea } from '@mantine/core';
import { DEACTIVATION_MESSAGES, type Employee } from '@salon/contracts';
import { AffectedAppointmentsTable, DeactivationModal, type AffectedColumn } from '../../../components/deactivation-modal';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { notify } from '../../../lib/notifications/notify';
import { useDeactivateEmployee } from '../api/use-deactivate-employee';
import { useEmployeeDeactivationImpact } from '../api/use-employee-deactivation-impact';
import { useHandOverAppointments } from '../api/use-hand-over-appointments';
import { CANCEL_CHOICE, handlingOptions, handlingSummary, toHandling, type AffectedRow } from './appointment-handling-choice';

type EmployeeDeactivateModalProps = { employee: Employee; opened: boolean; onClose: () => void };

/** The error the API gave one row (`appointments.3.employee_id`), by the row's index. */
function rowError(error: unknown, index: number): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details.fieldErrors?.[`appointments.${index}.employee_id`]?.[0];
}

/** The booked service; where the leaving employee only does an extra service, whose appointment it is. */
function serviceCell(row: AffectedRow, leavingId: number) {
  if (row.employee_id === leavingId) return row.service_name;
  return (
    <>
      {row.service_name}
      <Text size="xs">An extra service in {row.employee_name}'s appointment</Text>
    </>
  );
}

function handlingColumns(leavingId: number, choices: Record<number, string>, onChoose: (id: number, choice: string) => void, error: unknown): AffectedColumn<AffectedRow>[] {
  return [
    { header: 'Service', cell: (row) => serviceCell(row, leavingId) },
    {
      header: 'What happens',
      minWidth: 240,
      cell: (row, index) => (
        <Select
          aria-label={`What happens to ${row.client_name}'s appointment on ${formatDate(row.appointment_date)} at ${formatTimeOfDay(row.start_time)}`}
          placeholder="Choose…"
          data={handlingOptions(row)}
          value={choices[row.appointment_id] ?? null}
          onChange={(value) => value && onChoose(row.appointment_id, value)}
          description={row.free_colleagues.length === 0 ? 'No colleague is free then' : undefined}
          error={rowError(error, index)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ),
    },
  ];
}

/**
 * Asks before deactivating an employee and shows their upcoming appointments: each goes to a
 * colleague free at that time or is cancelled with notice, all in one request (issue 12).
 * With more than the list shows at once, each batch is handed over first and the next listed;
 * the last batch deactivates them.
 */
export function EmployeeDeactivateModal({ employee, opened, onClose }: EmployeeDeactivateModalProps) {
  const name = `${employee.first_name} ${employee.last_name}`;
  const impact = useEmployeeDeactivationImpact(employee.employee_id, opened);
  const deactivate = useDeactivateEmployee();
  const handOver = useHandOverAppointments();
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');

  const rows = impact.data?.appointments ?? [];
  const total = impact.data?.total ?? 0;
  const inBatches = total > rows.length;
  const action = inBatches ? handOver : deactivate;
  const anyCancelled = rows.some((row) => choices[row.appointment_id] === CANCEL_CHOICE);
  const ready = impact.isSuccess && !impact.isFetching && rows.every((row) => choices[row.appointment_id] !== undefined);

  const close = () => {
    setChoices({});
    setReason('');
    deactivate.reset();
    handOver.reset();
    onClose();
  };

  const submit = () => {
    const appointments = toHandling(rows, choices, reason);
    const onError = (error: Error) => notify.error({ title: inBatches ? 'Appointments not handed over' : 'Employee not deactivated', message: error.message });
    if (inBatches) {
      handOver.mutate(
        { employeeId: employee.employee_id, appointments },
        {
          onSuccess: ({ remaining }) => {
            notify.success({ title: 'Appointments handed over', message: `${handlingSummary(appointments).trim()} ${remaining} still to hand over.` });
            setChoices({});
          },
          onError,
        },
      );
      return;
    }
    deactivate.mutate(
      { employeeId: employee.employee_id, appointments },
      {
        onSuccess: () => {
          notify.success({ title: 'Employee deactivated', message: `${name} can no longer be booked.${handlingSummary(appointments)}` });
          close();
        },
        onError,
      },
    );
  };

  const onChoose = (id: number, choice: string) => setChoices((current) => ({ ...current, [id]: choice }));
  const intro = inBatches
    ? `${name} has ${total} upcoming appointments, more than can be handled at once; the soonest ${rows.length} are listed. Choose for each a colleague who is free then, or cancel it: the client is sent a cancellation notice. Hand over applies these choices and lists the next ones; ${name} is deactivated with the last of them.`
    : `${name} has ${rows.length} upcoming ${rows.length === 1 ? 'appointment' : 'appointments'}. Choose for each a colleague who is free then, or cancel it: the client is sent a cancellation notice. Nothing changes until you deactivate.`;

  return (
    <DeactivationModal
      opened={opened}
      title={`Deactivate ${name}?`}
      size={rows.length ? 'xl' : 'md'}
      impact={impact}
      loadingWhat="their upcoming appointments"
      error={action.error}
      busy={action.isPending}
      confirmLabel={inBatches ? `Hand over these ${rows.length}` : 'Deactivate'}
      canConfirm={ready}
      onConfirm={submit}
      onClose={close}
    >
      {rows.length === 0 ? (
        <Text size="sm">{name} has no upcoming appointments. Once deactivated, they can no longer be booked; their past appointments stay as they are.</Text>
      ) : (
        <>
          <Text size="sm">{intro}</Text>
          <AffectedAppointmentsTable rows={rows} columns={handlingColumns(employee.employee_id, choices, onChoose, action.error)} minWidth={640} />
          {anyCancelled && (
            <Textarea
              label="Cancellation reason"
              description="Kept in the history of each cancelled appointment"
              placeholder={DEACTIVATION_MESSAGES.defaultCancelReason}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              rows={2}
            />
          )}
        </>
      )}
    </DeactivationModal>
  );
}
