import type { User } from '@salon/contracts';

export function userDisplayName(user: User): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username;
}
