/** Minutes as hours and minutes, e.g. 75 → "1h 15m", 60 → "1h", 45 → "45m" (spec part 1 §2, Services). */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}
