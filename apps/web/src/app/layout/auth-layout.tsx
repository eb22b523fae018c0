import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import classes from './auth-layout.module.css';
import { PRODUCT_NAME } from './product';

/** Sign-in pages: a centred card under the product title, with a copyright footer. */
export function AuthLayout() {
  return (
    <Box component="main" className={classes.page}>
      <Stack className={classes.column} gap="lg">
        <Title order={2} component="p" ta="center" className={classes.brand}>
          {PRODUCT_NAME}
        </Title>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Paper>
        <Text component="footer" size="xs" c="dimmed" ta="center">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Stack>
    </Box>
  );
}
