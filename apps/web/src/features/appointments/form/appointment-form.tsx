import { useState } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { APPOINTMENT_MESSAGES, DURATION_MAX_MINUTES, DURATION_MIN_MINUTES, can, dateSchema, endTimeOf, type Appointment, type RecurringResult } from '@salon/contracts';
import { useNavigate } from 'react-router-dom';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { FormActions } from '../../../components/form-actions';
import { RecordForm } from '../../../components/record-form';
import { SectionCard } from '../../../components/section-card';
import type { ApiError } from '../../../lib/api/api-error';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { notify } from '../../../lib/notifications/notify';
import { useGoBack } from '../../../lib/routing/use-go-back';
import { useSession } from '../../../lib/session/use-session';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useActiveEmployees } from '../api/use-active-employees';
import { useActiveServices } from '../api/use-active-services';
import { useCreateAppointment } from '../api/use-create-appointment';
import { useCreateRecurring } from '../api/use-create-recurring';
import { useDoubleBookingAllowed } from '../api/use-double-booking-allowed';
import { useEmployeeSlots, type SlotRequest } from '../api/use-employee-slots';
import { useNextFreeTime } from '../api/use-next-free-time';
import { useUpdateAppointment } from '../api/use-update-appointment';
import { ANY_EMPLOYEE } from './any-employee-times';
import { AppointmentAssignedEmployee } from './appointment-assigned-employee';
import { AppointmentClientNotes } from './appointment-client-notes';
import { AppointmentClientSelect, type ClientChoice } from './appointment-client-select';
import { AppointmentDepositMethod, takesDeposit } from './appointment-deposit-method';
import { AppointmentDoubleBooking } from './appointment-double-booking';
import { AppointmentFormBookingFields } from './appointment-form-booking-fields';
import { serviceFactsById } from './appointment-form-options';
import { appointmentFormRules, appointmentFormSchema, appointmentFormValues, chosenId, isSeries, type AppointmentFormValues, type AppointmentPrefill } from './appointment-form-values';
import { AppointmentRecurringFields, type SeriesEnd } from './appointment-recurring-fields';
import { AppointmentRecurringOutcome } from './appointment-recurring-outcome';
import { AppointmentNextFreeTime } from './appointment-next-free-time';
import { AppointmentSlotPicker, type SlotListing } from './appointment-slot-picker';
import { useAnyEmployeeBooking } from './use-any-employee-booking';

type AppointmentFormProps = {
  /** The appointment being edited; a new one is booked when absent. */
  appointment?: Appointment;
  /** A new booking's date, time and employee from the address. */
  prefill?: AppointmentPrefill;
  /** A new booking's client from the address, once known by name. */
  initialClient?: ClientChoice | null;
};

/** The end as the start plus the duration, on a 12-hour clock; blank until both are known. */
function endTimeText(values: AppointmentFormValues): string {
  const start = String(values.start_time);
  const duration = Number(values.duration_minutes);
  if (!/^\d{2}:\d{2}$/.test(start) || values.duration_minutes === '' || !Number.isInteger(duration) || duration <= 0) return '';
  const end = endTimeOf(start, duration);
  if (end === null) return 'After midnight';
  return end === '24:00' ? 'Midnight' : formatTimeOfDay(end);
}

/** The duration for the slot lookup when it is not the service's usual one (valid numbers only). */
function customDuration(typed: unknown, usual: number | undefined): number | null {
  const minutes = Number(typed);
  if (typed === '' || !Number.isInteger(minutes) || minutes < DURATION_MIN_MINUTES || minutes > DURATION_MAX_MINUTES || minutes === usual) return null;
  return minutes;
}

/**
 * Books an appointment, a repeating series, or changes one (spec part 1 §5, appointment form;
 * DECISIONS §5): start times come from the employee's free slots for the service that day.
 */
export function AppointmentForm({ appointment, prefill, initialClient = null }: AppointmentFormProps) {
  const editing = appointment !== undefined;
  const canReadClients = can(useSession()?.user, 'clients:read');
  const navigate = useNavigate();
  const goBack = useGoBack(appointment ? `/appointments/${appointment.appointment_id}` : '/appointments');
  const services = useActiveServices();
  const employees = useActiveEmployees();
  const createAppointment = useCreateAppointment();
  const updateAppointment = useUpdateAppointment();
  const createRecurring = useCreateRecurring();
  const [repeat, setRepeat] = useState(false);
  const [ends, setEnds] = useState<SeriesEnd>('count');
  const [client, setClient] = useState<ClientChoice | null>(appointment?.client ?? initialClient);
  const [outcome, setOutcome] = useState<RecurringResult | null>(null);
  const [anyEmployee, setAnyEmployee] = useState(false);
  // The employee, date and time the desk chose to book anyway, over another booking.
  const [anywayAt, setAnywayAt] = useState<string | null>(null);
  const nextFreeTime = useNextFreeTime();
  // The salon's today: the first bookable day, whatever the zone of this computer.
  const today = useSalonNow().date;
  const kind = { editing, repeat, firstDeposit: editing && takesDeposit(appointment) };
  const form = useContractForm(appointmentFormSchema(kind, today), appointmentFormValues(appointment, prefill, initialClient?.client_id ?? null), {
    rules: appointmentFormRules(kind, today),
  });
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    failure: editing ? 'Failed to update appointment. Please try again.' : 'Failed to create appointment. Please try again.',
  });
  const saving = createAppointment.isPending || updateAppointment.isPending || createRecurring.isPending;

  const { values } = form;
  const serviceFacts = serviceFactsById(services.data ?? [], appointment?.service);
  const serviceId = chosenId(values.service_id);
  const employeeId = chosenId(values.employee_id);
  const date = String(values.appointment_date);
  // Typing 9 on the way to 90 asks for nothing.
  const [typedDuration] = useDebouncedValue(values.duration_minutes, INPUT_DEBOUNCE_MS);
  const lookupDuration = serviceId ? customDuration(typedDuration, serviceFacts.get(serviceId)?.duration_minutes) : null;
  const dateIsValid = dateSchema.safeParse(date).success;
  const slotRequest: SlotRequest | null =
    serviceId && employeeId && !anyEmployee && dateIsValid
      ? { employeeId, date, serviceId, durationMinutes: lookupDuration, excludeAppointmentId: appointment?.appointment_id ?? null }
      : null;
  const slots = useEmployeeSlots(slotRequest);
  // "Any available": every employee's free times that day; choosing one assigns someone free then.
  const anyBooking = useAnyEmployeeBooking(anyEmployee && serviceId && dateIsValid ? { date, serviceId, durationMinutes: lookupDuration } : null);
  const listing: SlotListing = anyEmployee
    ? anyBooking.listing
    : !slotRequest
      ? { state: 'waiting' }
      : slots.isPending
        ? { state: 'loading' }
        : { state: 'ready', slots: slots.data?.slots ?? [], workingHours: slots.data?.working_hours ?? null };
  const startTime = String(values.start_time);
  // One booking at a time may overlap on purpose; a series or "Any available" never does.
  const oneEmployeeBooking = slotRequest !== null && !repeat;
  const doubleBooking = useDoubleBookingAllowed(oneEmployeeBooking) && oneEmployeeBooking;

  const chooseEmployee = (value: string | null) => {
    const any = value === ANY_EMPLOYEE;
    setAnyEmployee(any);
    form.setFieldValue('employee_id', any ? '' : (value ?? ''));
    // A time chosen for one employee says nothing of who else is free then.
    if (any) form.setFieldValue('start_time', '');
    nextFreeTime.reset();
  };

  const chooseTime = (time: string) => {
    form.setFieldValue('start_time', time);
    if (anyEmployee) form.setFieldValue('employee_id', String(anyBooking.freeAt(time)[0]?.employee_id ?? ''));
  };

  const findNextFreeTime = () => {
    if (!serviceId) return;
    nextFreeTime.mutate(
      { serviceId, employeeId: anyEmployee ? null : employeeId, fromDate: dateIsValid && date >= today ? date : null, durationMinutes: lookupDuration },
      {
        onSuccess: ({ slot }) => {
          if (!slot) return;
          form.setFieldValue('appointment_date', slot.date);
          form.setFieldValue('start_time', slot.start_time);
          if (anyEmployee) form.setFieldValue('employee_id', String(slot.employee_id));
        },
      },
    );
  };
  const nextFreeMissing = !serviceId ? 'Choose a service first.' : !anyEmployee && !employeeId ? 'Choose an employee or Any available first.' : null;

  // Fixing a price or a note on a booking that is not moved is allowed, even once its time has passed.
  const keepsBookedTime =
    appointment !== undefined &&
    date === appointment.appointment_date &&
    values.start_time === appointment.start_time.slice(0, 5) &&
    employeeId === appointment.employee_id &&
    Number(values.duration_minutes) === appointment.duration_minutes;

  // The chosen time is taken by another booking only, and the salon allows double booking: the desk may book anyway.
  const chosenSlot = listing.state === 'ready' ? listing.slots.find((slot) => slot.start_time === startTime) : undefined;
  const mayBookAnyway = doubleBooking && !keepsBookedTime && chosenSlot?.conflict_reason === 'booked';
  const anywayKey = `${employeeId} ${date} ${startTime}`;
  const overlapOnPurpose = mayBookAnyway && anywayAt === anywayKey;
  const employeeName = employees.data?.find((employee) => employee.employee_id === employeeId)?.first_name ?? 'The employee';

  const onFailed = (error: ApiError) => {
    if (error.code !== 'SLOT_TAKEN') return saveFailure.onFailed(error);
    // Someone took the time meanwhile: say so at the slots and show what is free now.
    saveFailure.clear();
    form.showServerErrors({ start_time: [APPOINTMENT_MESSAGES.slotTaken] });
    if (anyEmployee) anyBooking.refetch();
    else void slots.refetch();
  };

  const onBooked = (saved: Appointment) => {
    const who = client ? `${client.first_name} ${client.last_name}` : 'The client';
    notify.success({
      title: editing ? 'Appointment updated' : 'Appointment booked',
      message: `${who} with ${saved.employee.first_name} on ${formatDate(saved.appointment_date)} at ${formatTimeOfDay(saved.start_time)}.`,
    });
    void navigate(`/appointments/${saved.appointment_id}`);
  };

  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    const slotIsFree = slots.data?.slots.some((slot) => slot.is_available && slot.start_time === input.start_time);
    const anyoneFree = anyBooking.isFree(input.start_time, input.employee_id);
    if ((slotRequest && slots.isSuccess && !slotIsFree && !keepsBookedTime && !overlapOnPurpose) || (anyEmployee && !anyoneFree)) {
      form.showServerErrors({ start_time: [APPOINTMENT_MESSAGES.slotTaken] });
      return;
    }
    // Only the desk's explicit "book anyway" asks the API to let the booking overlap.
    const overlap = overlapOnPurpose ? { allow_overlap: true } : {};
    if (appointment) {
      updateAppointment.mutate({ appointmentId: appointment.appointment_id, input: { ...input, ...overlap } }, { onSuccess: onBooked, onError: onFailed });
    } else if (isSeries(input)) {
      createRecurring.mutate(input, {
        onSuccess: (result) => {
          setOutcome(result);
          if (result.booked.length > 0) notify.success({ title: 'Series booked', message: `${result.booked.length} of ${result.booked.length + result.failed.length} appointments booked.` });
        },
        onError: onFailed,
      });
    } else {
      createAppointment.mutate({ ...input, ...overlap }, { onSuccess: onBooked, onError: onFailed });
    }
  });

  if (outcome) return <AppointmentRecurringOutcome outcome={outcome} onChangeBooking={() => setOutcome(null)} />;

  return (
    <RecordForm onSubmit={submit} label={editing ? 'Edit appointment' : 'New appointment'}>
      <Stack gap="lg">
        <SectionCard title="Client">
          <AppointmentClientSelect
            client={client}
            onChange={(next) => {
              setClient(next);
              form.setFieldValue('client_id', next ? String(next.client_id) : '');
            }}
            onBlur={() => form.validateField('client_id')}
            error={form.errors.client_id}
          />
          {client && canReadClients && <AppointmentClientNotes client={client} />}
        </SectionCard>

        <SectionCard title="Service & Staff">
          <AppointmentFormBookingFields
            form={form}
            services={services}
            employees={employees}
            serviceFacts={serviceFacts}
            appointment={appointment}
            offersAnyEmployee={!editing}
            anyEmployee={anyEmployee}
            onEmployeeChange={chooseEmployee}
          />
          <AppointmentDepositMethod form={form} appointment={appointment} />
        </SectionCard>

        <SectionCard title="Date & Time">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Date" type="date" required min={editing ? undefined : today} {...form.getInputProps('appointment_date')} />
            <TextInput label="End time" readOnly value={endTimeText(values)} placeholder="Follows the start time and duration" variant="filled" />
          </SimpleGrid>
          <AppointmentNextFreeTime
            missing={nextFreeMissing}
            searching={nextFreeTime.isPending}
            found={nextFreeTime.data ?? null}
            failed={nextFreeTime.isError}
            onFind={findNextFreeTime}
          />
          <AppointmentSlotPicker
            listing={listing}
            value={startTime}
            onChange={chooseTime}
            keepsBookedTime={keepsBookedTime}
            bookedMayBeChosen={doubleBooking}
            error={form.errors.start_time}
          />
          {mayBookAnyway && (
            <AppointmentDoubleBooking
              employeeName={employeeName}
              startTime={startTime}
              checked={overlapOnPurpose}
              onChange={(checked) => {
                setAnywayAt(checked ? anywayKey : null);
                if (checked) form.clearFieldError('start_time');
              }}
            />
          )}
          {anyEmployee && (
            <AppointmentAssignedEmployee
              startTime={startTime}
              free={anyBooking.freeAt(startTime)}
              employeeId={employeeId}
              onChange={(id) => form.setFieldValue('employee_id', String(id))}
              error={form.errors.employee_id}
            />
          )}
        </SectionCard>

        {!editing && (
          <SectionCard title="Repeat">
            <AppointmentRecurringFields form={form} repeat={repeat} onRepeatChange={setRepeat} ends={ends} onEndsChange={setEnds} />
          </SectionCard>
        )}

        <SectionCard title="Notes">
          <Textarea label="Notes" description="Visible to the client" rows={2} resize="vertical" {...form.getInputProps('notes')} />
          <Textarea label="Special requests" rows={2} resize="vertical" {...form.getInputProps('special_requests')} />
          <Textarea label="Internal notes" description="Only staff see these" rows={2} resize="vertical" {...form.getInputProps('internal_notes')} />
        </SectionCard>

        <FormActions failure={saveFailure.message} saving={saving} onCancel={goBack} submitLabel={editing ? 'Save Changes' : repeat ? 'Book Series' : 'Book Appointment'} />
      </Stack>
    </RecordForm>
  );
}
