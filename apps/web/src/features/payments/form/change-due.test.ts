import { changeDue } from './change-due';

describe('changeDue', () => {
  it('is what the cash exceeds the amount by, in whole cents', () => {
    expect(changeDue(65, 100)).toBe(35);
    expect(changeDue(64.9, 100)).toBe(35.1);
    expect(changeDue(0.1, 0.3)).toBe(0.2);
  });

  it('is nothing when the cash only covers the amount, falls short, or a figure is blank', () => {
    expect(changeDue(65, 65)).toBeNull();
    expect(changeDue(65, 50)).toBeNull();
    expect(changeDue('', 100)).toBeNull();
    expect(changeDue(65, '')).toBeNull();
  });
});
