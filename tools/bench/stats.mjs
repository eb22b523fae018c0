// Percentiles of measured latencies (nearest rank, as HDR histograms and autocannon report them).

/** The p-th percentile (0-100) of the values, by nearest rank; null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The middle value (the mean of the two middle ones for an even count); null when there are none. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rounds a duration in milliseconds for the table: two decimals under 10 ms, one under 100, none above. */
export function roundMs(ms) {
  if (ms === null || ms === undefined) return null;
  if (ms < 10) return Math.round(ms * 100) / 100;
  if (ms < 100) return Math.round(ms * 10) / 10;
  return Math.round(ms);
}
