/** A record id from the address bar, or null when it is not a positive whole number (then there is nothing to load). */
export function parseRecordId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
