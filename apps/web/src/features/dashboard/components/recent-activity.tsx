import { Badge, Group, List, Text } from '@mantine/core';
import type { ActivityItem, ActivityPriority, ActivityType } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { QuerySection } from './query-section';

const TYPE_LABELS: Record<ActivityType, string> = { appointment: 'Appointment', client: 'Client', staff: 'Staff', system: 'System' };
const TYPE_COLORS: Record<ActivityType, string> = { appointment: 'blue', client: 'grape', staff: 'teal', system: 'gray' };
/** Only what needs attention is flagged; medium and low read as ordinary lines. */
const PRIORITY_BADGES: Partial<Record<ActivityPriority, { label: string; color: string }>> = {
  urgent: { label: 'Urgent', color: 'red' },
  high: { label: 'High', color: 'orange' },
};

function ActivityRow({ item }: { item: ActivityItem }) {
  const priority = PRIORITY_BADGES[item.priority];
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color={TYPE_COLORS[item.type]} size="sm" miw={92} style={{ flexShrink: 0 }}>
          {TYPE_LABELS[item.type]}
        </Badge>
        <div>
          <Text size="sm" component="div">
            {item.message}
            {priority && (
              <Badge ml={6} size="xs" color={priority.color} variant="filled">
                {priority.label}
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.timestamp)}
          </Text>
        </div>
      </Group>
    </List.Item>
  );
}

/** Recent Activity (spec part 1 §2): the latest bookings, cancellations, check-ins, new clients and low stock, newest first. */
export function RecentActivity({ query }: { query: UseQueryResult<ActivityItem[]> }) {
  return (
    <QuerySection title="Recent Activity" query={query} isEmpty={(items) => items.length === 0} emptyText="No recent activity">
      {(items) => (
        <List listStyleType="none" spacing="sm" aria-label="Recent activity">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </List>
      )}
    </QuerySection>
  );
}
