import type { SuccessEnvelope } from '@salon/contracts';

/** Wraps a payload in the success envelope of DECISIONS §2. */
export const ok = <T>(data: T, message?: string): SuccessEnvelope<T> =>
  message === undefined ? { success: true, data } : { success: true, data, message };
