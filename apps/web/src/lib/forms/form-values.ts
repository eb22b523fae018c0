import type { z } from 'zod';

type Widen<T> = T extends boolean ? boolean : T;

/** What a form holds for a schema: every field present, checkboxes as plain booleans. */
export type FormValues<TSchema extends z.ZodTypeAny> = {
  [K in keyof z.input<TSchema>]-?: Widen<Exclude<z.input<TSchema>[K], undefined>>;
};
