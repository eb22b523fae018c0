import { createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';
import { accessibleColorVariables } from './theme-contrast';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 8 keeps white text on primary buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components: {
    Title: { defaultProps: { textWrap: 'balance' } },
    // A toast's message under its title is grey 6 by default (3.3:1 on white): the readable dimmed
    // colour instead; and its close button gets a name screen readers can say.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/** Every colour that carries text reaches WCAG AA (4.5:1) in light and dark; see theme-contrast.ts. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const { light, dark } = accessibleColorVariables(resolvedTheme);
  return { variables: {}, light, dark };
};
