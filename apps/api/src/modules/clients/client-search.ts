import { Brackets } from 'typeorm';
import { phoneDigits } from '../../common/database/search-pattern';

/**
 * A client's full name as the trigram index ix_clients_full_name_trgm holds it (migration
 * ClientSearchIndexes). A query must spell it exactly so for PostgreSQL to use the index: any
 * part of a first or last name is part of it, so it alone answers name searches.
 */
export const fullNameOf = (alias: string) => `(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** A phone's digits however it was typed, as ix_clients_phone_digits_trgm holds them. */
export const phoneDigitsOf = (alias: string) => `regexp_replace(${alias}.phone, '\\D', '', 'g')`;

/**
 * Trigrams are three characters: a shorter term can only be found through the index at the
 * start of a word, so one or two characters match where a first name, a last name or an e-mail
 * begins ("an": Anna, Ann Lee, Lee Andrews, anna@...), and longer terms anywhere.
 */
export const CONTAINS_MIN_LENGTH = 3;

/** The user's own %, _ and \ taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Clients of the `alias` table whose name or e-mail holds the search, or whose phone holds its
 * digits (three or more, however either was typed); a term without a letter or digit matches
 * nobody. Each test reads a trigram index, so the matching rows can be found without reading the others.
 */
export function clientMatches(alias: string, search: string): Brackets {
  const name = fullNameOf(alias);
  const email = `${alias}.email`;
  const term = literal(search);
  const digits = phoneDigits(search);
  return new Brackets((where) => {
    // No trigram and no word to start: such a term names nobody, and looking would read every client.
    if (!/[\p{L}\p{N}]/u.test(search)) {
      where.where('FALSE');
      return;
    }
    if (Array.from(search).length >= CONTAINS_MIN_LENGTH) {
      const anywhere = `%${term}%`;
      where.where(`${name} ILIKE :clientSearchAnywhere`, { clientSearchAnywhere: anywhere }).orWhere(`${email} ILIKE :clientSearchAnywhere`);
    } else {
      where
        .where(`${name} ILIKE :clientSearchStart`, { clientSearchStart: `${term}%`, clientSearchWordStart: `% ${term}%` })
        .orWhere(`${name} ILIKE :clientSearchWordStart`)
        .orWhere(`${email} ILIKE :clientSearchStart`);
    }
    if (digits) where.orWhere(`${phoneDigitsOf(alias)} LIKE :clientSearchDigits`, { clientSearchDigits: `%${digits}%` });
  });
}
