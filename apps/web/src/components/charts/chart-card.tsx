import type { ReactNode } from 'react';
import { Center, Skeleton, Text } from '@mantine/core';
import { SectionCard } from '../section-card';
import { CHART_HEIGHT } from './chart-format';

/** What a chart needs to know of its query: the data once there, and whether the call failed. */
export type ChartState<T> = { data: T | undefined; isError: boolean };

type ChartCardProps<T> = {
  title: string;
  description?: string;
  state: ChartState<T>;
  isEmpty: (data: T) => boolean;
  height?: number;
  children: (data: T) => ReactNode;
};

/**
 * A titled chart (spec part 2 §2 Charts): a placeholder of the chart's height while it loads,
 * "No data available" when there is nothing to draw, a short note when the call failed.
 */
export function ChartCard<T>({ title, description, state, isEmpty, height = CHART_HEIGHT, children }: ChartCardProps<T>) {
  let body: ReactNode;
  if (state.data !== undefined) {
    body = isEmpty(state.data) ? (
      <Center h={height / 2}>
        <Text c="dimmed">No data available</Text>
      </Center>
    ) : (
      children(state.data)
    );
  } else if (state.isError) {
    body = <Text c="dimmed">Could not be loaded.</Text>;
  } else {
    body = <Skeleton h={height} role="status" aria-label={`Loading ${title}`} />;
  }
  return (
    <SectionCard title={title} description={description}>
      {body}
    </SectionCard>
  );
}
