import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { CONTACT_METHODS, clientInputSchema, localToday, type Client, type ClientInput } from '@salon/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { RecordForm } from '../../../components/record-form';
import type { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useCreateClient } from '../api/use-create-client';
import { useUpdateClient } from '../api/use-update-client';
import { clientFormValues } from './client-form-values';
import { clientFullName } from '../../../lib/format/client-full-name';
import { CONTACT_METHOD_LABELS } from '../shared/contact-method-labels';

const CONTACT_METHOD_OPTIONS = CONTACT_METHODS.map((method) => ({ value: method, label: CONTACT_METHOD_LABELS[method] }));

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type ClientFormProps = {
  /** The client being edited; a new client when absent. */
  client?: Client;
};

/** Creates or edits a client (spec part 1 §2): one form, validated by the contract's schema. */
export function ClientForm({ client }: ClientFormProps) {
  const navigate = useNavigate();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useContractForm(clientInputSchema, clientFormValues(client));
  const saving = client ? updateClient : createClient;

  const saved = (message: string) => {
    notify.success({ title: client ? 'Client updated' : 'Client created', message });
    void navigate('/clients');
  };
  const failed = (error: ApiError) => form.showServerErrors(error.details.fieldErrors);

  const submit = form.onSubmit((input: ClientInput) => {
    if (client) {
      updateClient.mutate({ clientId: client.client_id, input }, { onSuccess: (updated) => saved(`${clientFullName(updated)} has been updated.`), onError: failed });
    } else {
      createClient.mutate(input, { onSuccess: (created) => saved(`${clientFullName(created)} has been added.`), onError: failed });
    }
  });

  return (
    <RecordForm onSubmit={submit}>
      <Stack gap="lg">
        {saving.error && (
          <Alert color="red" variant="light" role="alert" title={client ? 'Client not updated' : 'Client not created'}>
            {saving.error.message}
          </Alert>
        )}

        <FormSection id="client-basic" title="Basic Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="off" required {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="off" required {...form.getInputProps('last_name')} />
            <TextInput label="Birthdate" type="date" max={localToday()} {...form.getInputProps('birthdate')} />
          </SimpleGrid>
          {client && <Switch label="Active client" description="Inactive clients are hidden from the default client list." {...form.getInputProps('is_active', { type: 'checkbox' })} />}
        </FormSection>

        <FormSection id="client-contact" title="Contact Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
            <Select
              label="Preferred contact method"
              placeholder="No preference"
              data={CONTACT_METHOD_OPTIONS}
              clearable
              {...form.getSelectProps('preferred_contact_method')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="client-address" title="Address Information">
          <TextInput label="Address" autoComplete="off" {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="City" autoComplete="off" {...form.getInputProps('city')} />
            <TextInput label="State" autoComplete="off" {...form.getInputProps('state')} />
            <TextInput label="ZIP code" autoComplete="off" {...form.getInputProps('zip_code')} />
          </SimpleGrid>
        </FormSection>

        <FormSection id="client-additional" title="Additional Information">
          <TextInput label="Referral source" placeholder="How the client heard about the salon" autoComplete="off" {...form.getInputProps('referral_source')} />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/clients" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {client ? 'Save Changes' : 'Create Client'}
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
