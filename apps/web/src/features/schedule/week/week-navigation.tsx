import { Button, Group } from '@mantine/core';
import { ChevronLeftIcon, ChevronRightIcon } from './schedule-icons';

type WeekNavigationProps = {
  onPrevious: () => void;
  onThisWeek: () => void;
  onNext: () => void;
  /** This week is already on screen. */
  isThisWeek: boolean;
};

export function WeekNavigation({ onPrevious, onThisWeek, onNext, isThisWeek }: WeekNavigationProps) {
  return (
    <Group gap="xs" role="group" aria-label="Week">
      <Button variant="default" leftSection={<ChevronLeftIcon size={16} />} onClick={onPrevious}>
        Previous week
      </Button>
      <Button variant="default" onClick={onThisWeek} disabled={isThisWeek}>
        This week
      </Button>
      <Button variant="default" rightSection={<ChevronRightIcon size={16} />} onClick={onNext}>
        Next week
      </Button>
    </Group>
  );
}
