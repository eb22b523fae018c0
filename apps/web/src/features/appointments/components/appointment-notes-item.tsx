import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { APPOINTMENT_NOTE_TYPE_LABELS, type AppointmentNote, type AppointmentNoteBody } from '@salon/contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { notify } from '../../../lib/notify';
import { useUpdateAppointmentNote } from '../api/use-appointment-notes';
import { fullName } from './appointment-detail-format';
import { AppointmentNotesEditor } from './appointment-notes-editor';

type AppointmentNotesItemProps = {
  note: AppointmentNote;
  canEdit: boolean;
  onDelete: (note: AppointmentNote) => void;
};

/** Notes keep their author's name; an account removed since reads "Former user". */
export const noteAuthor = (note: AppointmentNote) => (note.creator ? fullName(note.creator) : 'Former user');

export function AppointmentNotesItem({ note, canEdit, onDelete }: AppointmentNotesItemProps) {
  const [editing, setEditing] = useState(false);
  const updateNote = useUpdateAppointmentNote(note.appointment_id);
  const author = noteAuthor(note);
  const written = formatDateTime(note.created_at);

  const save = (body: AppointmentNoteBody) =>
    updateNote.mutateAsync({ noteId: note.note_id, body }).then(() => {
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
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={note.note_type === 'allergy' || note.note_type === 'complaint' ? 'red' : 'gray'}>
              {APPOINTMENT_NOTE_TYPE_LABELS[note.note_type]}
            </Badge>
            {note.is_internal && (
              <Badge variant="outline" color="violet">
                Internal
              </Badge>
            )}
            <Text size="sm" fw={600}>
              {author}
              <Text span size="xs" c="dimmed" fw={400}>
                {' · '}
                <time dateTime={note.created_at}>{written}</time>
                {note.updated_at !== note.created_at && ' · edited'}
              </Text>
            </Text>
          </Group>
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
          <AppointmentNotesEditor label="Edit note" submitLabel="Save Note" note={note} saving={updateNote.isPending} error={updateNote.error?.message} onSave={save} onCancel={stopEditing} />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note_text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
