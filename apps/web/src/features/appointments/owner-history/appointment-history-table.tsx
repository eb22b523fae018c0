import type { ReactNode } from 'react';
import { Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { APPOINTMENT_PAGE_SIZE, type Appointment } from '@salon/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ListPagination } from '../../../components/resource-list/list-pagination';
import { formatMoney } from '../../../lib/format/format-money';
import { useAppointmentStatuses } from '../api/use-appointment-statuses';
import { useAppointmentsOf, type AppointmentOwner } from '../api/use-appointments-of';
import { AppointmentDateTimeCell } from '../shared/appointment-date-time-cell';
import { fullName } from '../shared/appointment-detail-format';
import { AppointmentStatusBadge } from '../status/appointment-status-badge';
import { statusLabel } from '../status/appointment-status-label';

export type HistoryColumn = 'date' | 'client' | 'employee' | 'service' | 'price' | 'status';

const COLUMNS: Record<HistoryColumn, { header: string; render: (appointment: Appointment) => ReactNode; noWrap?: boolean }> = {
  date: {
    header: 'Date & Time',
    // The date opens the appointment for keyboards and screen readers; a click anywhere on the row does too.
    render: (appointment) => <AppointmentDateTimeCell appointment={appointment} inClickableRow />,
    noWrap: true,
  },
  client: { header: 'Client', render: (appointment) => fullName(appointment.client) },
  employee: { header: 'Employee', render: (appointment) => fullName(appointment.employee) },
  service: { header: 'Service', render: (appointment) => appointment.service.name },
  price: { header: 'Price', render: (appointment) => formatMoney(appointment.total_price), noWrap: true },
  status: { header: 'Status', render: (appointment) => <AppointmentStatusBadge name={appointment.status.name} /> },
};

const ALL = 'all';

/** `?status=` and `?page=` of the history, written beside the page's other parameters (its tab, its period). */
function useHistoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const status = searchParams.get('status') ?? '';
  const write = (values: { page?: number; status?: string }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const nextStatus = values.status ?? status;
        const nextPage = values.status !== undefined ? 1 : (values.page ?? page);
        if (nextStatus) next.set('status', nextStatus);
        else next.delete('status');
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { page, status, setPage: (value: number) => write({ page: value }), setStatus: (value: string) => write({ status: value }) };
}

type AppointmentHistoryTableProps = {
  /** Whose appointments: GET /appointments/by-{owner}/{ownerId}. */
  owner: AppointmentOwner;
  ownerId: number;
  /** The columns to show, in order; the owner's own column is usually left out. */
  columns: readonly HistoryColumn[];
  /** Names the table for screen readers, e.g. "Appointments of Rosa Diaz". */
  label: string;
  /** What an unfiltered empty history says, e.g. "Rosa has no appointments yet." */
  emptyMessage: string;
};

/**
 * A client's, employee's or service's appointments, newest first, ten a page, with a
 * status filter; the page and filter stay in the address. A row opens its appointment.
 */
export function AppointmentHistoryTable({ owner, ownerId, columns, label, emptyMessage }: AppointmentHistoryTableProps) {
  const navigate = useNavigate();
  const { page, status, setPage, setStatus } = useHistoryParams();
  const statuses = useAppointmentStatuses();
  const appointments = useAppointmentsOf(owner, ownerId, {
    limit: APPOINTMENT_PAGE_SIZE,
    offset: (page - 1) * APPOINTMENT_PAGE_SIZE,
    sortOrder: 'DESC',
    status: status || undefined,
  });

  const statusOptions = [{ value: ALL, label: 'All statuses' }, ...(statuses.data ?? []).map((option) => ({ value: option.name, label: statusLabel(option.name) }))];
  // A status in the address that the salon no longer has still shows as chosen.
  if (status && !statusOptions.some((option) => option.value === status)) statusOptions.push({ value: status, label: statusLabel(status) });

  const { data } = appointments;
  const totalPages = data ? Math.ceil(data.count / APPOINTMENT_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (appointments.isError) {
    body = <ErrorCard title="Error loading appointments" message={appointments.error.message} onRetry={() => void appointments.refetch()} retrying={appointments.isFetching} />;
  } else if (!data) {
    body = <LoadingSpinner label="Loading appointments" />;
  } else if (data.rows.length === 0) {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" py="md" ta="center">
          {page > 1 ? 'No appointments on this page.' : status ? `No ${statusLabel(status).toLowerCase()} appointments.` : emptyMessage}
        </Text>
        {/* An old link past the last page still offers the way back. */}
        <ListPagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Paper withBorder radius="md" opacity={appointments.isPlaceholderData ? 0.6 : 1} aria-busy={appointments.isPlaceholderData}>
          <Table.ScrollContainer minWidth={columns.length * 120} type="native">
            <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {COLUMNS[column].header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((appointment) => (
                  <Table.Tr key={appointment.appointment_id} style={{ cursor: 'pointer' }} onClick={() => void navigate(`/appointments/${appointment.appointment_id}`)}>
                    {columns.map((column) => (
                      <Table.Td key={column} style={COLUMNS[column].noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                        {COLUMNS[column].render(appointment)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <ListPagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          data={statusOptions}
          value={status || ALL}
          onChange={(value) => setStatus(value === null || value === ALL ? '' : value)}
          allowDeselect={false}
          w={200}
          error={statuses.isError ? 'Could not load statuses' : undefined}
        />
        {data && data.count > 0 && (
          <Text size="sm" c="dimmed">
            Showing {data.rows.length} of {data.count} appointments · Page {page} of {totalPages}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
