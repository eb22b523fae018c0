import type { VisitFrequencyBucket } from '@salon/contracts';

/** The visit-frequency buckets: 1, 2-3, 4-6, 7-11 and 12 or more visits. */
const FREQUENCY_BUCKETS: readonly [number, number | null][] = [
  [1, 1],
  [2, 3],
  [4, 6],
  [7, 11],
  [12, null],
];

/** How many clients fall in each bucket, given how many clients made each number of visits. */
export function frequencyBuckets(visitCounts: ReadonlyMap<number, number>): VisitFrequencyBucket[] {
  return FREQUENCY_BUCKETS.map(([min, max]) => {
    let clients = 0;
    for (const [visits, count] of visitCounts) if (visits >= min && (max === null || visits <= max)) clients += count;
    return { label: max === null ? `${min}+ visits` : min === max ? `${min} visit${min === 1 ? '' : 's'}` : `${min}-${max} visits`, minVisits: min, maxVisits: max, clients };
  });
}
