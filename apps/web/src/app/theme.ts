import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 8 keeps white text on primary buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components: {
    Title: { defaultProps: { textWrap: 'balance' } },
  },
});

/** Mantine's default dimmed grey fails AA contrast on white; a darker grey passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
