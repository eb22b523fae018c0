import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ClientNote } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatTimestampDate } from '../../../../lib/format/format-timestamp-date';
import { useClientNotesOf } from '../../api/use-client-notes-of';
import { notesToShow } from './client-notes-to-show';

type ClientNotesListProps = {
  client: { client_id: number; first_name: string; last_name: string };
};

const written = (note: ClientNote) => (
  <Text span size="xs" c="dimmed">
    {formatTimestampDate(note.created_at)}
  </Text>
);

/**
 * What staff should know about the client before the visit: the notes staff marked as health
 * and safety alerts stand out in red, then the newest few others, with the way to the client
 * page for the rest.
 */
export function ClientNotesList({ client }: ClientNotesListProps) {
  const notes = useClientNotesOf(client.client_id);
  const clientPage = (
    <Anchor component={Link} to={`/clients/${client.client_id}`} size="sm">
      Open {client.first_name} {client.last_name}'s page
    </Anchor>
  );

  if (notes.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading client notes…
        </Text>
      </Group>
    );
  }
  if (notes.isError) {
    return (
      <Group gap="sm">
        <Text size="sm">The client's notes could not be loaded.</Text>
        <Button size="xs" variant="default" onClick={() => void notes.refetch()}>
          Try Again
        </Button>
      </Group>
    );
  }

  const { alerts, others, hidden } = notesToShow(notes.data);
  return (
    <Stack gap="xs">
      {notes.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No notes about this client.
        </Text>
      )}
      {alerts.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Health and safety notes">
          {alerts.map((note) => (
            <Alert key={note.note_id} role="listitem" color="red" variant="light" title="Health & safety" p="sm">
              <Text size="sm">{note.note_text}</Text>
              {written(note)}
            </Alert>
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Other notes">
          {others.map((note) => (
            <Paper key={note.note_id} role="listitem" withBorder radius="sm" p="sm">
              <Text size="sm">{note.note_text}</Text>
              {written(note)}
            </Paper>
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          {hidden === 1 ? '1 more note' : `${hidden} more notes`} on the client page.
        </Text>
      )}
      {clientPage}
    </Stack>
  );
}
