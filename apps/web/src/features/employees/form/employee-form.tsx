import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { EMPLOYMENT_TYPES, employeeInputSchema, localToday, POSITIONS, type Employee, type Position } from '@salon/contracts';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '../../../components/form-actions';
import { RecordForm } from '../../../components/record-form';
import { SectionCard } from '../../../components/section-card';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import type { FormValues } from '../../../lib/forms/form-values';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useGoBack } from '../../../lib/routing/use-go-back';
import { useCreateEmployee } from '../api/use-create-employee';
import { useUpdateEmployee } from '../api/use-update-employee';
import { EMPLOYMENT_TYPE_LABELS } from '../shared/employment-type-labels';
import { POSITION_LABELS } from '../../../lib/format/position-labels';
import { currencySymbol } from '../../../lib/format/format-money';

type EmployeeFormValues = FormValues<typeof employeeInputSchema>;

const POSITION_OPTIONS = POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }));
const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }));

function valuesOf(employee: Employee | undefined): EmployeeFormValues {
  return {
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    date_of_birth: employee?.date_of_birth ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    address: employee?.address ?? '',
    // Blank until chosen, so the schema can say "Position is required".
    position: employee?.position ?? ('' as Position),
    hire_date: employee?.hire_date ?? '',
    employment_type: employee?.employment_type ?? 'full_time',
    hourly_rate: employee?.hourly_rate ?? '',
    commission_rate: employee?.commission_rate ?? '',
    // Kept as it is: the detail page's Activate/Deactivate changes it, not this form.
    is_active: employee?.is_active ?? true,
    specializations: employee?.specializations ?? '',
    certifications: employee?.certifications ?? '',
    years_experience: employee?.years_experience ?? '',
    emergency_contact_name: employee?.emergency_contact_name ?? '',
    emergency_contact_phone: employee?.emergency_contact_phone ?? '',
    notes: employee?.notes ?? '',
  };
}

type EmployeeFormProps = {
  /** The employee being edited; a new one is created when absent. */
  employee?: Employee;
};

/** Creates or edits an employee (spec part 1 §5, employee form). */
export function EmployeeForm({ employee }: EmployeeFormProps) {
  const navigate = useNavigate();
  const goBack = useGoBack(employee ? `/employees/${employee.employee_id}` : '/employees');
  const createEmployee = useCreateEmployee();
  const updateEmployee = useUpdateEmployee();
  const form = useContractForm(employeeInputSchema, valuesOf(employee));
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    fieldConflicts: { EMAIL_TAKEN: 'email' },
    failure: employee ? 'Failed to update employee. Please try again.' : 'Failed to create employee. Please try again.',
  });
  const saving = createEmployee.isPending || updateEmployee.isPending;

  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    const onSaved = (saved: Employee) => {
      const name = `${saved.first_name} ${saved.last_name}`;
      notify.success({
        title: employee ? 'Employee updated' : 'Employee created',
        message: employee ? `${name}'s details have been saved.` : `${name} has been added to the team.`,
      });
      void navigate(`/employees/${saved.employee_id}`);
    };
    if (employee) updateEmployee.mutate({ employeeId: employee.employee_id, input }, { onSuccess: onSaved, onError: saveFailure.onFailed });
    else createEmployee.mutate(input, { onSuccess: onSaved, onError: saveFailure.onFailed });
  });

  return (
    <RecordForm onSubmit={submit} label={employee ? 'Edit employee' : 'New employee'}>
      <Stack gap="lg">
        <SectionCard title="Personal Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" required autoComplete="off" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('last_name')} />
            <TextInput label="Date of birth" type="date" max={localToday()} {...form.getInputProps('date_of_birth')} />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title="Contact Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" autoComplete="off" placeholder="+1 555 010 2030" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Textarea label="Address" rows={2} resize="vertical" {...form.getInputProps('address')} />
        </SectionCard>

        <SectionCard title="Employment">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="Position" required placeholder="Choose a position" data={POSITION_OPTIONS} allowDeselect={false} {...form.getSelectProps('position')} />
            <TextInput label="Hire date" type="date" required max={localToday()} {...form.getInputProps('hire_date')} />
            <Select
              label="Employment type"
              required
              data={EMPLOYMENT_TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getSelectProps('employment_type')}
            />
            <NumberInput label="Hourly rate" leftSection={currencySymbol()} decimalScale={2} allowNegative={false} hideControls {...form.getInputProps('hourly_rate')} />
            <NumberInput label="Commission rate" rightSection="%" decimalScale={2} allowNegative={false} hideControls {...form.getInputProps('commission_rate')} />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title="Professional Details">
          <TextInput
            label="Specializations"
            description="Separate them with commas, e.g. Balayage, Curly cuts"
            {...form.getInputProps('specializations')}
          />
          <Textarea label="Certifications" rows={2} resize="vertical" {...form.getInputProps('certifications')} />
          <NumberInput label="Years of experience" allowDecimal={false} allowNegative={false} maw={240} {...form.getInputProps('years_experience')} />
        </SectionCard>

        <SectionCard title="Emergency Contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Emergency contact name" autoComplete="off" {...form.getInputProps('emergency_contact_name')} />
            <TextInput label="Emergency contact phone" type="tel" autoComplete="off" {...form.getInputProps('emergency_contact_phone')} />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title="Notes">
          <Textarea label="Notes" rows={3} resize="vertical" {...form.getInputProps('notes')} />
        </SectionCard>

        <FormActions failure={saveFailure.message} saving={saving} onCancel={goBack} submitLabel={employee ? 'Save Changes' : 'Create Employee'} />
      </Stack>
    </RecordForm>
  );
}
