import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { can, type SessionUser } from '@salon/contracts';
import { Link } from 'react-router-dom';

/** The dashboard's Quick Actions (spec part 1 §2), each shown only to those who may use it. */
const QUICK_ACTIONS = [
  { label: 'New Appointment', to: '/appointments/new', permission: 'appointments:create' },
  { label: 'Add Client', to: '/clients/new', permission: 'clients:create' },
  { label: 'Staff Schedule', to: '/schedule', permission: 'appointments:read' },
  { label: 'Update Inventory', to: '/inventory', permission: 'inventory:update' },
] as const;

export const quickActionsFor = (user: SessionUser) => QUICK_ACTIONS.filter((action) => can(user, action.permission));

export function QuickActions({ user }: { user: SessionUser }) {
  const actions = quickActionsFor(user);
  if (actions.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h4" mb="sm" id="quick-actions-title">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {actions.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant="light">
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
