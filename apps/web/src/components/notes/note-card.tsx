import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format/format-date-time';

type NoteAuthor = { first_name: string; last_name: string };

type NoteCardProps = {
  note: { note_text: string; created_at: string; updated_at: string };
  /** Who wrote the note; null once their account has been removed. */
  author: NoteAuthor | null;
  /** Shown before the author, e.g. an appointment note's type and internal badges. */
  tags?: ReactNode;
  /** Edit and Delete each follow their own permission (DECISIONS §4). */
  canEdit: boolean;
  canDelete: boolean;
  /** True while `editor` stands in place of the text; Edit and Delete hide meanwhile. */
  editing: boolean;
  editor: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
};

/** Notes keep their author's name; an account removed since reads "Former user". */
const authorName = (author: NoteAuthor | null) => (author ? `${author.first_name} ${author.last_name}` : 'Former user');

/** One note of a client or an appointment: who wrote it and when, its text, and the means to change it. */
export function NoteCard({ note, author, tags, canEdit, canDelete, editing, editor, onEdit, onDelete }: NoteCardProps) {
  const name = authorName(author);
  const written = formatDateTime(note.created_at);
  const byline = (
    <Text size="sm" fw={600}>
      {name}
      <Text span size="xs" c="dimmed" fw={400}>
        {' · '}
        <time dateTime={note.created_at}>{written}</time>
        {note.updated_at !== note.created_at && ' · edited'}
      </Text>
    </Text>
  );

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Note by ${name}, ${written}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          {tags ? (
            <Group gap="xs" wrap="wrap">
              {tags}
              {byline}
            </Group>
          ) : (
            byline
          )}
          {(canEdit || canDelete) && !editing && (
            <Group gap={4}>
              {canEdit && (
                <Button size="compact-xs" variant="subtle" onClick={onEdit}>
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
                  Delete
                </Button>
              )}
            </Group>
          )}
        </Group>
        {editing ? (
          editor
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note_text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
