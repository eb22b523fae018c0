import type { ReactNode } from 'react';
import { APPOINTMENT_PAGE_SIZE, APPOINTMENT_SORTABLE, type Appointment } from '@salon/contracts';
import { ResourceList } from '../../../components/resource-list/resource-list';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { pageOffset, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { useAppointments } from '../api/use-appointments';
import { AppointmentDateTimeCell } from '../shared/appointment-date-time-cell';
import { fullName } from '../shared/appointment-detail-format';
import { AppointmentStatusBadge } from '../status/appointment-status-badge';
import { AppointmentsExportButton, type AppointmentExportQuery } from './appointments-export-button';
import { APPOINTMENT_FILTER_KEYS, readAppointmentFilters } from './appointments-list-filter-values';
import { AppointmentsListFilters } from './appointments-list-filters';

/** The screen's heading, shared by the list's header and the other views' (appointments-page.tsx). */
export const APPOINTMENTS_TITLE = 'Appointments';
export const APPOINTMENTS_DESCRIPTION = "Book, find and follow your salon's appointments";

type AppointmentSort = (typeof APPOINTMENT_SORTABLE)[number];

/** Names a row in its View and Edit labels: "Maya Lopez on Nov 24, 2026 at 10:00 AM". */
const appointmentName = (appointment: Appointment) =>
  `${fullName(appointment.client)} on ${formatDate(appointment.appointment_date)} at ${formatTimeOfDay(appointment.start_time)}`;

const COLUMNS: ResourceListColumn<Appointment, AppointmentSort>[] = [
  {
    header: 'Date & Time',
    sortKey: 'appointment_date',
    render: (appointment) => <AppointmentDateTimeCell appointment={appointment} />,
    noWrap: true,
  },
  { header: 'Client', sortKey: 'client_name', render: (appointment) => fullName(appointment.client) },
  { header: 'Service', sortKey: 'service_name', render: (appointment) => appointment.service.name },
  { header: 'Employee', sortKey: 'employee_name', render: (appointment) => fullName(appointment.employee) },
  { header: 'Price', sortKey: 'total_price', render: (appointment) => formatMoney(appointment.total_price), noWrap: true },
  { header: 'Status', sortKey: 'status', render: (appointment) => <AppointmentStatusBadge name={appointment.status.name} /> },
];

type AppointmentsListProps = {
  /** The salon's today: the list starts there unless the address names another date or every date. */
  today: string;
  /** Beside the title: the page's view switch. */
  titleAside?: ReactNode;
  /** The page's own header buttons, shown before Export CSV. */
  headerActions?: ReactNode;
};

/**
 * The List view of /appointments: bookings from today on by default (earlier ones one click
 * away, "All dates"), searched, filtered and sorted on the server.
 */
export function AppointmentsList({ today, titleAside, headerActions }: AppointmentsListProps) {
  const list = useListSearchParams({ sortKeys: APPOINTMENT_SORTABLE, defaultSortBy: 'appointment_date', filterKeys: APPOINTMENT_FILTER_KEYS });
  // One query for the page on screen and the export, so the file holds exactly what the list shows, every page of it.
  const query: AppointmentExportQuery = {
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    search: list.search || undefined,
    ...readAppointmentFilters(list.filters, today),
  };
  const appointments = useAppointments({ limit: APPOINTMENT_PAGE_SIZE, offset: pageOffset(list.page, APPOINTMENT_PAGE_SIZE), ...query });

  return (
    <ResourceList
      title={APPOINTMENTS_TITLE}
      titleAside={titleAside}
      description={APPOINTMENTS_DESCRIPTION}
      entity={{ singular: 'Appointment', plural: 'Appointments' }}
      resource="appointments"
      basePath="/appointments"
      list={list}
      columns={COLUMNS}
      rows={appointments.data?.rows}
      total={appointments.data?.count ?? 0}
      totalAtLeast={appointments.data?.count_is_estimate}
      loading={appointments.isPending}
      fetching={appointments.isFetching}
      error={appointments.error}
      onRetry={() => void appointments.refetch()}
      getRowId={(appointment) => appointment.appointment_id}
      getRowName={appointmentName}
      searchPlaceholder="Search by client, employee or service..."
      countNoun="appointments"
      pageSize={APPOINTMENT_PAGE_SIZE}
      filters={<AppointmentsListFilters list={list} today={today} />}
      headerActions={
        <>
          {headerActions}
          <AppointmentsExportButton query={query} />
        </>
      }
    />
  );
}
