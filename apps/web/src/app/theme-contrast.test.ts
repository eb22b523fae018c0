import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { accessibleColorVariables, contrastRatio, readableOn } from './theme-contrast';
import { theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = accessibleColorVariables(resolved);
const { colors, white } = resolved;
const STATUS_COLORS = ['yellow', 'blue', 'violet', 'green', 'red', 'orange', 'gray'];
const COLORED = Object.keys(colors).filter((name) => name !== 'dark');

describe('colours that carry text', () => {
  it("measures contrast as WCAG does: Mantine's yellow-9 on yellow-1 (the old PENDING badge) is 2.69:1", () => {
    expect(contrastRatio(colors.yellow[9], colors.yellow[1]).toFixed(2)).toBe('2.69');
    expect(contrastRatio('#000000', '#ffffff').toFixed(2)).toBe('21.00');
  });

  it('darkens a colour only as far as it must', () => {
    expect(readableOn(colors.gray[9], [white])).toBe(colors.gray[9]);
    const readableYellow = readableOn(colors.yellow[9], [colors.yellow[1]]);
    expect(contrastRatio(readableYellow, colors.yellow[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableYellow, colors.yellow[1])).toBeLessThan(6);
  });

  it('gives light badges (every status) at least 4.5:1 on their own background in the light scheme', () => {
    for (const name of STATUS_COLORS.filter((color) => color !== 'gray')) {
      expect([name, contrastRatio(light[`--mantine-color-${name}-light-color`], colors[name][1]) >= 4.5]).toEqual([name, true]);
    }
  });

  it('keeps every colour readable as text, outline and under white in the light scheme', () => {
    for (const name of COLORED) {
      for (const key of ['text', 'outline']) {
        expect([name, key, contrastRatio(light[`--mantine-color-${name}-${key}`], colors.gray[1]) >= 4.5]).toEqual([name, key, true]);
      }
      expect([name, contrastRatio(white, light[`--mantine-color-${name}-filled`]) >= 4.5]).toEqual([name, true]);
    }
  });

  it('keeps every colour readable in the dark scheme', () => {
    for (const name of COLORED) {
      expect([name, contrastRatio(dark[`--mantine-color-${name}-text`], colors.dark[6]) >= 4.5]).toEqual([name, true]);
      expect([name, contrastRatio(white, dark[`--mantine-color-${name}-filled`]) >= 4.5]).toEqual([name, true]);
    }
  });

  it('makes dimmed text, placeholders and error messages readable on white and on dark', () => {
    for (const key of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-placeholder', '--mantine-color-error', '--mantine-color-success']) {
      expect([key, contrastRatio(light[key], white) >= 4.5]).toEqual([key, true]);
    }
    // A link on today's cell of the calendar (the primary's light background).
    expect(contrastRatio(light['--mantine-color-anchor'], colors.grape[1])).toBeGreaterThanOrEqual(4.5);
    for (const key of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-placeholder', '--mantine-color-error', '--mantine-color-success']) {
      expect([key, contrastRatio(dark[key], colors.dark[7]) >= 4.5]).toEqual([key, true]);
    }
    // Mantine's own dark dimmed (dark-2) read 4.03:1 on the dark body.
    expect(contrastRatio(colors.dark[2], colors.dark[7]).toFixed(2)).toBe('4.04');
  });
});
