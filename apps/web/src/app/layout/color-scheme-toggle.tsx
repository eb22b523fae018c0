import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from '../../components/icons/ui-icons';

/** Switches light and dark; Mantine keeps the choice in local storage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const label = dark ? 'Use light theme' : 'Use dark theme';

  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label} onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </ActionIcon>
  );
}
