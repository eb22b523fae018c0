import { describe, expect, it } from 'vitest';
import { dashboardNotificationsQuerySchema, dashboardPopularServicesQuerySchema, growthPercent } from './dashboard.schemas';

describe('growthPercent', () => {
  it('is (current − previous) / previous × 100 with one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(4.5, 4)).toBe(12.5);
  });

  it('is null when there is nothing to compare against', () => {
    expect(growthPercent(10, 0)).toBeNull();
    expect(growthPercent(10, null)).toBeNull();
    expect(growthPercent(null, 4)).toBeNull();
  });

  it('is null when the previous figure is negative, so a recovery from a net loss never shows as a fall', () => {
    expect(growthPercent(100, -100)).toBeNull();
    expect(growthPercent(-50, -100)).toBeNull();
  });
});

describe('dashboard queries', () => {
  it('default to 10 activity items and 5 services, and take a limit typed as text', () => {
    expect(dashboardNotificationsQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(dashboardPopularServicesQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(dashboardNotificationsQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
  });

  it('refuse a limit above 50 or below 1', () => {
    expect(dashboardNotificationsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(dashboardPopularServicesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
