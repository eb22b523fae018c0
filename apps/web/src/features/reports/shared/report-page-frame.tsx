import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons/icon';
import { PageHeader } from '../../../components/page-header';
import { ReportExportButtons } from '../export/report-export-buttons';
import type { ReportDocument } from '../export/report-document';

type ReportPageFrameProps = {
  title: string;
  description: string;
  document: ReportDocument | null;
  /** The date inputs and any other choices of the report. */
  controls: ReactNode;
  /** The report itself; absent while the chosen dates make no range. */
  children?: ReactNode;
};

/** A detailed report: Back to Reports, its title with the exports, its date range, then its figures. */
export function ReportPageFrame({ title, description, document, controls, children }: ReportPageFrameProps) {
  return (
    <Stack gap="lg">
      <Group>
        <Button
          component={Link}
          to="/reports"
          variant="subtle"
          px={0}
          leftSection={
            <Icon size={18}>
              <path d="M19 12H5m6-6-6 6 6 6" />
            </Icon>
          }
        >
          Back to Reports
        </Button>
      </Group>
      <PageHeader title={title} description={description} actions={<ReportExportButtons document={document} />} />
      <Group gap="lg" align="flex-end" wrap="wrap">
        {controls}
      </Group>
      {children ?? (
        <Text c="dimmed" role="status">
          Choose a start and an end date to see the report.
        </Text>
      )}
    </Stack>
  );
}
