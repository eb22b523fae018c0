import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard } from '../error-card';
import { LoadingSpinner } from '../loading-spinner';

type NotesListProps<TNote> = {
  notes: UseQueryResult<TNote[], Error>;
  /** Puts the notes in the order to show; the answer's own order when absent. */
  order?: (notes: TNote[]) => TNote[];
  renderNote: (note: TNote) => ReactNode;
};

/** A record's notes once loaded, or why they are not: loading, failed (with a retry) or none yet. */
export function NotesList<TNote>({ notes, order = (loaded) => loaded, renderNote }: NotesListProps<TNote>) {
  if (notes.isPending) return <LoadingSpinner label="Loading notes" />;
  if (notes.isError) return <ErrorCard title="Error loading notes" message={notes.error.message} onRetry={() => void notes.refetch()} retrying={notes.isFetching} />;
  if (notes.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No notes yet.
      </Text>
    );
  }
  return <Stack gap="sm">{order(notes.data).map(renderNote)}</Stack>;
}
