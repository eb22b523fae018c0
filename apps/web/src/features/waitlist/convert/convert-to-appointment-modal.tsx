import { FormActions } from '../../../components/form-actions';
import { useState } from 'react';
import { Alert, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { waitlistConvertBodySchema, type WaitlistEntry } from '@salon/contracts';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { formatDate } from '../../../lib/format/format-date';
import { formatDuration } from '../../../lib/format/format-duration';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import type { ApiError } from '../../../lib/api/api-error';
import { AppointmentSlotPicker, useEmployeeSlots, type SlotListing } from '../../appointments';
import { useConvertToAppointment } from '../api/use-convert-to-appointment';
import { useDepositRequired } from '../api/use-deposit-required';
import { useWaitlistEmployees } from '../api/use-waitlist-choices';
import { useWalkInClients } from '../api/use-walk-in-clients';
import { newClientNameRule, splitWalkInName } from './new-client-name';

/** Said under the date before the desk books a later day the salon wants a deposit for (the API refuses it, with the amount). */
export const LATER_DAY_DEPOSIT_NOTE = 'The salon requires a deposit for a visit on a later day: book it from New Appointment, where the deposit is taken';

/**
 * Books the walk-in's first requested service with an employee at a free time (the API keeps the
 * overlap rule) and seats the entry; the times offered are the employee's real slots that day.
 */
export function ConvertToAppointmentModal({ entry, onClose }: { entry: WaitlistEntry; onClose: () => void }) {
  useReturnFocus();
  const today = useSalonNow().date;
  const [service, ...otherServices] = entry.requestedServices;
  const employees = useWaitlistEmployees();
  const convert = useConvertToAppointment();
  const [failure, setFailure] = useState<string | null>(null);
  const matches = useWalkInClients(entry);
  const depositRequired = useDepositRequired();
  const walkInName = splitWalkInName(entry);
  const form = useContractForm(
    waitlistConvertBodySchema,
    {
      // None chosen: the API books the client with the same phone or e-mail and name, or makes one.
      clientId: '',
      employeeId: service.preferredEmployeeId === null ? '' : String(service.preferredEmployeeId),
      date: today,
      startTime: '',
      clientFirstName: walkInName.first,
      clientLastName: walkInName.last,
    },
    { rules: [newClientNameRule] },
  );

  const { clientId: chosenClient, employeeId, date, startTime } = form.getValues();
  // A new client needs a first and a last name: asked for when the walk-in gave one word (or the
  // name as given breaks the clients' rules), unless the desk books for a client they chose.
  const asksName = !chosenClient && (walkInName.last === '' || Boolean(form.errors.clientFirstName || form.errors.clientLastName));
  const chosenEmployee = Number(employeeId);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(String(date));
  const slots = useEmployeeSlots(
    chosenEmployee > 0 && validDate
      ? // A walk-in seated today is not held to the salon's minimum advance hours; the API applies them to a later day.
        { employeeId: chosenEmployee, date: String(date), serviceId: service.serviceId, durationMinutes: null, excludeAppointmentId: null, walkIn: true }
      : null,
  );
  // A later day is an ordinary booking, and this form takes no deposit.
  const depositNote = depositRequired && validDate && String(date) > today && !form.errors.date ? LATER_DAY_DEPOSIT_NOTE : undefined;
  const listing: SlotListing =
    chosenEmployee > 0 && date ? (slots.isPending ? { state: 'loading' } : { state: 'ready', slots: slots.data?.slots ?? [], workingHours: slots.data?.working_hours ?? null }) : { state: 'waiting' };

  // Another employee or day has other free times: the chosen one no longer stands.
  const choose = (field: 'employeeId' | 'date', value: string) => {
    form.setFieldValue(field, value);
    form.setFieldValue('startTime', '');
  };

  const onFailed = (error: ApiError) => {
    if (error.code === 'SLOT_TAKEN') {
      // Someone took the time meanwhile: the API's words at the times, and the times as they are now.
      if (!form.showServerErrors(error.details.fieldErrors)) form.showServerErrors({ startTime: [error.message] });
      void slots.refetch();
      return;
    }
    // The booking's refusals (a past date, outside working hours...) name the field they concern;
    // a walk-in's name that cannot be a client's is answered by choosing a client.
    const { clientName, ...fieldErrors } = error.details.fieldErrors ?? {};
    if (form.showServerErrors(clientName ? { ...fieldErrors, clientId: clientName } : fieldErrors)) return;
    setFailure(error.message || 'Failed to book the appointment. Please try again.');
  };

  const save = form.onSubmit((booking) => {
    setFailure(null);
    // The promise, not mutate's callbacks: the refreshed card of the now seated entry has no
    // actions, which can unmount this dialog first and would drop those callbacks.
    const { clientId, clientFirstName, clientLastName, ...chosen } = booking;
    const client = clientId ? { clientId } : asksName ? { clientFirstName, clientLastName } : {};
    convert.mutateAsync({ entryId: entry.id, booking: { ...chosen, ...client } }).then(({ appointment }) => {
      notify.success({
        title: 'Appointment booked',
        message: `${entry.clientName} with ${appointment.employee.first_name} on ${formatDate(appointment.appointment_date)} at ${formatTimeOfDay(appointment.start_time)}; seated from the waitlist.`,
      });
      onClose();
    }, onFailed);
  });

  const employeeOptions = (employees.data ?? []).map((employee) => ({ value: String(employee.employee_id), label: `${employee.first_name} ${employee.last_name}` }));
  const employeeInput = form.getSelectProps('employeeId');
  const clientOptions = (matches.data ?? []).map(({ client }) => ({
    value: String(client.client_id),
    label: [`${client.first_name} ${client.last_name}`, client.phone, client.email].filter(Boolean).join(' · '),
  }));

  return (
    <Modal opened onClose={() => !convert.isPending && onClose()} title={`Convert to appointment: ${entry.clientName}`} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Books {service.serviceName} ({formatDuration(service.durationMinutes)}) and seats {entry.clientName} from the waitlist.
            {otherServices.length > 0 && ` Also asked for: ${otherServices.map((other) => other.serviceName).join(', ')}; add them on the appointment's page.`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Employee"
              required
              searchable
              placeholder={employees.isPending ? 'Loading employees…' : 'Choose an employee'}
              data={employeeOptions}
              {...employeeInput}
              onChange={(value) => choose('employeeId', value ?? '')}
              data-autofocus
            />
            <TextInput label="Date" type="date" required min={today} description={depositNote} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('date')} onChange={(event) => choose('date', event.currentTarget.value)} />
          </SimpleGrid>
          {(clientOptions.length > 0 || form.errors.clientId) && (
            <Select
              label="Client"
              description="Clients with the same phone, e-mail or name. None chosen: the client with the same phone or e-mail and name, or a new client."
              placeholder="New client from the walk-in's details"
              clearable
              data={clientOptions}
              {...form.getSelectProps('clientId')}
            />
          )}
          {asksName && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Client's first name" description="A new client needs a first and a last name." required {...form.getInputProps('clientFirstName')} />
              <TextInput label="Client's last name" required {...form.getInputProps('clientLastName')} />
            </SimpleGrid>
          )}
          {employees.isError && (
            <Alert color="red" variant="light" role="alert">
              Could not load the employees: {employees.error.message}
            </Alert>
          )}
          <AppointmentSlotPicker listing={listing} value={String(startTime)} onChange={(value) => form.setFieldValue('startTime', value)} error={form.errors.startTime} />
          <FormActions failure={failure} saving={convert.isPending} onCancel={onClose} submitLabel="Book Appointment" />
        </Stack>
      </form>
    </Modal>
  );
}
