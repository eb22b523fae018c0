/** The body class under which the print stylesheet shows only the receipt. */
export const PRINTING_RECEIPT_CLASS = 'printingReceipt';

/**
 * Prints only the receipt: the body is marked for the print stylesheet until the browser says
 * printing is over (afterprint), so a later Ctrl+P prints the whole page again.
 */
export function printReceipt(): void {
  const { body } = document;
  body.classList.add(PRINTING_RECEIPT_CLASS);
  window.addEventListener('afterprint', () => body.classList.remove(PRINTING_RECEIPT_CLASS), { once: true });
  window.print();
}
