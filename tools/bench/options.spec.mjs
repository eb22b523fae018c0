import { describe, expect, it } from 'vitest';
import { isSelected, parseBenchArgs } from './options.mjs';

describe('parseBenchArgs', () => {
  it('defaults to the small set, 10 and 50 connections, 5 s, everything, a database of its own', () => {
    expect(parseBenchArgs([])).toEqual({ size: 'small', connections: [10, 50], seconds: 5, only: [], database: null, apiDist: null, instances: 1, help: false });
  });

  it('measures 10 s per run on the large set unless told otherwise', () => {
    expect(parseBenchArgs(['--size', 'large']).seconds).toBe(10);
    expect(parseBenchArgs(['--size', 'large', '--seconds', '3']).seconds).toBe(3);
  });

  it('reads connection counts, sorted and without repeats, and repeated --only in lower case', () => {
    const options = parseBenchArgs(['--connections', '50, 10,10', '--only', 'Clients', '--only', 'booking']);
    expect(options.connections).toEqual([10, 50]);
    expect(options.only).toEqual(['clients', 'booking']);
  });

  it('takes a database URL and an API build folder', () => {
    const options = parseBenchArgs(['--database', 'postgres://salon:salon@127.0.0.1:54329/h_driver', '--api-dist', 'dist/h-driver/api']);
    expect(options.database).toBe('postgres://salon:salon@127.0.0.1:54329/h_driver');
    expect(options.apiDist).toBe('dist/h-driver/api');
  });

  it('takes the number of API instances', () => {
    expect(parseBenchArgs(['--instances', '2']).instances).toBe(2);
  });

  it.each([
    [['--instances', '0'], '--instances must be a whole number from 1 to 16 (got "0")'],
    [['--instances', '1.5'], '--instances must be a whole number from 1 to 16 (got "1.5")'],
    [['--instances', 'two'], '--instances must be a whole number from 1 to 16 (got "two")'],
    [['--size', 'huge'], '--size must be small or large, not "huge"'],
    [['--connections', '10,x'], '--connections must be whole numbers'],
    [['--connections', '0'], '--connections must be whole numbers'],
    [['--seconds', '0'], '--seconds must be a number from 1 to 600'],
    [['--database', 'mysql://x'], '--database must be a postgres:// URL'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });

  it('refuses an option it does not know', () => {
    expect(() => parseBenchArgs(['--size=large', '--fast'])).toThrow(/--fast/);
  });
});

describe('isSelected', () => {
  const call = { key: 'clients-page-500', name: 'clients page 500' };

  it('takes every call without --only', () => {
    expect(isSelected(call, [])).toBe(true);
  });

  it('matches the key or the name, any case', () => {
    expect(isSelected(call, ['page-500'])).toBe(true);
    expect(isSelected(call, ['page 500'])).toBe(true);
    expect(isSelected(call, ['booking', 'clients'])).toBe(true);
    expect(isSelected(call, ['booking'])).toBe(false);
  });
});
