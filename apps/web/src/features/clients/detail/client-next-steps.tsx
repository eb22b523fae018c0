import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

type ClientNextStepsProps = {
  name: string;
  /** The booking form with this client chosen; absent without appointments:create. */
  bookingPath?: string;
  /** Moves focus to the new-note box; absent without the right to add notes. */
  onAddNote?: () => void;
  onDismiss: () => void;
};

/** Offered once, right after the client was created: what the front desk usually does next. */
export function ClientNextSteps({ name, bookingPath, onAddNote, onDismiss }: ClientNextStepsProps) {
  return (
    <Alert color="teal" variant="light" title="Next steps" withCloseButton closeButtonLabel="Dismiss next steps" onClose={onDismiss}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{`${name} is now a client. Book their first visit or add a note while they are here.`}</Text>
        {bookingPath && (
          <Button component={Link} to={bookingPath} size="xs">
            Book an appointment
          </Button>
        )}
        {onAddNote && (
          <Button size="xs" variant="default" onClick={onAddNote}>
            Add a note
          </Button>
        )}
      </Group>
    </Alert>
  );
}
