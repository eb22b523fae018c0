import { unwrap, type RawResponse } from '../../../lib/api/api-client';

/** Spec part 2 §8: an inventory call answered without data reads "Invalid response from server". */
export const INVALID_RESPONSE = 'Invalid response from server';

export function unwrapInventory<TResponse extends RawResponse>(request: Promise<TResponse>) {
  return unwrap(request, { noData: INVALID_RESPONSE });
}
