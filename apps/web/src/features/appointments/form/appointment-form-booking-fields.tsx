import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES, depositRequiredMessage, fromCents, requiredDepositCents, type Appointment } from '@salon/contracts';
import { formatDuration } from '../../../lib/format/format-duration';
import { currencySymbol, formatMoney } from '../../../lib/format/format-money';
import { salonFormats } from '../../../lib/format/salon-formats';
import type { useActiveEmployees } from '../api/use-active-employees';
import type { useActiveServices } from '../api/use-active-services';
import { useDepositRule } from '../api/use-deposit-rule';
import { chosenId, type AppointmentFormState } from './appointment-form-values';
import { employeeOptions, serviceOptions, type ServiceFacts } from './appointment-form-options';
import { ANY_EMPLOYEE } from './any-employee-times';
import { takesDeposit } from './appointment-deposit-method';

type AppointmentFormBookingFieldsProps = {
  form: AppointmentFormState;
  services: ReturnType<typeof useActiveServices>;
  employees: ReturnType<typeof useActiveEmployees>;
  serviceFacts: Map<number, ServiceFacts>;
  /** The appointment being edited: its service and employee stay choosable. */
  appointment?: Appointment;
  /** "Any available" is offered (new bookings) and whether it is the choice. */
  offersAnyEmployee: boolean;
  anyEmployee: boolean;
  onEmployeeChange: (value: string | null) => void;
};

/** Service, employee, and what the booking takes and costs; choosing a service fills duration and price. */
export function AppointmentFormBookingFields({ form, services, employees, serviceFacts, appointment, offersAnyEmployee, anyEmployee, onEmployeeChange }: AppointmentFormBookingFieldsProps) {
  const employeeInput = form.getSelectProps('employee_id');
  const anyOption = offersAnyEmployee ? [{ value: ANY_EMPLOYEE, label: 'Any available' }] : [];
  // A new booking under Require Deposit: the deposit field starts at the rule's amount (money the desk takes now).
  const depositRule = useDepositRule(!appointment);
  const price = Number(form.values.total_price);
  const depositTaken = !takesDeposit(appointment);
  const depositNote = depositRule && price > 0 ? `${depositRequiredMessage(depositRule, price, salonFormats().currency)}: enter the amount the client paid now.` : undefined;
  const chooseService = (value: string | null) => {
    form.setFieldValue('service_id', value ?? '');
    const service = serviceFacts.get(chosenId(value) ?? 0);
    if (!service) return;
    // The service's usual length and price; staff may change either for this booking.
    form.setFieldValue('duration_minutes', service.duration_minutes);
    form.setFieldValue('total_price', service.base_price);
    if (depositRule) form.setFieldValue('deposit_amount', fromCents(requiredDepositCents(depositRule, service.base_price)));
  };
  const failed = [services.isError && 'services', employees.isError && 'employees'].filter(Boolean);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Service"
          required
          searchable
          placeholder={services.isPending ? 'Loading services…' : 'Choose a service'}
          nothingFoundMessage={services.isPending ? 'Loading services…' : 'No services found'}
          data={serviceOptions(services.data ?? [], appointment?.service)}
          renderOption={({ option }) => {
            const service = serviceFacts.get(Number(option.value));
            return (
              <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
                <Text size="sm">{option.label}</Text>
                {service && (
                  <Text size="xs" c="dimmed">
                    {formatDuration(service.duration_minutes)} · {formatMoney(service.base_price)}
                  </Text>
                )}
              </Group>
            );
          }}
          {...form.getSelectProps('service_id')}
          onChange={chooseService}
        />
        <Select
          label="Employee"
          required
          searchable
          placeholder={employees.isPending ? 'Loading employees…' : 'Choose an employee'}
          nothingFoundMessage={employees.isPending ? 'Loading employees…' : 'No employees found'}
          data={[...anyOption, ...employeeOptions(employees.data ?? [], appointment?.employee)]}
          {...employeeInput}
          value={anyEmployee ? ANY_EMPLOYEE : employeeInput.value}
          onChange={onEmployeeChange}
          // With "Any available" the employee comes with the time; a message about them shows there.
          error={anyEmployee ? undefined : employeeInput.error}
        />
      </SimpleGrid>
      {failed.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">The {failed.join(' and ')} could not be loaded.</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => {
                if (services.isError) void services.refetch();
                if (employees.isError) void employees.refetch();
              }}
            >
              Try Again
            </Button>
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {/* What was typed stays, out of bounds or negative, so the contract's message can say why it is refused. */}
        <NumberInput label="Duration (minutes)" required min={DURATION_MIN_MINUTES} max={DURATION_MAX_MINUTES} clampBehavior="none" step={5} allowDecimal={false} {...form.getInputProps('duration_minutes')} />
        <NumberInput label="Price" required leftSection={currencySymbol()} decimalScale={2} hideControls {...form.getInputProps('total_price')} />
        <NumberInput
          label="Deposit"
          leftSection={currencySymbol()}
          decimalScale={2}
          hideControls
          // A deposit already taken is a payment: refunded or added to on the Payment card, not here.
          description={depositTaken ? 'Taken at booking as a payment: refund it or take another payment instead' : depositNote}
          disabled={depositTaken}
          {...form.getInputProps('deposit_amount')}
        />
      </SimpleGrid>
    </>
  );
}
