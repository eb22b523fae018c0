import { useSearchParams } from 'react-router-dom';
import { SETTINGS_PAGE_SECTION_IDS, type SettingsPageSection } from '../settings-catalogue';

/** The open section, kept in `?section=` so a reload or a link opens it; General is the default. */
export function useSectionParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const section = SETTINGS_PAGE_SECTION_IDS.find((id) => id === requested) ?? 'general';
  const setSection = (next: SettingsPageSection) => setSearchParams(next === 'general' ? {} : { section: next }, { replace: true });
  return [section, setSection] as const;
}
