import { ACTIONS, PERMISSION_CATALOGUE, RESOURCES, type Action, type Resource } from '@salon/contracts';

export const RESOURCE_LABELS: Record<Resource, string> = {
  clients: 'Clients',
  employees: 'Employees',
  services: 'Services',
  appointments: 'Appointments',
  inventory: 'Inventory',
  payments: 'Payments',
  waitlist: 'Waitlist',
  reports: 'Reports',
  dashboard: 'Dashboard',
};

export const ACTION_LABELS: Record<Action, string> = {
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

const SPECIAL_LABELS: Record<string, string> = {
  'payments:refund': 'Refund payments',
  'payments:void': 'Void payments',
  'admin:access': 'Admin access (settings, users and roles)',
};

const GRID_PERMISSIONS = new Set(RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}:${action}`)));

/** The catalogue's permissions outside the resource × action grid, so a new one shows up without code here. */
export const SPECIAL_PERMISSIONS = PERMISSION_CATALOGUE.filter((permission) => !GRID_PERMISSIONS.has(permission)).map((permission) => ({
  permission,
  label: SPECIAL_LABELS[permission] ?? permission,
}));
