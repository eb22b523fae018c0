import { NavLink, Stack } from '@mantine/core';
import type { SessionUser } from '@salon/contracts';
import { Link, useLocation } from 'react-router-dom';
import { visibleNavItems } from './nav-items';

type MainNavProps = {
  user: SessionUser;
  onNavigate: () => void;
};

export function MainNav({ user, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();

  return (
    <Stack gap={4}>
      {visibleNavItems(user).map(({ label, to, icon: ItemIcon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<ItemIcon size={20} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
