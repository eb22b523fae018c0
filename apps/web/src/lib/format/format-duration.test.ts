import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [45, '45m'],
    [60, '1h'],
    [75, '1h 15m'],
    [480, '8h'],
  ])('shows %i minutes as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
