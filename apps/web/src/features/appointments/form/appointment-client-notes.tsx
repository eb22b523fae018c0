import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { ClientNotesList } from '../detail/client-notes/client-notes-list';
import type { ClientChoice } from './appointment-client-select';

/** The chosen client's notes (allergies first) under the client box, read before choosing service and time. */
export function AppointmentClientNotes({ client }: { client: ClientChoice }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Text id={titleId} size="sm" fw={600}>
        Client notes
      </Text>
      <ClientNotesList client={client} />
    </Stack>
  );
}
