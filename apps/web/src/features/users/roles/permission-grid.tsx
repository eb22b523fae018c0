import { Checkbox, Stack, Table, Text } from '@mantine/core';
import { ACTIONS, RESOURCES } from '@salon/contracts';
import { ACTION_LABELS, RESOURCE_LABELS, SPECIAL_PERMISSIONS } from './permission-labels';

type PermissionGridProps = {
  selected: ReadonlySet<string>;
  readOnly?: boolean;
  onToggle: (permission: string, granted: boolean) => void;
};

/** The permission catalogue as checkboxes: one row per area, one column per action, then the special ones. */
export function PermissionGrid({ selected, readOnly = false, onToggle }: PermissionGridProps) {
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={420} type="native">
        <Table aria-label="Permissions by area" verticalSpacing={6} horizontalSpacing="sm" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Area</Table.Th>
              {ACTIONS.map((action) => (
                <Table.Th key={action} ta="center">
                  {ACTION_LABELS[action]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RESOURCES.map((resource) => (
              <Table.Tr key={resource}>
                <Table.Th scope="row" fw={500}>
                  {RESOURCE_LABELS[resource]}
                </Table.Th>
                {ACTIONS.map((action) => {
                  const permission = `${resource}:${action}`;
                  return (
                    <Table.Td key={action}>
                      <Checkbox
                        aria-label={`${RESOURCE_LABELS[resource]} ${action}`}
                        checked={selected.has(permission)}
                        disabled={readOnly}
                        onChange={(event) => onToggle(permission, event.currentTarget.checked)}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Other permissions
        </Text>
        {SPECIAL_PERMISSIONS.map(({ permission, label }) => (
          <Checkbox
            key={permission}
            label={label}
            checked={selected.has(permission)}
            disabled={readOnly}
            onChange={(event) => onToggle(permission, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
