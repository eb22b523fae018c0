import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './pagination';

const clientsQuery = listQuerySchema(['first_name', 'last_name', 'email', 'created_at'] as const, {
  limit: 10,
  sortBy: 'last_name',
});

describe('listQuerySchema', () => {
  it('fills the defaults', () => {
    expect(clientsQuery.parse({})).toEqual({ limit: 10, offset: 0, sortBy: 'last_name', sortOrder: 'ASC' });
  });

  it('coerces numbers and upper-cases the sort order', () => {
    expect(clientsQuery.parse({ limit: '25', offset: '50', sortOrder: 'desc', sortBy: 'email' })).toMatchObject({
      limit: 25,
      offset: 50,
      sortOrder: 'DESC',
      sortBy: 'email',
    });
  });

  it('refuses an unknown sort column instead of passing it on', () => {
    const result = clientsQuery.safeParse({ sortBy: 'password; drop table clients' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('sortBy must be one of: first_name, last_name, email, created_at');
  });

  it.each([{ limit: '0' }, { limit: '1001' }, { limit: 'ten' }, { offset: '-1' }, { sortOrder: 'UP' }])(
    'refuses %o',
    (query) => {
      expect(clientsQuery.safeParse(query).success).toBe(false);
    },
  );
});
