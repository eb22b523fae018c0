import { z } from 'zod';
import { INT4_MAX, searchText } from './primitives';

export const MAX_LIMIT = 1000;

/** `ASC` or `DESC` in any case on the wire; always upper case once parsed. */
export const sortOrderSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC'], { message: 'sortOrder must be ASC or DESC' }));

export const limitSchema = z.coerce
  .number({ message: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`);

export const offsetSchema = z.coerce
  .number({ message: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset cannot be negative')
  .max(INT4_MAX, 'offset is too large');

/** `true`, `false`, or absent (all records). */
export const isActiveQuerySchema = z.enum(['true', 'false'], {
  message: 'is_active must be true or false',
}).transform((value) => value === 'true');

/**
 * The `limit, offset, sortBy, sortOrder, search` query most lists share.
 * `sortBy` accepts only the resource's sortable columns, so nothing the
 * client sends is ever spliced into SQL.
 */
export const listQuerySchema = <const C extends readonly [string, ...string[]]>(
  sortable: C,
  defaults: { limit: number; sortBy: C[number]; sortOrder?: 'ASC' | 'DESC' },
) =>
  z.object({
    limit: limitSchema.default(defaults.limit),
    offset: offsetSchema.default(0),
    sortBy: z
      .enum(sortable, { message: `sortBy must be one of: ${sortable.join(', ')}` })
      .default(defaults.sortBy as C[number] & string),
    sortOrder: sortOrderSchema.default(defaults.sortOrder ?? 'ASC'),
    search: searchText().optional(),
  });

/** `{ rows, count }`: the list shape of employees, appointments and inventory. */
export const rowsAndCount = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int().nonnegative() });
