import { Button } from '@mantine/core';
import { contract, MESSAGES } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from '../../../components/icons/ui-icons';
import { downloadFile } from '../../../lib/api/api-client';
import { saveFile } from '../../../lib/files/save-file';
import { notify } from '../../../lib/notifications/notify';
import type { AppointmentListParams } from '../api/appointment-keys';

/** The list's query without its page: an export holds every matching appointment. */
export type AppointmentExportQuery = Omit<AppointmentListParams, 'limit' | 'offset'>;

/** Used when the answer does not name the file (a proxy dropping Content-Disposition). */
const FALLBACK_FILENAME = 'appointments.csv';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MESSAGES.internalError);

/** "Export CSV" on the appointments list: every appointment the list's current filters and sort match, as a file. */
export function AppointmentsExportButton({ query }: { query: AppointmentExportQuery }) {
  const exporting = useMutation({
    mutationFn: () => downloadFile(contract.appointmentReports.export, { ...query, format: 'csv' }),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? FALLBACK_FILENAME),
    onError: (error) => notify.error({ title: 'Export failed', message: messageOf(error) }),
  });

  return (
    <Button variant="default" leftSection={<DownloadIcon size={18} />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
      Export CSV
    </Button>
  );
}
