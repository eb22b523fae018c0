import { Button, Group } from '@mantine/core';
import { pageWindow } from './page-window';

type ListPaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** Previous, up to five numbered pages and Next; nothing at all for a single page. */
export function ListPagination({ page, totalPages, onChange }: ListPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pagination" justify="center" gap="xs">
      <Button variant="default" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, totalPages).map((number) => {
        const current = number === page;
        return (
          <Button
            key={number}
            size="sm"
            miw={36}
            px="xs"
            variant={current ? 'filled' : 'default'}
            aria-label={`Page ${number}`}
            aria-current={current ? 'page' : undefined}
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        );
      })}
      <Button variant="default" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
