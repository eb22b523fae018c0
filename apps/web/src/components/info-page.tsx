import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

type InfoPageProps = {
  title: string;
  updated?: string;
  children: ReactNode;
};

/** A page of reading text (terms, privacy, support) with a readable line length. */
export function InfoPage({ title, updated, children }: InfoPageProps) {
  return (
    <Container size={720} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {updated && (
            <Text size="sm" c="dimmed">
              {updated}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
