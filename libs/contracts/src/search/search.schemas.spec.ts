import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.schemas';

const errors = (query: unknown) => {
  const result = searchQuerySchema.safeParse(query);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('searchQuerySchema', () => {
  it('trims the query and returns 5 of each type by default', () => {
    expect(searchQuerySchema.parse({ q: '  Ann  ' })).toEqual({ q: 'Ann', limit: 5 });
    expect(searchQuerySchema.parse({ q: 'Ann', limit: '10' })).toEqual({ q: 'Ann', limit: 10 });
  });

  it('refuses a missing, empty or blank query with one clear message', () => {
    expect(errors({}).q).toEqual(['Type something to search for']);
    expect(errors({ q: '' }).q).toEqual(['Type something to search for']);
    expect(errors({ q: '   ' }).q).toEqual(['Type something to search for']);
  });

  it('keeps limit between 1 and 10 and q within 100 characters', () => {
    expect(errors({ q: 'a', limit: 0 }).limit).toEqual(['limit must be 1 to 10']);
    expect(errors({ q: 'a', limit: 11 }).limit).toEqual(['limit must be 1 to 10']);
    expect(errors({ q: 'a', limit: 'x' }).limit).toEqual(['limit must be a number']);
    expect(errors({ q: 'a'.repeat(101) }).q).toEqual(['q must be at most 100 characters']);
  });
});
