import { ApiError } from '../../../lib/api/api-error';
import { REPORT_CACHING, reportDashboardQuery } from './report-queries';

describe('report query caching', () => {
  it('keeps figures 5 minutes and does not ask again when the window gets the focus back', () => {
    expect(REPORT_CACHING.staleTime).toBe(300_000);
    expect(REPORT_CACHING.refetchOnWindowFocus).toBe(false);
    expect(reportDashboardQuery({ start_date: '2026-11-01', end_date: '2026-11-30' })).toMatchObject({ staleTime: 300_000, refetchOnWindowFocus: false });
  });

  it('retries a failed call once, and a refusal never', () => {
    expect(REPORT_CACHING.retry(0, new Error('Failed to fetch'))).toBe(true);
    expect(REPORT_CACHING.retry(1, new Error('Failed to fetch'))).toBe(false);
    expect(REPORT_CACHING.retry(0, new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No' }))).toBe(false);
  });
});
