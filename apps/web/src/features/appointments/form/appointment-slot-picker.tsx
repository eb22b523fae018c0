import { useId, useState, type ReactNode } from 'react';
import { Chip, Group, Input, Loader, Stack, Switch, Text } from '@mantine/core';
import { CONFLICT_REASON_LABELS, type TimeRange, type TimeSlot } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

/** The slot area's texts (spec part 1 §2, Appointments). */
export const SLOT_TEXTS = {
  notReady: 'Please select date, employee, and service to see available time slots',
  none: 'No available time slots for the selected date and employee',
} as const;

export type SlotListing =
  | { state: 'waiting' }
  | { state: 'loading' }
  /** A failed lookup lists nothing (spec part 1 §8), so the empty text shows. */
  /** workingHours: one employee's hours (null on a day off); absent for "Any available", which spans several. */
  | { state: 'ready'; slots: TimeSlot[]; workingHours?: TimeRange | null };

type AppointmentSlotPickerProps = {
  listing: SlotListing;
  /** The chosen start, HH:mm, or ''. */
  value: string;
  onChange: (startTime: string) => void;
  /** Editing without moving: the booked time stands even when no longer listed as free. */
  keepsBookedTime?: boolean;
  /** The salon allows double booking: a time taken by another booking may be chosen (the form then asks to book anyway). */
  bookedMayBeChosen?: boolean;
  error?: ReactNode;
};

function WorkingHours({ hours }: { hours: TimeRange | null }) {
  return (
    <Text size="sm" c="dimmed">
      {hours ? `Working hours ${formatTimeOfDay(hours.start_time)} – ${formatTimeOfDay(hours.end_time)}` : 'Day off'}
    </Text>
  );
}

/** The start times that fit the service that day, as choices; taken ones only on request, with why. */
export function AppointmentSlotPicker({ listing, value, onChange, keepsBookedTime = false, bookedMayBeChosen = false, error }: AppointmentSlotPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const [showUnavailable, setShowUnavailable] = useState(false);

  const slots = listing.state === 'ready' ? listing.slots : [];
  const available = slots.filter((slot) => slot.is_available);
  const unavailable = slots.filter((slot) => !slot.is_available);
  const shown = showUnavailable ? slots : available;
  const chosenSlot = slots.find((slot) => slot.start_time === value);
  const chosenUnlisted = listing.state === 'ready' && value !== '' && !chosenSlot?.is_available;

  return (
    <Stack gap="xs">
      <Input.Label id={labelId} required>
        Start time
      </Input.Label>
      <Stack
        gap="xs"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        // Focusable, so a refused save can take the user here.
        tabIndex={-1}
      >
        {listing.state === 'waiting' && (
          <>
            <Text size="sm" c="dimmed">
              {SLOT_TEXTS.notReady}
            </Text>
            {value !== '' && <Text size="sm">Chosen: {formatTimeOfDay(value)}</Text>}
          </>
        )}
        {listing.state === 'loading' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading time slots…
            </Text>
          </Group>
        )}
        {listing.state === 'ready' && (
          <>
            {slots.length > 0 && listing.workingHours !== undefined && <WorkingHours hours={listing.workingHours} />}
            {available.length === 0 && <Text size="sm">{SLOT_TEXTS.none}</Text>}
            {shown.length > 0 && (
              <Chip.Group value={value || null} onChange={(next) => onChange(next)}>
                <Group gap={6}>
                  {shown.map((slot) => (
                    <Chip key={slot.start_time} value={slot.start_time} name="start_time" size="sm" disabled={!slot.is_available && !(bookedMayBeChosen && slot.conflict_reason === 'booked')}>
                      {formatTimeOfDay(slot.start_time)}
                      {!slot.is_available && slot.conflict_reason && ` · ${CONFLICT_REASON_LABELS[slot.conflict_reason]}`}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
            {chosenUnlisted && (
              <Text size="sm" c="dimmed">
                {keepsBookedTime
                  ? `Booked for ${formatTimeOfDay(value)}; it stays unless you pick another time.`
                  : `${formatTimeOfDay(value)} is chosen but not free for this booking${
                      chosenSlot?.conflict_reason ? ` (${CONFLICT_REASON_LABELS[chosenSlot.conflict_reason]})` : ''
                    }.`}
              </Text>
            )}
          </>
        )}
      </Stack>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
      {unavailable.length > 0 && (
        <Switch size="xs" label="Show unavailable times" checked={showUnavailable} onChange={(event) => setShowUnavailable(event.currentTarget.checked)} />
      )}
    </Stack>
  );
}
