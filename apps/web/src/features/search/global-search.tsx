import { Combobox, Group, Kbd, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { SEARCH_MAX_LENGTH, SEARCH_RESULT_TYPES, type SearchResult } from '@salon/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchResults } from './api/use-search-results';
import { readSearchHistory, rememberSearch } from './search-history';
import { HistoryIcon, RESULT_ICONS, SearchIcon } from './search-icons';
import { RESULT_GROUPS, resultPath } from './search-result-routes';

/** Spec part 1 §9: the box waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

const RECENT = 'recent:';
/** The shortcut as the keyboard in front of the user labels it. */
const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';
const optionValue = (result: SearchResult) => `${result.type}:${result.id}`;

/**
 * The top bar's search box (spec part 1 §2, Global search): results by type as you type,
 * recent searches when empty, arrow keys, Enter and Escape, and Ctrl+K / Cmd+K to reach it.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [history, setHistory] = useState(readSearchHistory);
  const query = text.trim();
  const [settled] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useSearchResults(settled);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  useHotkeys([['mod+K', () => inputRef.current?.focus()]], []);

  const results = search.data?.results ?? [];
  const pick = (value: string) => {
    if (value.startsWith(RECENT)) {
      setText(value.slice(RECENT.length));
      combobox.resetSelectedOption();
      return;
    }
    const result = results.find((candidate) => optionValue(candidate) === value);
    if (!result) return;
    setHistory(rememberSearch(settled));
    setText('');
    combobox.closeDropdown();
    inputRef.current?.blur();
    void navigate(resultPath(result));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} width="target" position="bottom-start" offset={4}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          aria-label="Global search"
          placeholder="Search..."
          maxLength={SEARCH_MAX_LENGTH}
          leftSection={<SearchIcon size={16} />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm">
              {SHORTCUT}
            </Kbd>
          }
          rightSectionWidth={56}
          rightSectionPointerEvents="none"
          w={{ base: 140, sm: 200, md: 260, lg: 340 }}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // A second Escape, once the list is closed, clears the box.
            if (event.key === 'Escape' && !combobox.dropdownOpened) setText('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
          <DropdownContent query={query} settled={settled} search={search} history={history} />
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

type ContentProps = { query: string; settled: string; search: ReturnType<typeof useSearchResults>; history: string[] };

function DropdownContent({ query, settled, search, history }: ContentProps) {
  if (query === '') {
    if (history.length === 0) return <Combobox.Empty>Type a name, service or date to search</Combobox.Empty>;
    return (
      <Combobox.Group label="Recent searches">
        {history.map((entry) => (
          <Combobox.Option key={entry} value={`${RECENT}${entry}`}>
            <Group gap="xs" wrap="nowrap">
              <HistoryIcon size={16} />
              <Text size="sm">{entry}</Text>
            </Group>
          </Combobox.Option>
        ))}
      </Combobox.Group>
    );
  }
  if (query !== settled || search.isPending) return <Combobox.Empty>Searching...</Combobox.Empty>;
  if (search.isError) return <Combobox.Empty>Search failed. Please try again.</Combobox.Empty>;
  const results = search.data.results;
  if (results.length === 0) return <Combobox.Empty>No results found for &quot;{settled}&quot;</Combobox.Empty>;
  return SEARCH_RESULT_TYPES.filter((type) => results.some((result) => result.type === type)).map((type) => (
    <Combobox.Group key={type} label={RESULT_GROUPS[type]}>
      {results
        .filter((result) => result.type === type)
        .map((result) => (
          <ResultOption key={optionValue(result)} result={result} />
        ))}
    </Combobox.Group>
  ));
}

function ResultOption({ result }: { result: SearchResult }) {
  const TypeIcon = RESULT_ICONS[result.type];
  return (
    <Combobox.Option value={optionValue(result)}>
      <Group gap="sm" wrap="nowrap">
        <TypeIcon size={18} style={{ flexShrink: 0 }} />
        <div>
          <Text size="sm">{result.title}</Text>
          {result.subtitle && (
            <Text size="xs" c="dimmed">
              {result.subtitle}
            </Text>
          )}
        </div>
      </Group>
    </Combobox.Option>
  );
}
