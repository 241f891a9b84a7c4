import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this page load has finished adopting the server's markup (docs/decisions/056). False
 * on the server and in a visitor's first render of a drawn page; set once a page that waited for
 * it has hydrated, or at once when there was nothing to hydrate (a member's page, a shell).
 */
let hydrationDone = false;

/** The app renders from scratch (no server markup to adopt): every part may use the browser's clock. */
export function markNothingToHydrate(): void {
  hydrationDone = true;
}

/**
 * False while the server draws a page and while a visitor's browser adopts that markup
 * (docs/decisions/056), true afterwards: what depends on the browser's clock or zone is drawn
 * only then, so both sides of hydration draw the same text.
 *
 * The switch is a transition, not an external store: a store that reads differently on the server
 * re-renders its page synchronously right after hydration, one long task for a whole page of
 * cards; a transition is rendered in slices between the browser's frames (docs/decisions/063).
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    if (isHydrated) return;
    // Later pages mount after hydration: they start with the browser's values.
    hydrationDone = true;
    startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}

/**
 * The zone a page shows dates in: the viewer's own when they chose one, else the browser's; but
 * UTC while the server draws the page and the browser adopts it, then the browser's.
 */
export function useDisplayZone(zone: string | null): string | null {
  const isHydrated = useIsHydrated();
  return zone ?? (isHydrated ? null : 'UTC');
}
