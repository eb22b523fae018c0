import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ClientNote } from '@salon/contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { notify } from '../../../lib/notify';
import { useUpdateClientNote } from '../api/use-update-client-note';
import { ClientNoteEditor } from './client-note-editor';

type ClientNoteItemProps = {
  note: ClientNote;
  canEdit: boolean;
  onDelete: (note: ClientNote) => void;
};

export function noteAuthor(note: ClientNote): string {
  return note.author ? `${note.author.first_name} ${note.author.last_name}` : 'Former user';
}

export function ClientNoteItem({ note, canEdit, onDelete }: ClientNoteItemProps) {
  const [editing, setEditing] = useState(false);
  const updateNote = useUpdateClientNote(note.client_id);
  const author = noteAuthor(note);
  const written = formatDateTime(note.created_at);

  const save = (input: { note_text: string }) =>
    updateNote.mutateAsync({ noteId: note.note_id, input }).then(() => {
      notify.success({ message: 'Note updated' });
      setEditing(false);
    });

  const stopEditing = () => {
    updateNote.reset();
    setEditing(false);
  };

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Note by ${author}, ${written}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {author}
            <Text span size="xs" c="dimmed" fw={400}>
              {' · '}
              <time dateTime={note.created_at}>{written}</time>
              {note.updated_at !== note.created_at && ' · edited'}
            </Text>
          </Text>
          {canEdit && !editing && (
            <Group gap={4}>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(note)}>
                Delete
              </Button>
            </Group>
          )}
        </Group>
        {editing ? (
          <ClientNoteEditor
            label="Edit note"
            submitLabel="Save Note"
            initialText={note.note_text}
            saving={updateNote.isPending}
            error={updateNote.error?.message}
            onSave={save}
            onCancel={stopEditing}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note_text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
