import { useState } from 'react';
import { Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { useReturnFocus } from '../../../components/use-return-focus';

type CompleteModalProps = {
  clientName: string;
  loading: boolean;
  /** null when the rating was skipped. */
  onComplete: (rating: number | null) => void;
  /** Closing the window completes nothing. */
  onClose: () => void;
};

const starLabel = (value: number) => (value === 0 ? 'No rating' : `${value} ${value === 1 ? 'star' : 'stars'}`);

/** Completing asks for the visit's optional 1-5 rating (DECISIONS §5: it feeds average ratings). */
export function AppointmentActionsCompleteModal({ clientName, loading, onComplete, onClose }: CompleteModalProps) {
  // Mounted open and unmounted to close: gives focus back to the button that opened it.
  useReturnFocus();
  const [rating, setRating] = useState(0);

  return (
    <Modal opened onClose={onClose} title="Complete appointment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">How did {clientName}&apos;s visit go? The rating is optional.</Text>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6}>
            Rating
          </Text>
          <Rating value={rating} onChange={setRating} count={5} size="lg" getSymbolLabel={starLabel} name="rating" />
        </fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onComplete(null)} disabled={loading}>
            Skip rating
          </Button>
          <Button onClick={() => onComplete(rating === 0 ? null : rating)} loading={loading}>
            Complete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
