import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Table } from '@mantine/core';
import type { AffectedAppointment } from '@salon/contracts';
import { formatDate } from '../lib/format/format-date';
import { formatTimeOfDay } from '../lib/format/format-time-of-day';
import { LoadingSpinner } from './loading-spinner';

/** A column after Date, Time and Client: its header and each row's cell. */
export type AffectedColumn<Row> = { header: string; cell: (row: Row, index: number) => ReactNode; minWidth?: number };

/** The upcoming appointments a deactivation affects: date, time and client, then the caller's columns. */
export function AffectedAppointmentsTable<Row extends AffectedAppointment>({ rows, columns, minWidth, mah }: { rows: Row[]; columns: AffectedColumn<Row>[]; minWidth: number; mah?: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" mah={mah}>
      <Table aria-label="Upcoming appointments" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Client</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
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
              {columns.map((column) => (
                <Table.Td key={column.header} miw={column.minWidth}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type DeactivationModalProps = {
  opened: boolean;
  title: string;
  size: string;
  /** The impact's loading: a spinner while pending, its failure in place of the body. */
  impact: { isPending: boolean; error: Error | null };
  /** "their upcoming appointments": what is loading, in the spinner and the failure. */
  loadingWhat: string;
  /** The body once the impact is in. */
  children: ReactNode;
  /** Why the last attempt failed, above the buttons. */
  error: Error | null;
  busy: boolean;
  confirmLabel: string;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The confirmation of a deactivation: what it affects, why the last try failed, and Keep active or go ahead. */
export function DeactivationModal({ opened, title, size, impact, loadingWhat, children, error, busy, confirmLabel, canConfirm, onConfirm, onClose }: DeactivationModalProps) {
  let body = children;
  if (impact.isPending) body = <LoadingSpinner label={`Loading ${loadingWhat}`} />;
  else if (impact.error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        Could not load {loadingWhat}: {impact.error.message}
      </Alert>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {body}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep active
          </Button>
          <Button color="red" onClick={onConfirm} disabled={!canConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
