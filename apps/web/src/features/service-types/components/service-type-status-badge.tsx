import { Badge } from '@mantine/core';

type ServiceTypeStatusBadgeProps = {
  isActive: boolean;
};

// The dot variant keeps the label in body text colour, so it reads at full contrast.
export function ServiceTypeStatusBadge({ isActive }: ServiceTypeStatusBadgeProps) {
  return (
    <Badge variant="dot" color={isActive ? 'teal' : 'gray'} size="md">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
