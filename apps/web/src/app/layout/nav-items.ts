import type { ComponentType } from 'react';
import { can, type SessionUser } from '@salon/contracts';
import type { IconProps } from '../../components/icons/icon';
import {
  BadgeIcon,
  BoxIcon,
  CalendarIcon,
  CardIcon,
  ChartIcon,
  ClockIcon,
  DashboardIcon,
  ScissorsIcon,
  SettingsIcon,
  UsersIcon,
} from '../../components/icons/nav-icons';

export type NavItem = {
  label: string;
  to: string;
  /** Hidden from users without it; the Dashboard needs none (spec part 1 §2). */
  permission?: string;
  icon: ComponentType<IconProps>;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Appointments', to: '/appointments', permission: 'appointments:read', icon: CalendarIcon },
  { label: 'Clients', to: '/clients', permission: 'clients:read', icon: UsersIcon },
  { label: 'Employees', to: '/employees', permission: 'employees:read', icon: BadgeIcon },
  { label: 'Services', to: '/services', permission: 'services:read', icon: ScissorsIcon },
  { label: 'Inventory', to: '/inventory', permission: 'inventory:read', icon: BoxIcon },
  { label: 'Payments', to: '/payments', permission: 'payments:read', icon: CardIcon },
  { label: 'Waitlist', to: '/waitlist', permission: 'waitlist:read', icon: ClockIcon },
  { label: 'Reports', to: '/reports', permission: 'reports:read', icon: ChartIcon },
  { label: 'Settings', to: '/settings', permission: 'admin:access', icon: SettingsIcon },
];

export function visibleNavItems(user: SessionUser): NavItem[] {
  return NAV_ITEMS.filter((item) => item.permission === undefined || can(user, item.permission));
}
