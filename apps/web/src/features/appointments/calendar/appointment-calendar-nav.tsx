import { ActionIcon, Button, Group } from '@mantine/core';
import { Icon, type IconProps } from '../../../components/icons/icon';

const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

type PeriodNavProps = {
  /** Names the buttons: "Previous month", "Next day". */
  unit: 'month' | 'day';
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  /** Today is already shown, so the Today button has nothing to do. */
  showingToday: boolean;
};

/** Previous, Today and Next for the calendar's months and the day view's days. */
export function PeriodNav({ unit, onPrevious, onToday, onNext, showingToday }: PeriodNavProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={onPrevious}>
        <ChevronLeftIcon size={18} />
      </ActionIcon>
      <Button variant="default" onClick={onToday} disabled={showingToday}>
        Today
      </Button>
      <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={onNext}>
        <ChevronRightIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
