import { SectionCard } from '../../../../components/section-card';
import { ClientNotesList } from './client-notes-list';

type ClientNotesPanelProps = {
  client: { client_id: number; first_name: string; last_name: string };
};

/** The appointment page's read-only "Client notes" card: allergies and the like, before the visit starts. */
export function ClientNotesPanel({ client }: ClientNotesPanelProps) {
  return (
    <SectionCard title="Client notes">
      <ClientNotesList client={client} />
    </SectionCard>
  );
}
