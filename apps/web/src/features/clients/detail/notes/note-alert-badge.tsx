import { Badge } from '@mantine/core';

/** Marks a client note that staff flagged as a health and safety alert. */
export function NoteAlertBadge() {
  return (
    <Badge variant="light" color="red">
      Alert
    </Badge>
  );
}
