import { useEffect, useState } from 'react';

/**
 * Mantine's Modal gives focus back to its trigger when `opened` turns false, but not when the
 * modal is mounted open and closed by unmounting it. This does it for those: the element that
 * had focus when the modal first rendered gets it back once the modal is gone.
 */
export function useReturnFocus(openedOnMount = true) {
  // Read during the first render, before the modal's focus trap moves focus inside it.
  const [trigger] = useState(() => (openedOnMount ? document.activeElement : null));
  useEffect(
    () => () => {
      if (!(trigger instanceof HTMLElement)) return;
      // After the modal's portal has gone, unless the page has moved focus somewhere on purpose.
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (trigger.isConnected && (focused === null || focused === document.body)) trigger.focus({ preventScroll: true });
      }, 0);
    },
    [trigger],
  );
}
