import { fromCents, toCents } from '@salon/contracts';

/**
 * The change to hand back when a client pays cash: tendered minus the amount, worked out in
 * integer cents (100 − 64.9 is 35.099999… in floating point). Null while either figure is
 * missing or the cash does not exceed the amount, so nothing is shown.
 */
export function changeDue(amount: number | string, tendered: number | string): number | null {
  if (typeof amount !== 'number' || typeof tendered !== 'number') return null;
  const change = toCents(tendered) - toCents(amount);
  return change > 0 ? fromCents(change) : null;
}
