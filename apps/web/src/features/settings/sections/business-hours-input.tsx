import { Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { BUSINESS_DAY_NAMES, type GeneralSettings } from '@salon/contracts';
import type { SectionForm } from '../form/settings-section-form';

/** The week's opening hours: seven rows, each a Closed switch and the open and close times. */
export function BusinessHoursInput({ form }: { form: SectionForm<'general'> }) {
  const days: GeneralSettings['businessHours'] = form.values.businessHours;
  const error = form.errors.businessHours;
  return (
    <Stack gap="xs">
      {/* Its card's title already says "Business Hours" on screen. */}
      <Table aria-label="Business hours" verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">Day</Table.Th>
            <Table.Th w="18%">Closed</Table.Th>
            <Table.Th>Hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day, index) => {
            const name = BUSINESS_DAY_NAMES[day.dayOfWeek];
            return (
              <Table.Tr key={day.dayOfWeek}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <Switch aria-label={`${name} closed`} {...form.getInputProps(`businessHours.${index}.isClosed`, { type: 'checkbox' })} />
                </Table.Td>
                <Table.Td>
                  {day.isClosed ? (
                    <Text size="sm" c="dimmed">
                      Closed
                    </Text>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <TextInput type="time" aria-label={`${name} opens`} {...form.getInputProps(`businessHours.${index}.openTime`)} />
                      <Text size="sm">to</Text>
                      <TextInput type="time" aria-label={`${name} closes`} {...form.getInputProps(`businessHours.${index}.closeTime`)} />
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
