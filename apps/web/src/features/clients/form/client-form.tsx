import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { CONTACT_METHODS, clientCreateSchema, localToday, type Client, type ClientCreate } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RecordForm } from '../../../components/record-form';
import type { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useCreateClient } from '../api/use-create-client';
import { hasCriteria, possibleDuplicatesQuery, usePossibleDuplicates } from '../api/use-possible-duplicates';
import { useUpdateClient } from '../api/use-update-client';
import { clientFormValues } from './client-form-values';
import { clientFullName } from '../../../lib/format/client-full-name';
import { CONTACT_METHOD_LABELS } from '../shared/contact-method-labels';
import { CLIENT_CREATED_STATE } from '../shared/client-created-state';
import { duplicateCriteria } from './duplicate-criteria';
import { PossibleDuplicatesWarning } from './possible-duplicates-warning';
import { NoteAlertCheckbox } from '../detail/notes/note-alert-checkbox';

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

/**
 * Creates or edits a client (spec part 1 §2): one form, validated by the contract's schema.
 * A new client may carry a first note, and the form warns about clients who may be the same
 * person; creating one anyway takes a confirm. Once created, the new client's page opens.
 */
export function ClientForm({ client }: ClientFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useContractForm(clientCreateSchema, clientFormValues(client));
  const saving = client ? updateClient : createClient;
  const duplicates = usePossibleDuplicates(client ? null : duplicateCriteria(form.values)).data ?? [];
  // The new client waiting for "Create anyway" while a possible duplicate is shown.
  const [confirming, setConfirming] = useState<ClientCreate | null>(null);
  const [checking, setChecking] = useState(false);

  const failed = (error: ApiError) => form.showServerErrors(error.details.fieldErrors);

  const create = (input: ClientCreate) =>
    createClient.mutate(input, {
      onSuccess: (created) => {
        notify.success({ title: 'Client created', message: `${clientFullName(created)} has been added.` });
        void navigate(`/clients/${created.client_id}`, { state: CLIENT_CREATED_STATE });
      },
      onError: failed,
    });

  /**
   * Looks again at the moment of saving, so a click before the typing pause ends (or before the
   * lookup answers) still asks first. A failed lookup does not stop the front desk.
   */
  const createUnlessDuplicate = async (input: ClientCreate) => {
    const criteria = duplicateCriteria(form.getValues());
    setChecking(true);
    const found = hasCriteria(criteria) ? await queryClient.fetchQuery({ ...possibleDuplicatesQuery(criteria), staleTime: 60_000 }).catch(() => []) : [];
    setChecking(false);
    if (found.length > 0) setConfirming(input);
    else create(input);
  };

  const submit = form.onSubmit(({ note, note_is_alert, ...details }: ClientCreate) => {
    if (client) {
      updateClient.mutate(
        { clientId: client.client_id, input: details },
        {
          onSuccess: (updated) => {
            notify.success({ title: 'Client updated', message: `${clientFullName(updated)} has been updated.` });
            void navigate('/clients');
          },
          onError: failed,
        },
      );
    } else {
      void createUnlessDuplicate({ ...details, note, note_is_alert });
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

        {duplicates.length > 0 && <PossibleDuplicatesWarning duplicates={duplicates} />}

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
          {!client && (
            <Textarea
              label="First note"
              description="Optional: allergies, preferences, anything staff should know. It is saved as the client's first note."
              rows={3}
              resize="vertical"
              {...form.getInputProps('note')}
            />
          )}
          {!client && <NoteAlertCheckbox {...form.getInputProps('note_is_alert', { type: 'checkbox' })} />}
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/clients" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending || checking}>
            {client ? 'Save Changes' : 'Create Client'}
          </Button>
        </Group>
      </Stack>

      <ConfirmModal
        opened={confirming !== null}
        title="Create anyway?"
        confirmLabel="Create anyway"
        onConfirm={() => {
          if (confirming) create(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      >
        {confirming && `${clientFullName(confirming)} may already be a client: see the possible duplicates on the form. Create a new client anyway?`}
      </ConfirmModal>
    </RecordForm>
  );
}
