import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it('counts a transaction whose connection died under it (TypeORM released its runner) as the database being unavailable', () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it('counts a refused connection, and not an ordinary failure', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
