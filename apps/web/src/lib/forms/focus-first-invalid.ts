/**
 * Moves focus to the first field a failed submit marked invalid, once React has drawn the
 * messages, so on a long form the user lands on what needs fixing.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
