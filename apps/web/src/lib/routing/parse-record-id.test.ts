import { parseRecordId } from './parse-record-id';

describe('parseRecordId', () => {
  it('reads a positive whole number', () => {
    expect(parseRecordId('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '4.5', 'abc', '1e3', '99999999999'])('refuses %s', (raw) => {
    expect(parseRecordId(raw)).toBeNull();
  });
});
