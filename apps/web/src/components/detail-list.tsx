import type { ReactNode } from 'react';
import { DataList, Text } from '@mantine/core';

export type DetailItem = {
  label: string;
  /** Blank, null, false or undefined reads "Not provided". */
  value: ReactNode;
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** Label and value pairs of a record page, as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <DataList labelWidth={170}>
      {items.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          {/* Long e-mail addresses and words wrap inside narrow cards instead of spilling out. */}
          <DataList.ItemValue style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {isEmpty(value) ? (
              <Text span c="dimmed" size="sm">
                Not provided
              </Text>
            ) : (
              value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
