import { describe, expect, it } from 'vitest';
import { TenantContext, enterSalon, runAsSalon, runRequestScope } from './tenant-context';

const tenant = new TenantContext();
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the tenant context', () => {
  it('refuses to name a salon where none is known, rather than fall back to one', () => {
    expect(() => tenant.salonId()).toThrow('No salon is known here');
    expect(() => runRequestScope(() => tenant.salonId())).toThrow('No salon is known here');
  });

  it('names the salon the guard entered for the rest of the request, across awaits', async () => {
    const seen = await runRequestScope(async () => {
      enterSalon(7);
      await tick();
      return tenant.salonId();
    });
    expect(seen).toBe(7);
  });

  it('keeps two requests at once apart', async () => {
    const request = (salonId: number) =>
      runRequestScope(async () => {
        enterSalon(salonId);
        await tick();
        return tenant.salonId();
      });
    expect(await Promise.all([request(1), request(2), request(3)])).toEqual([1, 2, 3]);
  });

  it('lets background work say which salon it acts for', async () => {
    expect(await runAsSalon(4, async () => (await tick(), tenant.salonId()))).toBe(4);
  });

  it('cannot enter a salon outside a request scope', () => {
    expect(() => enterSalon(1)).toThrow('enterSalon outside a request scope');
  });
});
