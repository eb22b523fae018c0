import type { ValueTransformer } from 'typeorm';

/** numeric columns come back from pg as text (to keep precision); money and rates have two decimals, safe as numbers. */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** time columns come back as `HH:mm:ss`; the wire carries `HH:mm` (DECISIONS §2). */
export const timeOfDayColumn: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : value.slice(0, 5)),
};
