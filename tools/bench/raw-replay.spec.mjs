import { describe, expect, it } from 'vitest';
import { planWaves } from './raw-replay.mjs';

const statement = (connection, text, sentAt, doneAt) => ({ connection, text, values: null, sentAt, doneAt });

describe('planWaves', () => {
  it('runs one after another what the API sent one after another', () => {
    const waves = planWaves([statement(1, 'a', 0, 2), statement(1, 'b', 3, 5), statement(2, 'c', 6, 9)]);
    expect(waves.map((wave) => wave.map((s) => s.text))).toEqual([['a'], ['b'], ['c']]);
  });

  it('runs side by side what the API sent on several connections before any answer came', () => {
    const waves = planWaves([statement(1, 'access', 0, 1), statement(2, 'totals', 2, 40), statement(3, 'by status', 2.1, 30), statement(4, 'top', 2.2, 35), statement(2, 'after', 41, 42)]);
    expect(waves.map((wave) => wave.map((s) => s.text))).toEqual([['access'], ['totals', 'by status', 'top'], ['after']]);
  });

  it('starts a new wave for a statement sent after an answer of the wave under way, and for a second on the same connection', () => {
    const waves = planWaves([statement(1, 'a', 0, 5), statement(2, 'b', 6, 8), statement(1, 'c', 7, 9)]);
    expect(waves.map((wave) => wave.map((s) => s.text))).toEqual([['a'], ['b', 'c']]);
    expect(planWaves([statement(1, 'a', 0, null), statement(1, 'b', 1, null)]).length).toBe(2);
  });

  it('orders by the time sent and keeps only what a replay needs', () => {
    expect(planWaves([statement(1, 'late', 5, 6), { connection: 1, text: 'early', values: ['1'], sentAt: 0, doneAt: 1 }])).toEqual([
      [{ connection: 1, text: 'early', values: ['1'] }],
      [{ connection: 1, text: 'late', values: null }],
    ]);
  });
});
