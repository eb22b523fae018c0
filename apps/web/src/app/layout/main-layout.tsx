import { Anchor, AppShell, Box, Burger, Button, Group, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router-dom';
import { IdleSignOut } from '../../features/auth/idle/idle-sign-out';
import { GlobalSearch } from '../../features/search';
import { HOME_PATH, SIGN_IN_PATH } from '../../lib/routing/return-path';
import { useSession } from '../../lib/session/use-session';
import { useSessionUserSync } from '../../lib/session/use-session-user-sync';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './main-layout.module.css';
import { MainNav } from './main-nav';
import { PRODUCT_NAME } from './product';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/**
 * The frame of every page but sign-in: top bar, navigation (a burger menu below 992 px,
 * tablets in portrait) and footer. Visitors on open pages get it without navigation.
 * One tree for both, so the page inside is not remounted when the session ends under it.
 */
export function MainLayout() {
  const session = useSession();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  useSessionUserSync();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: !session } }}
      padding="md"
    >
      <SkipLink />
      {/* The salon's session timeout: signs out after that long without input, a minute's warning first. */}
      <IdleSignOut />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {session && (
              <Burger
                opened={navOpened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={navOpened}
                aria-controls="main-navigation"
              />
            )}
            <Anchor component={Link} to={session ? HOME_PATH : SIGN_IN_PATH} className={classes.title} underline="never">
              {PRODUCT_NAME}
            </Anchor>
          </Group>
          {session && <GlobalSearch />}
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            {session ? (
              <UserMenu user={session.user} />
            ) : (
              <Button component={Link} to={SIGN_IN_PATH} variant="light">
                Sign in
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {session && (
        <AppShell.Navbar p="sm" id="main-navigation" aria-label="Main" className={classes.navbar}>
          <MainNav user={session.user} onNavigate={close} />
        </AppShell.Navbar>
      )}
      {session && navOpened && <Overlay hiddenFrom="md" fixed zIndex={99} backgroundOpacity={0.35} onClick={close} />}

      {/* Focusable by script only, so the skip link can hand it the keyboard. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Box className={classes.content}>
          <Outlet />
        </Box>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
