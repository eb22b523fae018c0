import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Holds a navigation to another page while there are unsaved changes, for the page to ask
 * first; the browser asks on its own before a reload or closing the tab. Moving between the
 * settings' sections (the query string) is not leaving.
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return blocker;
}
