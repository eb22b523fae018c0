import type { SearchResultType } from '@salon/contracts';
import { Icon, type IconProps } from '../../components/icons/icon';
import { BadgeIcon, CalendarIcon, ScissorsIcon, UsersIcon } from '../../components/icons/nav-icons';

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** The same icons as the navigation's entries for each type. */
export const RESULT_ICONS: Record<SearchResultType, (props: IconProps) => React.JSX.Element> = {
  client: UsersIcon,
  employee: BadgeIcon,
  service: ScissorsIcon,
  appointment: CalendarIcon,
};
