import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { DEACTIVATION_MESSAGES, type Employee } from '@salon/contracts';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { notify } from '../../../lib/notifications/notify';
import { useDeactivateEmployee } from '../api/use-deactivate-employee';
import { useEmployeeDeactivationImpact } from '../api/use-employee-deactivation-impact';
import { CANCEL_CHOICE, handlingOptions, handlingSummary, toHandling, type AffectedRow } from './appointment-handling-choice';

type EmployeeDeactivateModalProps = { employee: Employee; opened: boolean; onClose: () => void };

/** The error the API gave one row (`appointments.3.employee_id`), by the row's index. */
function rowError(error: unknown, index: number): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details.fieldErrors?.[`appointments.${index}.employee_id`]?.[0];
}

function AffectedTable({ rows, choices, onChoose, error }: { rows: AffectedRow[]; choices: Record<number, string>; onChoose: (id: number, choice: string) => void; error: unknown }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table aria-label="Upcoming appointments" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>What happens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.appointment_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.appointment_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatTimeOfDay(row.start_time)} – {formatTimeOfDay(row.end_time)}
              </Table.Td>
              <Table.Td>{row.client_name}</Table.Td>
              <Table.Td>{row.service_name}</Table.Td>
              <Table.Td miw={240}>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Asks before deactivating an employee and shows their upcoming appointments: each goes to a
 * colleague free at that time or is cancelled with notice, all in one request (issue 12).
 */
export function EmployeeDeactivateModal({ employee, opened, onClose }: EmployeeDeactivateModalProps) {
  const name = `${employee.first_name} ${employee.last_name}`;
  const impact = useEmployeeDeactivationImpact(employee.employee_id, opened);
  const deactivate = useDeactivateEmployee();
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');

  const rows = impact.data?.appointments ?? [];
  const anyCancelled = rows.some((row) => choices[row.appointment_id] === CANCEL_CHOICE);
  const ready = impact.isSuccess && rows.every((row) => choices[row.appointment_id] !== undefined);

  const close = () => {
    setChoices({});
    setReason('');
    deactivate.reset();
    onClose();
  };

  const submit = () => {
    const appointments = toHandling(rows, choices, reason);
    deactivate.mutate(
      { employeeId: employee.employee_id, appointments },
      {
        onSuccess: () => {
          notify.success({ title: 'Employee deactivated', message: `${name} can no longer be booked.${handlingSummary(appointments)}` });
          close();
        },
        onError: (error) => notify.error({ title: 'Employee not deactivated', message: error.message }),
      },
    );
  };

  let body;
  if (impact.isPending) body = <LoadingSpinner label="Loading their upcoming appointments" />;
  else if (impact.error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        Could not load their upcoming appointments: {impact.error.message}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <Text size="sm">{name} has no upcoming appointments. Once deactivated, they can no longer be booked; their past appointments stay as they are.</Text>;
  } else {
    body = (
      <>
        <Text size="sm">
          {name} has {rows.length} upcoming {rows.length === 1 ? 'appointment' : 'appointments'}. Choose for each a colleague who is free then, or cancel it: the client is sent a
          cancellation notice. Nothing changes until you deactivate.
        </Text>
        <AffectedTable rows={rows} choices={choices} onChoose={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))} error={deactivate.error} />
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
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={`Deactivate ${name}?`} size={rows.length ? 'xl' : 'md'} centered>
      <Stack gap="md">
        {body}
        {deactivate.error && (
          <Alert color="red" variant="light" role="alert">
            {deactivate.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deactivate.isPending}>
            Keep active
          </Button>
          <Button color="red" onClick={submit} disabled={!ready} loading={deactivate.isPending}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
