import { describe, expect, it } from 'vitest';
import { containsPattern, namePatterns, namesSomething, phoneDigits } from './search-pattern';

describe('search patterns', () => {
  it('looks anywhere from three characters, where a word begins below that', () => {
    expect(namePatterns('lee')).toEqual({ names: ['%lee%'], email: '%lee%' });
    expect(namePatterns('an')).toEqual({ names: ['an%', '% an%'], email: 'an%' });
    expect(namePatterns('é')).toEqual({ names: ['é%', '% é%'], email: 'é%' });
  });

  it("takes the user's own %, _ and \\ literally", () => {
    expect(namePatterns('a_%\\b')).toEqual({ names: ['%a\\_\\%\\\\b%'], email: '%a\\_\\%\\\\b%' });
    expect(containsPattern('50%')).toBe('%50\\%%');
  });

  it('finds nothing to name in a term without a letter or digit', () => {
    expect(namesSomething('---')).toBe(false);
    expect(namesSomething('%_ ')).toBe(false);
    expect(namesSomething('Zoë')).toBe(true);
    expect(namesSomething('(555)')).toBe(true);
  });

  it('reads a phone from three digits, however typed', () => {
    expect(phoneDigits('(555) 12')).toBe('55512');
    expect(phoneDigits('5-5')).toBeNull();
  });
});
