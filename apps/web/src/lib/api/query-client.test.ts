import { ApiError } from './api-error';
import { shouldRetryQuery } from './query-client';

describe('query retry policy', () => {
  it('does not retry an answer in the 4xx range', () => {
    const notFound = new ApiError({ message: 'The requested resource was not found', status: 404, code: 'NOT_FOUND' });
    expect(shouldRetryQuery(0, notFound)).toBe(false);
  });

  it('retries server errors and lost connections twice', () => {
    const serverError = new ApiError({ message: 'An unexpected error occurred', status: 500, code: 'INTERNAL_ERROR' });
    const offline = new ApiError({ message: 'Network error - please check your connection', status: 0, code: 'NETWORK_ERROR' });
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, offline)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
  });

  it('does not retry a time-out', () => {
    const timedOut = new ApiError({ message: 'Network error - please check your connection', status: 0, code: 'TIMEOUT' });
    expect(shouldRetryQuery(0, timedOut)).toBe(false);
  });
});
