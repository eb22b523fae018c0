import { Badge, type MantineSize } from '@mantine/core';

/** Active or Inactive, for records that can be switched off (spec part 1 §4): list rows and detail headers. */
export function ActiveBadge({ isActive, size }: { isActive: boolean; size?: MantineSize }) {
  return (
    <Badge variant="dot" color={isActive ? 'teal' : 'gray'} size={size} miw="max-content">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
