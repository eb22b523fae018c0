import { ActionIcon, Button, Group, Input, Select, Stack } from '@mantine/core';
import { WAITLIST_LIMITS, WAITLIST_MESSAGES } from '@salon/contracts';
import { PlusIcon } from '../../../components/resource-list/list-icons';
import { useWaitlistEmployees, useWaitlistServices } from '../api/use-waitlist-choices';
import { blankServiceRow, serviceRowsOf, type WaitlistFormState } from './waitlist-form-values';

const ANY_EMPLOYEE = 'Any employee';

const RemoveIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

/**
 * The services a walk-in asks for, each with an optional preferred employee (spec part 2 §5):
 * rows are added and removed, one always stays, blank ones are dropped on save.
 */
export function ServiceRows({ form }: { form: WaitlistFormState }) {
  const services = useWaitlistServices();
  const employees = useWaitlistEmployees();
  const serviceOptions = (services.data ?? []).map((service) => ({ value: String(service.service_id), label: service.name }));
  const employeeOptions = (employees.data ?? []).map((employee) => ({ value: String(employee.employee_id), label: `${employee.first_name} ${employee.last_name}` }));
  const rows = serviceRowsOf(form);
  const error = form.errors.requestedServices;
  // "Please select a service" belongs to each row with an employee but no service; any other
  // message ("Please select at least one service") to the first row, where focus goes.
  const errorAt = (index: number) => {
    if (!error) return undefined;
    if (error === WAITLIST_MESSAGES.service) return rows[index].serviceId === '' && rows[index].preferredEmployeeId !== '' ? error : undefined;
    return index === 0 ? error : undefined;
  };

  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={`Service ${index + 1}`}
            placeholder={services.isPending ? 'Loading services…' : 'Choose a service'}
            required={index === 0}
            searchable
            data={serviceOptions}
            value={row.serviceId || null}
            onChange={(value) => {
              form.setFieldValue(`requestedServices.${index}.serviceId`, value ?? '');
              form.clearFieldError('requestedServices');
            }}
            error={errorAt(index)}
            flex="1 1 0"
            miw={0}
          />
          <Select
            label={`Preferred employee ${index + 1}`}
            placeholder={ANY_EMPLOYEE}
            clearable
            searchable
            data={employeeOptions}
            value={row.preferredEmployeeId || null}
            onChange={(value) => {
              form.setFieldValue(`requestedServices.${index}.preferredEmployeeId`, value ?? '');
              form.clearFieldError('requestedServices');
            }}
            flex="1 1 0"
            miw={0}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove service ${index + 1}`}
            disabled={rows.length === 1}
            onClick={() => form.removeListItem('requestedServices', index)}
            // Level with the inputs below their labels.
            mt={26}
          >
            <RemoveIcon />
          </ActionIcon>
        </Group>
      ))}
      {(services.isError || employees.isError) && <Input.Error>Could not load the services or employees; close and open the form to try again.</Input.Error>}
      {rows.length < WAITLIST_LIMITS.servicesMax && (
        <Group>
          <Button variant="subtle" size="xs" leftSection={<PlusIcon size={14} />} onClick={() => form.insertListItem('requestedServices', blankServiceRow())}>
            Add another service
          </Button>
        </Group>
      )}
    </Stack>
  );
}
