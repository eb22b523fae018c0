import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

/** How long typing pauses before a search or a typed filter is applied (spec part 1 §9). */
export const INPUT_DEBOUNCE_MS = 300;

/**
 * Text typed into a filter, committed once typing pauses. When the committed value changes
 * from outside (Back, a link, Clear filters) the text follows it; when it changes because
 * of this input's own commit, the text (maybe typed further since) is left alone.
 */
export function useDebouncedInput(value: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);

  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  const commit = useDebouncedCallback(onCommit, INPUT_DEBOUNCE_MS);

  const change = (next: string) => {
    setText(next);
    commit(next);
  };

  return [text, change] as const;
}
