import { DUPLICATE_REASONS, phoneTail, type DuplicateReason } from '@salon/contracts';
import type { ClientEntity } from './client.entity';
import type { DuplicateCriteria } from './clients.repository';

/** Which of the lookup's tests a found client passed, said the way the SQL says it (a phone's last ten digits, any case). */
export function duplicateReasons(client: ClientEntity, criteria: DuplicateCriteria): DuplicateReason[] {
  const same = (stored: string | null, typed: string | undefined) => stored !== null && typed !== undefined && stored.toLowerCase() === typed.toLowerCase();
  const passed: Record<DuplicateReason, boolean> = {
    phone: client.phone !== null && criteria.phoneTail !== undefined && phoneTail(client.phone) === criteria.phoneTail,
    email: same(client.email, criteria.email),
    name: same(client.first_name, criteria.name?.first) && same(client.last_name, criteria.name?.last),
  };
  return DUPLICATE_REASONS.filter((reason) => passed[reason]);
}
