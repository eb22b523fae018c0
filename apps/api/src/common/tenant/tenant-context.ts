import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';

type TenantStore = { salonId: number | null };

/** One store per request, opened before routing and filled in once the caller is known. */
const storage = new AsyncLocalStorage<TenantStore>();

/** Runs `work` with no salon known yet; the guard names it after authentication. */
export function runRequestScope<T>(work: () => T): T {
  return storage.run({ salonId: null }, work);
}

/** Work on behalf of one salon outside a request (background jobs, tests). */
export function runAsSalon<T>(salonId: number, work: () => T): T {
  return storage.run({ salonId }, work);
}

/** Called by the guard once the user is authenticated: the rest of the request acts for their salon. */
export function enterSalon(salonId: number): void {
  const store = storage.getStore();
  if (!store) throw new Error('enterSalon outside a request scope');
  store.salonId = salonId;
}

/**
 * The salon the current work is for: the signed-in user's salon during a request. Asking
 * where no salon is known (a public route, a job that did not say) is a programming error,
 * never a silent fall back to some default salon.
 */
@Injectable()
export class TenantContext {
  salonId(): number {
    const salonId = storage.getStore()?.salonId;
    if (salonId === undefined || salonId === null) throw new Error('No salon is known here: only signed-in requests and runAsSalon work act for a salon');
    return salonId;
  }
}
