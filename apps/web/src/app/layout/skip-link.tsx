import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: jumps past the top bar and the navigation to the page.
 * Hidden until focused. Focus is moved by hand, so the router never sees a hash change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
