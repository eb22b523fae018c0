import { Table, VisuallyHidden } from '@mantine/core';

export type FiguresColumn<T> = { label: string; value: (row: T) => string };

type ChartFiguresTableProps<T> = {
  label: string;
  /** The first column names the row (a day, a service); the others are its figures. */
  columns: FiguresColumn<T>[];
  rows: T[];
};

/** A chart's figures as a table for screen readers, since the chart itself is a picture. */
export function ChartFiguresTable<T>({ label, columns, rows }: ChartFiguresTableProps<T>) {
  const [head, ...rest] = columns;
  return (
    <VisuallyHidden>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row">{head.value(row)}</Table.Th>
              {rest.map((column) => (
                <Table.Td key={column.label}>{column.value(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
