import { useState } from 'react';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES, appointmentServiceCreateSchema, can, type Appointment, type AppointmentService, type AppointmentServiceCreate } from '@salon/contracts';
import { FormActions } from '../../../../components/form-actions';
import type { ApiError } from '../../../../lib/api/api-error';
import type { FormValues } from '../../../../lib/forms/form-values';
import { useContractForm, type ContractForm } from '../../../../lib/forms/use-contract-form';
import { useSession } from '../../../../lib/session/use-session';
import { useActiveEmployees } from '../../api/use-active-employees';
import { useActiveServices } from '../../api/use-active-services';
import { fullName } from '../../shared/appointment-detail-format';
import { useReturnFocus } from '../../../../components/use-return-focus';
import { currencySymbol } from '../../../../lib/format/format-money';

type FormValuesOf = FormValues<typeof appointmentServiceCreateSchema>;
type Person = { first_name: string; last_name: string };

type AppointmentServicesFormProps = {
  appointment: Appointment;
  /** The extra service being changed; absent when adding one. */
  editing?: AppointmentService;
  saving: boolean;
  /** Resolves once saved; rejects with the API's error. */
  onSave: (input: AppointmentServiceCreate) => Promise<unknown>;
  onClose: () => void;
};

function initialValues(appointment: Appointment, editing?: AppointmentService): FormValuesOf {
  return {
    service_id: editing ? String(editing.service.service_id) : '',
    employee_id: String(editing?.employee.employee_id ?? appointment.employee_id),
    duration_minutes: editing?.duration_minutes ?? '',
    price: editing?.price ?? '',
    // The server places a new extra right after everything already booked; an edit keeps its place.
    start_time_offset: '',
    notes: editing?.notes ?? '',
  };
}

type SelectInput = ReturnType<ContractForm<typeof appointmentServiceCreateSchema>['getSelectProps']>;

/** Active employees to perform the extra; only for users who may list employees (otherwise the appointment's employee does it). */
function EmployeeSelect({ current, input }: { current: Person & { employee_id: number }; input: SelectInput }) {
  const employees = useActiveEmployees();
  const options = (employees.data ?? []).map((employee) => ({ value: String(employee.employee_id), label: fullName(employee) }));
  // The current employee stays choosable even when inactive or not listed yet.
  if (!options.some((option) => option.value === String(current.employee_id))) {
    options.unshift({ value: String(current.employee_id), label: fullName(current) });
  }
  return (
    <Select
      label="Employee"
      description="Who performs this service: the appointment's employee unless you choose another."
      searchable
      allowDeselect={false}
      data={options}
      {...input}
      error={input.error ?? (employees.isError ? `Employees could not be loaded: ${employees.error.message}` : undefined)}
    />
  );
}

/**
 * Adds or changes an extra service. Choosing a service fills in its own duration and
 * price, which staff may change for this visit. The server refuses an extra that would run
 * into the employee's next booking (409 SLOT_TAKEN); its message is shown here.
 */
export function AppointmentServicesForm({ appointment, editing, saving, onSave, onClose }: AppointmentServicesFormProps) {
  // Mounted open and unmounted to close: gives focus back to the button that opened it.
  useReturnFocus();
  const user = useSession()?.user;
  const mayListEmployees = can(user, 'employees:read');
  const form = useContractForm(appointmentServiceCreateSchema, initialValues(appointment, editing));
  const [failure, setFailure] = useState<string | null>(null);
  const services = useActiveServices();

  const serviceOptions = (services.data ?? []).map((service) => ({ value: String(service.service_id), label: service.name }));
  if (editing && !serviceOptions.some((option) => option.value === String(editing.service.service_id))) {
    serviceOptions.unshift({ value: String(editing.service.service_id), label: editing.service.name });
  }
  const { onChange: setServiceId, error: serviceError, ...serviceInput } = form.getSelectProps('service_id');
  const chooseService = (value: string | null) => {
    setServiceId(value);
    const chosen = services.data?.find((service) => String(service.service_id) === value);
    if (chosen) {
      form.setFieldValue('duration_minutes', chosen.duration_minutes);
      form.setFieldValue('price', chosen.base_price);
    }
  };

  const submit = form.onSubmit((input) => {
    setFailure(null);
    onSave(input).catch((error: ApiError) => {
      if (error.code === 'VALIDATION_FAILED' && form.showServerErrors(error.details.fieldErrors)) return;
      setFailure(error.message);
    });
  });

  return (
    <Modal opened onClose={onClose} title={editing ? `Edit ${editing.service.name}` : 'Add service'} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Service"
            required
            searchable
            allowDeselect={false}
            disabled={Boolean(editing) || services.isPending}
            placeholder={services.isPending ? 'Loading services…' : 'Choose a service'}
            data={serviceOptions}
            nothingFoundMessage="No active service matches"
            error={serviceError ?? (services.isError ? `Services could not be loaded: ${services.error.message}` : undefined)}
            onChange={chooseService}
            {...serviceInput}
          />
          {mayListEmployees && <EmployeeSelect current={editing?.employee ?? appointment.employee} input={form.getSelectProps('employee_id')} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput label="Duration (minutes)" description="The service's own length unless changed." min={DURATION_MIN_MINUTES} max={DURATION_MAX_MINUTES} clampBehavior="none" step={5} allowDecimal={false} {...form.getInputProps('duration_minutes')} />
            {/* No clamping: a negative price stays as typed and the contract's message says why. */}
            <NumberInput label="Price" description="The service's price unless changed." prefix={currencySymbol()} min={0} clampBehavior="none" step={0.01} decimalScale={2} fixedDecimalScale {...form.getInputProps('price')} />
          </SimpleGrid>
          <Textarea label="Notes" rows={2} resize="vertical" {...form.getInputProps('notes')} />
          <FormActions failure={failure} saving={saving} onCancel={onClose} submitLabel={editing ? 'Save service' : 'Add service'} />
        </Stack>
      </form>
    </Modal>
  );
}
