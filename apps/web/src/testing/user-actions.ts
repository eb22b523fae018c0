import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * A user who clicks and types as in a browser. When the test fakes timers, the user's own
 * pauses move the fake clock, so typing never waits on a frozen one.
 */
export function setupUser(): User {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

/** Replaces a field's text; pasted in one go, since typing a long text key by key only costs time. */
export async function replaceText(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
