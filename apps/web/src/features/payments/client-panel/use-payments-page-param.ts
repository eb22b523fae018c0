import { useSearchParams } from 'react-router-dom';

const PARAM = 'payments_page';

/** `?payments_page=` of the client's payments, beside the page's other parameters (the appointments' own `page`). */
export function usePaymentsPageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get(PARAM) ?? '', 10) || 1);
  const setPage = (value: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(PARAM, String(value));
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  return [page, setPage];
}
