import { Button, Group } from '@mantine/core';
import { DownloadIcon } from '../../../components/icons/ui-icons';
import { saveFile } from '../../../lib/files/save-file';
import { notify } from '../../../lib/notifications/notify';
import type { ReportDocument } from './report-document';

type ReportExportButtonsProps = {
  /** The report as shown; null while its figures are still loading. */
  document: ReportDocument | null;
};

/**
 * Export CSV and Export PDF, both made in the browser from the figures on screen (spec part
 * 2 §7: no call). The libraries load on the first click, so the page itself stays light.
 */
export function ReportExportButtons({ document }: ReportExportButtonsProps) {
  const exportAs = async (format: 'csv' | 'pdf') => {
    if (!document) return;
    try {
      if (format === 'csv') {
        const { reportCsv } = await import('./report-csv');
        saveFile(new Blob([reportCsv(document)], { type: 'text/csv;charset=utf-8' }), `${document.fileName}.csv`);
      } else {
        const { reportPdfBlob } = await import('./report-pdf');
        saveFile(await reportPdfBlob(document), `${document.fileName}.pdf`);
      }
    } catch {
      notify.error({ title: 'Export failed', message: 'The file could not be made. Please try again.' });
    }
  };
  const disabled = document === null;
  return (
    <Group gap="sm">
      <Button variant="default" leftSection={<DownloadIcon size={18} />} disabled={disabled} onClick={() => void exportAs('csv')}>
        Export CSV
      </Button>
      <Button variant="default" leftSection={<DownloadIcon size={18} />} disabled={disabled} onClick={() => void exportAs('pdf')}>
        Export PDF
      </Button>
    </Group>
  );
}
