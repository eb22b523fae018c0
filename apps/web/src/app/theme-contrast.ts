import { darken, lighten, luminance, type MantineTheme } from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; a little above it, so rounding in the browser never drops below. */
export const MIN_TEXT_CONTRAST = 4.6;

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour, darkened (or lightened) in small steps until text in it reads on every given
 * background; returned unchanged when it already does, so most of Mantine's palette stays as is.
 */
export function readableOn(color: string, backgrounds: string[], direction: 'darken' | 'lighten' = 'darken'): string {
  const shift = direction === 'darken' ? darken : lighten;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : shift(color, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return direction === 'darken' ? '#000000' : '#ffffff';
}

type SchemeVariables = Record<string, string>;

/**
 * Mantine's colour variables that carry text, made to reach AA contrast in both schemes:
 * a colour's text (`c="red"`, subtle and outline buttons), its light variant (status badges:
 * Mantine's PENDING yellow read 2.68:1), its filled variant under white text, and the
 * placeholder, error and success colours. Backgrounds are those Mantine draws them on.
 */
export function accessibleColorVariables(theme: MantineTheme): { light: SchemeVariables; dark: SchemeVariables } {
  const { white, colors } = theme;
  const gray = colors.gray;
  const dark = colors.dark;
  const primary = colors[theme.primaryColor];
  // The light variant's background in the dark scheme (Mantine's own formula): dimmed text sits on it in calendar cells.
  const darkLightBackgrounds = [darken(primary[9], 0.5), darken(colors.blue[9], 0.5)];
  const light: SchemeVariables = {
    '--mantine-color-dimmed': gray[7],
    // Links sit on white, on grey rows and on the primary's light background (today in the calendar).
    '--mantine-color-anchor': readableOn(primary[8], [white, gray[0], gray[1], primary[1]]),
    '--mantine-color-placeholder': readableOn(gray[6], [white]),
    '--mantine-color-error': readableOn(colors.red[6], [white]),
    '--mantine-color-success': readableOn(colors.teal[8], [white]),
  };
  const darkScheme: SchemeVariables = {
    '--mantine-color-dimmed': readableOn(dark[2], [dark[5], dark[6], dark[7], ...darkLightBackgrounds], 'lighten'),
    '--mantine-color-anchor': readableOn(primary[4], [dark[6], dark[7], ...darkLightBackgrounds], 'lighten'),
    '--mantine-color-placeholder': readableOn(dark[3], [dark[6], dark[7]], 'lighten'),
    '--mantine-color-error': readableOn(colors.red[6], [dark[6], dark[7]], 'lighten'),
    '--mantine-color-success': readableOn(colors.teal[6], [dark[6], dark[7]], 'lighten'),
  };

  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const lightFilled = readableOn(shades[8], [white]);
    const lightText = readableOn(shades[8], [white, gray[0], gray[1]]);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(lightFilled, 0.1),
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9], [shades[1], shades[2]]),
    });

    const darkFilled = readableOn(shades[6], [white]);
    Object.assign(darkScheme, {
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(darkFilled, 0.1),
      [`--mantine-color-${name}-text`]: readableOn(shades[4], [dark[6], dark[7]], 'lighten'),
      [`--mantine-color-${name}-light-color`]: readableOn(shades[0], [darken(shades[9], 0.3)], 'lighten'),
    });
  }
  return { light, dark: darkScheme };
}
