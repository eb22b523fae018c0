/** At most this many numbered page buttons (spec part 1 §9). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer: up to five consecutive pages around the current one, so
 * every page of a long list can be reached directly, not only the first five.
 */
export function pageWindow(page: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
