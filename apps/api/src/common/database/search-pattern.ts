/** `%text%` for ILIKE, with the user's own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of a search, for matching phone numbers however they were typed; null when too few to mean a phone. */
export const phoneDigits = (text: string, minimum = 3) => {
  const digits = text.replace(/\D/g, '');
  return digits.length >= minimum ? digits : null;
};
