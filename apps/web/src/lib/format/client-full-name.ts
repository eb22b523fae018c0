import type { Client } from '@salon/contracts';

export function clientFullName({ first_name, last_name }: Pick<Client, 'first_name' | 'last_name'>): string {
  return `${first_name} ${last_name}`;
}
