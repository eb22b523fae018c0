import type { Client } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { AppointmentHistoryTable } from './appointment-history-table';
import { clientFullName } from '../../../lib/format/client-full-name';

/** The client's appointment history, newest first. */
export function ClientAppointmentsPanel({ client }: { client: Client }) {
  return (
    <SectionCard title="Appointments" description="Every visit booked for this client, newest first.">
      <AppointmentHistoryTable
        owner="client"
        ownerId={client.client_id}
        columns={['date', 'service', 'employee', 'price', 'status']}
        label={`Appointments of ${clientFullName(client)}`}
        emptyMessage={`${client.first_name} has no appointments yet.`}
      />
    </SectionCard>
  );
}
