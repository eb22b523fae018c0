import { useState, type ReactNode } from 'react';
import { Select, Stack, Text, type ComboboxItem } from '@mantine/core';
import type { Client } from '@salon/contracts';
import { useClientSearch } from '../api/use-client-search';

/** What the form needs of a client: who it is and how staff tell namesakes apart. */
export type ClientChoice = Pick<Client, 'client_id' | 'first_name' | 'last_name' | 'email' | 'phone'>;

const nameOf = (client: ClientChoice) => `${client.first_name} ${client.last_name}`;
const contactOf = (client: ClientChoice) => [client.email, client.phone].filter(Boolean).join(' · ');

type AppointmentClientSelectProps = {
  /** The chosen client, shown by name even when today's search does not list them. */
  client: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  onBlur: () => void;
  error?: ReactNode;
};

/**
 * Picks the client by asking the server as staff type (name, e-mail or phone), so the
 * list stays short however many clients the salon has.
 */
export function AppointmentClientSelect({ client, onChange, onBlur, error }: AppointmentClientSelectProps) {
  const chosenName = client ? nameOf(client) : '';
  const [text, setText] = useState(chosenName);
  // While the box shows the chosen client's name, the list offers everyone, not namesakes only.
  const search = useClientSearch(text === chosenName ? '' : text);

  const found = search.data?.clients ?? [];
  const choices = client && !found.some((row) => row.client_id === client.client_id) ? [client, ...found] : found;
  const byValue = new Map(choices.map((choice) => [String(choice.client_id), choice]));
  const data: ComboboxItem[] = choices.map((choice) => ({ value: String(choice.client_id), label: nameOf(choice) }));

  return (
    <Select
      label="Client"
      required
      searchable
      placeholder="Search by name, e-mail or phone"
      data={data}
      value={client ? String(client.client_id) : null}
      searchValue={text}
      onSearchChange={setText}
      onChange={(value) => onChange(value ? (byValue.get(value) ?? null) : null)}
      onBlur={onBlur}
      // The server has already matched names, e-mails and phone numbers.
      filter={({ options }) => options}
      nothingFoundMessage={search.isSearching ? 'Searching…' : search.isError ? 'Clients could not be loaded' : 'No clients found'}
      renderOption={({ option }) => {
        const choice = byValue.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {choice && contactOf(choice) && (
              <Text size="xs" c="dimmed">
                {contactOf(choice)}
              </Text>
            )}
          </Stack>
        );
      }}
      error={error}
      name="client_id"
      autoComplete="off"
    />
  );
}
