import { clientInputSchema, type WaitlistEntry } from '@salon/contracts';
import type { z } from 'zod';

/** A walk-in's name as a client's first and last name: the first word, then the rest ('' for a one-word name). */
export function splitWalkInName(entry: WaitlistEntry): { first: string; last: string } {
  const [first, ...rest] = entry.clientName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

type NameValues = { clientId?: unknown; clientFirstName?: unknown; clientLastName?: unknown };

/**
 * When no client is chosen, the new client's typed name must pass the clients' own rules (the
 * contract only checks a name that is typed): a one-word walk-in needs its last name.
 */
export function newClientNameRule(values: NameValues, ctx: z.RefinementCtx) {
  if (values.clientId !== '' && values.clientId !== null && values.clientId !== undefined) return;
  const checks = [
    ['clientFirstName', clientInputSchema.shape.first_name.safeParse(values.clientFirstName ?? '')],
    ['clientLastName', clientInputSchema.shape.last_name.safeParse(values.clientLastName ?? '')],
  ] as const;
  for (const [field, check] of checks) if (!check.success) ctx.addIssue({ code: 'custom', path: [field], message: check.error.issues[0].message });
}
