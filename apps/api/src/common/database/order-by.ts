import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Sorts by the chosen columns, then by the key, so equal values keep one order and
 * pages never overlap or skip a row. Empty values sort last either way.
 */
export function orderByThenKey<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, columns: readonly string[], order: 'ASC' | 'DESC', key: string) {
  columns.forEach((column, index) => (index === 0 ? builder.orderBy(column, order, 'NULLS LAST') : builder.addOrderBy(column, order, 'NULLS LAST')));
  return builder.addOrderBy(key, order);
}
