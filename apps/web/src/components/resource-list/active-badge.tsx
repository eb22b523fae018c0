import { Badge } from '@mantine/core';

/** The Status column of lists whose records can be switched off (spec part 1 §4). */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="dot" color={isActive ? 'teal' : 'gray'} miw="max-content">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
