import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a detail page, kept in `?tab=` so a reload or a shared link opens the
 * same tab; the first tab is the default and stays out of the address.
 */
export function useTabParam<const T extends readonly [string, ...string[]]>(tabs: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: T[number] = tabs.find((name) => name === requested) ?? tabs[0];
  const setTab = (value: string | null) => setSearchParams(value && value !== tabs[0] ? { tab: value } : {}, { replace: true });
  return [tab, setTab] as const;
}
