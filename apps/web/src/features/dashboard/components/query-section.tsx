import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionCard } from '../../../components/section-card';

type QuerySectionProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** Shown instead of the content when the data holds nothing. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
};

/**
 * A dashboard card fed by one query: a placeholder while loading, its empty text when there
 * is nothing, and a short note when the call failed (the page's alert offers Retry).
 */
export function QuerySection<T>({ title, query, isEmpty, emptyText, children }: QuerySectionProps<T>) {
  let body: ReactNode;
  if (query.data !== undefined) body = isEmpty(query.data) ? <Text c="dimmed">{emptyText}</Text> : children(query.data);
  else if (query.isError) body = <Text c="dimmed">Could not be loaded.</Text>;
  else body = <Skeleton h={160} role="status" aria-label={`Loading ${title}`} />;
  return <SectionCard title={title}>{body}</SectionCard>;
}
