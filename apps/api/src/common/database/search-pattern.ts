/** The user's own %, _ and \ taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE, with the user's own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

/** The digits of a search, for matching phone numbers however they were typed; null when too few to mean a phone. */
export const phoneDigits = (text: string, minimum = 3) => {
  const digits = text.replace(/\D/g, '');
  return digits.length >= minimum ? digits : null;
};

/**
 * Trigrams are three characters: a shorter term can only be found through a trigram index
 * where a word begins, so one or two characters match at a word's start and longer terms anywhere.
 */
export const CONTAINS_MIN_LENGTH = 3;

/** A term without a letter or digit has no trigram and no word to start: it names nobody, and looking would read every row. */
export const namesSomething = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * ILIKE patterns for a name search (any of `names` matches) and an e-mail search: anywhere for
 * three characters or more; for one or two, where a name's word or the e-mail begins.
 */
export function namePatterns(text: string): { names: string[]; email: string } {
  const term = likeLiteral(text);
  if (Array.from(text).length >= CONTAINS_MIN_LENGTH) return { names: [`%${term}%`], email: `%${term}%` };
  return { names: [`${term}%`, `% ${term}%`], email: `${term}%` };
}
