import { Alert } from '@mantine/core';

/** An employee without working days is booked over the salon's business hours (DECISIONS §5). */
export function NoScheduleNote({ firstName, canEdit }: { firstName: string; canEdit: boolean }) {
  return (
    <Alert color="blue" variant="light" title="No weekly schedule">
      {firstName} has no working days set, so {firstName} works the salon&apos;s business hours.
      {canEdit && ' Switch on the days they work below to set their own hours.'}
    </Alert>
  );
}
