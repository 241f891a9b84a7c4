import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the server draws a page and while a visitor's browser adopts that markup
 * (docs/decisions/056), true afterwards: what depends on the browser's clock or zone is drawn
 * only then, so both sides of hydration draw the same text.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * The zone a page shows dates in: the viewer's own when they chose one, else the browser's; but
 * UTC while the server draws the page and the browser adopts it, then the browser's.
 */
export function useDisplayZone(zone: string | null): string | null {
  const isHydrated = useIsHydrated();
  return zone ?? (isHydrated ? null : 'UTC');
}
