import { notifications } from '@mantine/notifications';
import { notify, TOAST_DURATIONS } from './notify';

describe('toasts', () => {
  it('last 5 s by default, 8 s for errors and 6 s for warnings', () => {
    const show = vi.spyOn(notifications, 'show');

    notify.success({ message: 'Logged out successfully' });
    notify.info({ message: 'Receipt sent to client' });
    notify.error({ title: 'Login Failed', message: 'Invalid username or password' });
    notify.warning({ message: 'Stock is low' });
    notify.error({ message: 'Stays', persistent: true });

    expect(TOAST_DURATIONS).toEqual({ default: 5000, error: 8000, warning: 6000 });
    expect(show.mock.calls.map(([toast]) => toast.autoClose)).toEqual([5000, 5000, 8000, 6000, false]);
    expect(show.mock.calls[2][0]).toMatchObject({ title: 'Login Failed', message: 'Invalid username or password', color: 'red' });
  });
});
