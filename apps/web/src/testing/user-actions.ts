import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';

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

/**
 * Replaces a field's text. Text is pasted in one go, since typing a long text key by key only
 * costs time; a date or time is typed, as user-event takes those only as a whole typed value.
 */
export async function replaceText(user: User, field: HTMLElement, text: string): Promise<void> {
  if (field instanceof HTMLInputElement && ['date', 'time'].includes(field.type) && text !== '') {
    await user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    return;
  }
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/**
 * Picks an option of a Mantine Select or MultiSelect by its field's label, as a user does: open
 * the field, wait for the option (lists often load), click it. jsdom lays nothing out, so
 * Mantine takes the dropdown for detached from its field and hides it: options are found
 * with `hidden`. `scope` narrows the field to a dialog or section when two share a label.
 */
export async function chooseOption(
  label: string,
  option: string | RegExp,
  { user = setupUser(), scope }: { user?: User; scope?: HTMLElement } = {},
): Promise<void> {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
