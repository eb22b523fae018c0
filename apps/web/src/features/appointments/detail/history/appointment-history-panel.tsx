import { Group, List, Paper, Stack, Text } from '@mantine/core';
import type { Appointment, HistoryEntry } from '@salon/contracts';
import { ErrorCard } from '../../../../components/error-card';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { useAppointmentHistory } from '../../api/use-appointment-history';
import { fullName } from '../../shared/appointment-detail-format';
import { changeTypeLabel, fieldChanges, type FieldChange } from './appointment-history-format';

/** Newest first, like the notes: the latest change is what staff usually look for. */
const newestFirst = (entries: HistoryEntry[]) => [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.history_id - a.history_id);

function ChangeLine({ change }: { change: FieldChange }) {
  const { label, before, after } = change;
  return (
    <List.Item>
      <Text span size="sm" fw={500}>
        {label}:
      </Text>{' '}
      {before === null ? (
        <Text span size="sm">
          {after}
        </Text>
      ) : (
        <Text span size="sm">
          {before} → {after ?? 'none'}
        </Text>
      )}
    </List.Item>
  );
}

function HistoryItem({ entry, appointment }: { entry: HistoryEntry; appointment: Appointment }) {
  const label = changeTypeLabel(entry.change_type);
  const when = formatDateTime(entry.created_at);
  // No author: an automatic change (a reminder job) or an account removed since.
  const who = entry.changedBy ? fullName(entry.changedBy) : 'System';
  const changes = fieldChanges(entry.old_values, entry.new_values, appointment);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`${label}, ${when}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            by {who} · <time dateTime={entry.created_at}>{when}</time>
          </Text>
        </Group>
        {entry.change_reason && (
          <Text size="sm">
            <Text span fw={500}>
              Reason:
            </Text>{' '}
            {entry.change_reason}
          </Text>
        )}
        {changes.length > 0 && (
          <List size="sm" spacing={2} aria-label="Changed fields">
            {changes.map((change) => (
              <ChangeLine key={change.field} change={change} />
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

export function AppointmentHistoryPanel({ appointment }: { appointment: Appointment }) {
  const history = useAppointmentHistory(appointment.appointment_id);
  return (
    <SectionCard title="History" description="Every change to this appointment, who made it and when.">
      {history.isPending ? (
        <LoadingSpinner label="Loading history" />
      ) : history.isError ? (
        <ErrorCard title="Error loading history" message={history.error.message} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {newestFirst(history.data).map((entry) => (
            <HistoryItem key={entry.history_id} entry={entry} appointment={appointment} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
