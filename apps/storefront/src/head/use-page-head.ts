import { useEffect } from 'react';
import { applyHead, type PageHead } from './page-head.ts';

/**
 * Sets the page's head (title, description, canonical, robots) once its data is there. The shell
 * resets the head on every path change first, so a page that says nothing leaves no stale title.
 */
export function usePageHead(head: PageHead | undefined): void {
  const hasHead = head !== undefined;
  const { title, description, canonical, robotsIndex, robotsFollow } = head ?? {};
  useEffect(() => {
    if (!hasHead) return;
    applyHead(document, { title, description, canonical, robotsIndex, robotsFollow }, window.location.origin);
  }, [hasHead, title, description, canonical, robotsIndex, robotsFollow]);
}
