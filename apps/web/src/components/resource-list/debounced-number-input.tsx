import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useDebouncedInput } from './use-debounced-input';

type DebouncedNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The committed value as kept in the URL; '' when unset. */
  value: string;
  onCommit: (value: string) => void;
};

/** A number filter applied once typing pauses, like the search box. */
export function DebouncedNumberInput({ value, onCommit, ...props }: DebouncedNumberInputProps) {
  const [text, setText] = useDebouncedInput(value, onCommit);
  return <NumberInput {...props} value={text} onChange={(next) => setText(String(next))} />;
}
