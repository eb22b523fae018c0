import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page on every list screen (spec part 1 §9). */
export const LIST_PAGE_SIZE = 10;

export type SortOrder = 'ASC' | 'DESC';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type ListSearchOptions<TSort extends string, TFilter extends string> = {
  /** The columns the API sorts by; anything else in the URL falls back to the default. */
  sortKeys: readonly TSort[];
  defaultSortBy: TSort;
  defaultSortOrder?: SortOrder;
  /** Lists of records that can be inactive get a Status filter starting here (usually 'active'). */
  defaultStatus?: StatusFilter;
  /** The list's extra filter parameters, each kept in the URL under its own name (not search, page, sortBy, sortOrder or status). */
  filterKeys?: readonly TFilter[];
};

export type ListSearchState<TSort extends string = string, TFilter extends string = string> = {
  /** The committed search text, trimmed; '' when none. */
  search: string;
  /** 1-based. */
  page: number;
  sortBy: TSort;
  sortOrder: SortOrder;
  /** null when the list has no Status filter. */
  status: StatusFilter | null;
  /** Every extra filter's raw URL value; '' when unset. Callers validate before sending. */
  filters: Record<TFilter, string>;
  /** A search, a status other than the default, or any extra filter narrows the list. */
  isFiltered: boolean;
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** A new column sorts ascending; the current column flips between ASC and DESC. */
  toggleSort: (sortBy: TSort) => void;
  setStatus: (status: StatusFilter) => void;
  setFilter: (key: TFilter, value: string) => void;
  /** Several filters in one history entry, e.g. both ends of a range. */
  setFilters: (values: Partial<Record<TFilter, string>>) => void;
  /** Back to the unfiltered list: no search, the default status, no extra filters. */
  clearFilters: () => void;
};

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readSortOrder(value: string | null, fallback: SortOrder): SortOrder {
  const upper = value?.toUpperCase();
  return upper === 'ASC' || upper === 'DESC' ? upper : fallback;
}

function readStatus(value: string | null, fallback: StatusFilter): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? fallback;
}

function setOrDelete(params: URLSearchParams, key: string, value: string, defaultValue = ''): void {
  if (value === defaultValue) params.delete(key);
  else params.set(key, value);
}

/**
 * The state of a list screen (search, page, sort, status and its own filters) kept in the
 * URL query string, so a reload or a shared link opens the same page (DECISIONS §1).
 * Defaults stay out of the URL. Changing the search, the sort or a filter goes back to page 1.
 */
export function useListSearchParams<TSort extends string, TFilter extends string = never>({
  sortKeys,
  defaultSortBy,
  defaultSortOrder = 'ASC',
  defaultStatus,
  filterKeys = [],
}: ListSearchOptions<TSort, TFilter>): ListSearchState<TSort, TFilter> {
  const [params, setParams] = useSearchParams();
  // The query last written and not yet rendered. Changes build on it rather than on this render's
  // query: two filters committing in the same tick (debounced inputs), or a render of an earlier
  // write arriving late, would otherwise start from an old query and undo a change.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);

  const search = params.get('search')?.trim() ?? '';
  const requestedSort = params.get('sortBy');
  const sortBy = sortKeys.find((key) => key === requestedSort) ?? defaultSortBy;
  const sortOrder = readSortOrder(params.get('sortOrder'), defaultSortOrder);
  const status = defaultStatus === undefined ? null : readStatus(params.get('status'), defaultStatus);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<TFilter, string>;
  const isFiltered = search !== '' || status !== (defaultStatus ?? null) || filterKeys.some((key) => filters[key] !== '');

  /** Applies a change to the current query string; page 1 unless the change is the page itself. */
  const update = (change: (next: URLSearchParams) => void, { keepPage = false, replace = false } = {}) => {
    const base = written.current ?? params;
    const next = new URLSearchParams(base);
    if (!keepPage) next.delete('page');
    change(next);
    // A value committed again unchanged (an input re-formatting on blur) adds no history entry.
    if (next.toString() === base.toString()) return;
    written.current = next;
    setParams(next, { replace });
  };

  const writeFilters = (next: URLSearchParams, values: Partial<Record<TFilter, string>>) => {
    for (const key of filterKeys) {
      const value = values[key];
      if (value !== undefined) setOrDelete(next, key, value.trim());
    }
  };

  return {
    search,
    page: readPage(params.get('page')),
    sortBy,
    sortOrder,
    status,
    filters,
    isFiltered,
    // Typing replaces the history entry, so Back leaves the list rather than replaying each word.
    setSearch: (value) => update((next) => setOrDelete(next, 'search', value.trim()), { replace: true }),
    setPage: (page, { replace = false } = {}) => update((next) => setOrDelete(next, 'page', String(page), '1'), { keepPage: true, replace }),
    toggleSort: (key) =>
      update((next) => {
        const order: SortOrder = key === sortBy && sortOrder === 'ASC' ? 'DESC' : 'ASC';
        const isDefault = key === defaultSortBy && order === defaultSortOrder;
        setOrDelete(next, 'sortBy', isDefault ? '' : key);
        setOrDelete(next, 'sortOrder', isDefault ? '' : order);
      }),
    setStatus: (value) => update((next) => setOrDelete(next, 'status', value, defaultStatus)),
    setFilter: (key, value) => update((next) => writeFilters(next, { [key]: value } as Partial<Record<TFilter, string>>)),
    setFilters: (values) => update((next) => writeFilters(next, values)),
    clearFilters: () =>
      update((next) => {
        for (const key of [...filterKeys, 'search', 'status']) next.delete(key);
      }),
  };
}

/** The Status filter as the `is_active` / `activeOnly` query value: absent means all records. */
export function statusQueryValue(status: StatusFilter | null): 'true' | 'false' | undefined {
  if (status === 'active') return 'true';
  if (status === 'inactive') return 'false';
  return undefined;
}

export function pageOffset(page: number, pageSize = LIST_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
