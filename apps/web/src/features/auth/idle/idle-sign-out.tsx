import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback } from 'react';
import { authClient } from '../../../lib/api/auth-client';
import { notify } from '../../../lib/notifications/notify';
import { sessionStore } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { useIdleSignOut } from './use-idle-sign-out';

export const idleSignOutMessage = (minutes: number) => `You were signed out after ${minutes} minutes without activity.`;

/**
 * The salon's session timeout (settings › security) on this device: a minute's warning, then the
 * session ends (on the server too) and the user signs in again, back to the same page.
 */
export function IdleSignOut() {
  // The session carries the salon's timeout and follows a change at the next GET /auth/me.
  const minutes = useSession()?.user.salon.sessionTimeout;
  return minutes === undefined ? null : <IdleWatch minutes={minutes} />;
}

function IdleWatch({ minutes }: { minutes: number }) {
  const signOut = useCallback(() => {
    const refreshToken = sessionStore.getSession()?.refreshToken ?? undefined;
    authClient.logout({ body: { refreshToken } }).catch(() => undefined);
    // Expiring (not a plain sign-out) sends the user to sign in with the way back to this page.
    sessionStore.expire();
    notify.info({ title: 'Signed out', message: idleSignOutMessage(minutes), persistent: true });
  }, [minutes]);
  const { secondsLeft, staySignedIn } = useIdleSignOut(minutes * 60_000, signOut);

  return (
    // No opening animation: a warning that appears while nobody is looking need not glide in.
    <Modal opened={secondsLeft !== null} onClose={staySignedIn} title="Are you still there?" centered transitionProps={{ duration: 0 }}>
      <Text mb="md">
        You will be signed out in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'} for inactivity.
      </Text>
      <Group justify="flex-end">
        <Button onClick={staySignedIn}>Stay signed in</Button>
      </Group>
    </Modal>
  );
}
