import { useSearchParams } from 'react-router-dom';

/**
 * The calendar's filters, in the address under the appointments list's names (`employee_id`,
 * `status`), so a filter chosen in one view still holds after switching to the other.
 */
export type CalendarFilters = { employee_id?: number; status?: string };

const readId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);
// Status names are lower-case words (appointment-statuses schema); anything else cannot match, so it is not sent.
const readStatus = (value: string | null) => (value && /^[a-z][a-z0-9_]{0,29}$/.test(value) ? value : undefined);

/** The filters the address holds (a malformed value, from an edited link, is left out), and a way to change one. */
export function useCalendarFilters(): [CalendarFilters, (key: keyof CalendarFilters, value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const filters: CalendarFilters = { employee_id: readId(params.get('employee_id')), status: readStatus(params.get('status')) };
  const setFilter = (key: keyof CalendarFilters, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return [filters, setFilter];
}
