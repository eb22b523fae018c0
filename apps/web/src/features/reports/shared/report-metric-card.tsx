import { useId, type ReactNode } from 'react';
import { Paper, Skeleton, Text } from '@mantine/core';

type ReportMetricCardProps = {
  label: string;
  /** The figure as shown; undefined while it loads. */
  value: string | undefined;
  /** A line under the figure: a growth badge, "12 completed"... */
  detail?: ReactNode;
};

/** One headline figure of a report, named by its label for assistive technology. */
export function ReportMetricCard({ label, value, detail }: ReportMetricCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={48} mt={4} />
      ) : (
        <>
          <Text fz={26} fw={700} lh={1.3}>
            {value}
          </Text>
          {detail}
        </>
      )}
    </Paper>
  );
}
