import { Brackets } from 'typeorm';
import { namePatterns, namesSomething, phoneDigits } from '../../common/database/search-pattern';

/**
 * A client's full name as the trigram index ix_clients_full_name_trgm holds it (migration
 * ClientSearchIndexes). A query must spell it exactly so for PostgreSQL to use the index: any
 * part of a first or last name is part of it, so it alone answers name searches.
 */
export const fullNameOf = (alias: string) => `(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** A phone's digits however it was typed, as ix_clients_phone_digits_trgm holds them. */
export const phoneDigitsOf = (alias: string) => `regexp_replace(${alias}.phone, '\\D', '', 'g')`;

/**
 * Clients of the `alias` table whose name or e-mail holds the search, or whose phone holds its
 * digits (three or more, however either was typed); a term without a letter or digit matches
 * nobody. Each test reads a trigram index, so the matching rows can be found without reading the others.
 */
export function clientMatches(alias: string, search: string): Brackets {
  const name = fullNameOf(alias);
  const email = `${alias}.email`;
  const { names, email: emailPattern } = namePatterns(search);
  const digits = phoneDigits(search);
  return new Brackets((where) => {
    if (!namesSomething(search)) {
      where.where('FALSE');
      return;
    }
    const params: Record<string, string> = { clientSearchEmail: emailPattern };
    names.forEach((pattern, i) => (params[`clientSearchName${i}`] = pattern));
    where.where(names.map((_, i) => `${name} ILIKE :clientSearchName${i}`).join(' OR '), params).orWhere(`${email} ILIKE :clientSearchEmail`);
    if (digits) where.orWhere(`${phoneDigitsOf(alias)} LIKE :clientSearchDigits`, { clientSearchDigits: `%${digits}%` });
  });
}
