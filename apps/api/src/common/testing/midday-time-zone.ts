import type { DataSource } from 'typeorm';

/**
 * The fixed-offset zone in which it is now about noon (Etc/GMT-n is n hours ahead of UTC): a
 * salon there is hours from its midnight, whenever the test runs.
 */
export function middayTimeZone(now = new Date()): string {
  const ahead = 12 - now.getUTCHours();
  if (ahead === 0) return 'Etc/GMT';
  return ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

/**
 * Moves a salon to the zone where it is now about noon, for tests on real time (API processes
 * cannot pretend): the salon's day, which closes a waitlist and names "today", cannot change
 * while they run.
 */
export async function putSalonAtMidday(dataSource: DataSource, salonId = 1): Promise<void> {
  await dataSource.query('UPDATE salons SET time_zone = $2 WHERE salon_id = $1', [salonId, middayTimeZone()]);
}
