import { NavLink, Select, Stack, Text, TextInput } from '@mantine/core';
import { searchSections, type SettingsPageSection } from '../settings-catalogue';

export const NO_SETTINGS_FOUND = 'No settings found';

type SettingsNavProps = {
  section: SettingsPageSection;
  search: string;
  onSearchChange: (search: string) => void;
  /** Choosing a section also clears the search (spec part 2 §2). */
  onChoose: (section: SettingsPageSection) => void;
};

/**
 * The search over the sections' names and descriptions, and the sections it leaves: a list at
 * the side on wide screens, a select on narrow ones.
 */
export function SettingsNav({ section, search, onSearchChange, onChoose }: SettingsNavProps) {
  const found = searchSections(search);
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label="Search settings"
        placeholder="Search settings"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      {found.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {NO_SETTINGS_FOUND}
        </Text>
      ) : (
        <>
          <Stack component="nav" aria-label="Settings sections" gap={2} visibleFrom="md">
            {found.map((entry) => (
              <NavLink
                key={entry.id}
                component="button"
                type="button"
                label={entry.name}
                description={search ? entry.description : undefined}
                active={entry.id === section}
                aria-current={entry.id === section ? 'page' : undefined}
                onClick={() => onChoose(entry.id)}
              />
            ))}
          </Stack>
          <Select
            hiddenFrom="md"
            label="Section"
            data={found.map((entry) => ({ value: entry.id, label: entry.name }))}
            value={found.some((entry) => entry.id === section) ? section : null}
            allowDeselect={false}
            onChange={(value) => value && onChoose(value as SettingsPageSection)}
          />
        </>
      )}
    </Stack>
  );
}
