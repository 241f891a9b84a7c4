import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';

/**
 * Pass as a link's `state` to keep the scroll position where it is when the page opens (the page
 * then places it itself, as Find Jobs does coming back from a job).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Gives the history entry the document opened on a key of its own, before the router reads it.
 * React Router's BrowserRouter calls an entry without one (a typed address, a link from another
 * site, a new tab) `default`, so every such entry shared one saved position and a fresh page
 * opened where another had been left (docs/decisions/015). The router keeps `key` and `usr` in
 * `history.state` and adds its `idx` to what it finds, so the key survives a reload and a return
 * from another site, as the keys of its own entries do. Call once, before the first render.
 */
export function keyTheOpeningEntry(): void {
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? state : {};
  if ('key' in current && typeof current.key === 'string' && current.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, ...current, key }, '');
}

/** How the browser opened this document: 'navigate', 'reload', 'back_forward' or 'prerender'. */
function documentNavigationType(): string {
  try {
    const [entry] = performance.getEntriesByType('navigation');
    return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

/**
 * The entry the document opened on, and whether the person has since been on another: until then
 * each render of that entry is the page load itself, not a return to it.
 */
let opening: { key: string; hasLeft: boolean } | null = null;

/**
 * How the person reached `location` (docs/decisions/015): `history` by Back or Forward (within
 * the app, or into it from another site), `kept` by a link with KEEP_SCROLL, `new` otherwise (a
 * link, a typed address, a reload). Only `history` puts a page back where it was left.
 */
export function arrivalOf(
  location: Location,
  navigationType: NavigationType,
): 'history' | 'kept' | 'new' {
  opening ??= { key: location.key, hasLeft: false };
  if (location.key !== opening.key) opening.hasLeft = true;
  if (!opening.hasLeft) return documentNavigationType() === 'back_forward' ? 'history' : 'new';
  if (navigationType === 'POP') return 'history';
  return keepsScroll(location.state) ? 'kept' : 'new';
}

/**
 * From now on the document draws the parts it skips until they near the viewport
 * (`render-near-viewport`, docs/decisions/063): a page about to be scrolled to a saved place
 * calls it first, since a skipped part above the place has only an estimated height.
 */
export function drawWholePage(): void {
  document.documentElement.setAttribute('data-whole-page', '');
}

/**
 * How long a return keeps its place after the page last changed size while it settles (its code,
 * data, lazy sections), and how long at most: a slow answer can draw the sections below the
 * place seconds after the page opened, and the place is only reachable once they are there.
 */
const RESTORE_PATIENCE_MS = 2500;
const RESTORE_PATIENCE_MAX_MS = 10_000;

/**
 * Scrolls to `y`, and again each time the page changes size while it settles: a Back into the
 * app from another site draws the page after this runs, and sections drawn late change height
 * above the place (the browser's scroll anchoring would then move the person off it). Stops when
 * the person scrolls, touches or presses a key, when the page has kept its size for
 * RESTORE_PATIENCE_MS, or after RESTORE_PATIENCE_MAX_MS; returns what stops it early (the next
 * navigation).
 */
function holdScrollAt(y: number): () => void {
  drawWholePage();
  window.scrollTo(0, y);
  const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  const deadline = setTimeout(() => stop(), RESTORE_PATIENCE_MAX_MS);
  const observer = new ResizeObserver(() => {
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    clearTimeout(timer);
    timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  });
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(deadline);
    for (const type of INPUTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of INPUTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The browser's scroll behaviour for a single-page app: a page opened by a link, a typed address
 * or a reload starts at the top (or at its #anchor); Back and Forward return to where the person
 * was on that history entry. Positions are kept per history entry in sessionStorage, as React
 * Router's data-router ScrollRestoration does, which the app's declarative routes cannot use
 * (docs/decisions/015).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readSaved();
    const onScroll = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      // The scroll event of a last scroll fires with the next frame, which a navigation started
      // at once never draws: the place is read here too, or the entry keeps an older one.
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage disabled: positions are still kept in memory for this page's lifetime.
      }
      // The entry stays 'manual': the browser's own restoring would take a reload back down.
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    positions.current ??= readSaved();
    const arrival = arrivalOf(location, navigationType);
    const saved = positions.current[location.key];
    if (arrival === 'history' && typeof saved === 'number') return holdScrollAt(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (arrival === 'kept') return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
