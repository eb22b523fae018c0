import { FormActions } from '../../../components/form-actions';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { NOTIFICATION_PREFERENCE_LABELS, NOTIFICATION_PREFERENCES, WAITLIST_LIMITS, waitlistCreateSchema } from '@salon/contracts';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useAddToWaitlist } from '../api/use-add-to-waitlist';
import { formatWaitMinutes } from '../shared/wait-time';
import { ServiceRows } from './service-rows';
import { checkEmailNeeded, newWaitlistValues } from './waitlist-form-values';

const PREFERENCE_OPTIONS = NOTIFICATION_PREFERENCES.map((value) => ({ value, label: NOTIFICATION_PREFERENCE_LABELS[value] }));

/** Adds a walk-in to the end of the queue (spec part 2 §5). */
export function AddToWaitlistModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const add = useAddToWaitlist();
  const form = useContractForm(waitlistCreateSchema, newWaitlistValues(), { rules: [checkEmailNeeded] });
  const saveFailure = useFormSaveError({ showServerErrors: form.showServerErrors, failure: 'Failed to add to the waitlist. Please try again.' });

  const save = form.onSubmit((input) => {
    saveFailure.clear();
    add.mutate(input, {
      onSuccess: (entry) => {
        const place = entry.position === null ? '' : `Position #${entry.position}`;
        const wait = entry.estimatedWaitTime === null ? '' : `estimated wait ${formatWaitMinutes(entry.estimatedWaitTime)}`;
        notify.success({ title: `${entry.clientName} added to the waitlist`, message: [place, wait].filter(Boolean).join(', ') || 'Added.' });
        onClose();
      },
      onError: saveFailure.onFailed,
    });
  });

  return (
    <Modal opened onClose={() => !add.isPending && onClose()} title="Add to Waitlist" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Customer name" required maxLength={WAITLIST_LIMITS.nameMax} data-autofocus {...form.getInputProps('clientName')} />
            <TextInput label="Phone" type="tel" required {...form.getInputProps('clientPhone')} />
            <TextInput label="Email" type="email" {...form.getInputProps('clientEmail')} />
            <NumberInput label="Party size" required min={1} max={WAITLIST_LIMITS.partySizeMax} allowDecimal={false} allowNegative={false} {...form.getInputProps('partySize')} />
          </SimpleGrid>
          <ServiceRows form={form} />
          <Select label="Notify by" required allowDeselect={false} data={PREFERENCE_OPTIONS} {...form.getSelectProps('notificationPreference')} />
          <Textarea label="Notes" rows={3} maxLength={WAITLIST_LIMITS.notesMax} resize="vertical" {...form.getInputProps('notes')} />
          <FormActions failure={saveFailure.message ?? null} saving={add.isPending} onCancel={onClose} submitLabel="Add to Waitlist" />
        </Stack>
      </form>
    </Modal>
  );
}
