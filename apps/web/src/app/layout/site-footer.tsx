import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from './product';

const FOOTER_LINKS = [
  { label: 'Support', to: '/support' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;

export function SiteFooter() {
  return (
    <Group component="footer" justify="space-between" gap="sm" py="md" wrap="wrap">
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Text>
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Help and policies">
        {FOOTER_LINKS.map(({ label, to }) => (
          <li key={to}>
            <Anchor component={Link} to={to} size="sm" c="dimmed">
              {label}
            </Anchor>
          </li>
        ))}
      </Group>
    </Group>
  );
}
