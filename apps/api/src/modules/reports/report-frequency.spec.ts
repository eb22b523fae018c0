import { describe, expect, it } from 'vitest';
import { frequencyBuckets } from './report-frequency';

describe('visit frequency buckets', () => {
  it('put each client in the bucket holding their visits, the bounds included', () => {
    const clientsByVisits = new Map([
      [1, 3],
      [2, 1],
      [3, 2],
      [4, 1],
      [6, 1],
      [7, 2],
      [11, 1],
      [12, 2],
      [30, 1],
    ]);
    expect(frequencyBuckets(clientsByVisits)).toEqual([
      { label: '1 visit', minVisits: 1, maxVisits: 1, clients: 3 },
      { label: '2-3 visits', minVisits: 2, maxVisits: 3, clients: 3 },
      { label: '4-6 visits', minVisits: 4, maxVisits: 6, clients: 2 },
      { label: '7-11 visits', minVisits: 7, maxVisits: 11, clients: 3 },
      { label: '12+ visits', minVisits: 12, maxVisits: null, clients: 3 },
    ]);
  });
});
