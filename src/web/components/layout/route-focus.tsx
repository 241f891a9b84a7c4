import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce, useAnnouncements } from '../../lib/announce.ts';
import { SITE_NAME } from '../../lib/document-title.ts';

/** How long a page that draws its heading with its data may take before focus stays on main. */
const HEADING_PATIENCE_MS = 5000;
/** The title arrives from the page or from the shared table a moment after the page commits. */
const TITLE_DELAY_MS = 400;

/** Whether the person has pressed a key or pointed since the document opened. */
let hasInteracted = false;

function isFocusable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

/**
 * Focuses `element` without scrolling (the shell's ScrollRestoration places the page) and
 * without a tab stop of its own: a heading or landmark gets tabindex -1.
 */
export function focusQuietly(element: HTMLElement): void {
  if (!isFocusable(element)) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The page's start: its h1, or main while the page has none. A page drawn with its data shows
 * its h1 later, or swaps a loading heading for the real one: for a few seconds focus follows the
 * h1, as long as it is still on the page's start or has fallen to <body>; once the person moves
 * it elsewhere, it is theirs.
 */
function focusPageStart(main: HTMLElement): () => void {
  focusQuietly(main.querySelector<HTMLElement>('h1') ?? main);
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const isAtStart =
      active === null || active === document.body || active === main || active?.tagName === 'H1';
    if (!isAtStart) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading && heading !== active) focusQuietly(heading);
    else if (!heading && active !== main) focusQuietly(main);
  });
  const timer = setTimeout(() => stop(), HEADING_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** The title of the page just opened, without the site's name. */
function pageTitle(): string {
  return document.title.replace(new RegExp(`\\s*\\|\\s*${SITE_NAME}$`), '').trim();
}

/**
 * Focus on navigation (docs/decisions/061). A new page (another path) takes focus to its h1, or
 * to main, and its title is read out in the shell's live region; a link to an #anchor of the same
 * page focuses the anchor. Nothing moves on the document's first page, on a redirect before the
 * person has done anything, nor when only the query changes (a filter, a search as you type, an
 * admin tab): the person is working on that page. Scrolling is left to ScrollRestoration.
 */
export function RouteFocus() {
  const location = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const mark = () => {
      hasInteracted = true;
    };
    window.addEventListener('keydown', mark, { capture: true, once: true });
    window.addEventListener('pointerdown', mark, { capture: true, once: true });
    return () => {
      window.removeEventListener('keydown', mark, { capture: true });
      window.removeEventListener('pointerdown', mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, hash: location.hash };
    if (!before || !hasInteracted) return;
    const isNewPage = before.pathname !== location.pathname;
    if (!isNewPage && before.hash === location.hash) return;

    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) {
      if (document.activeElement !== target) focusQuietly(target);
      if (!isNewPage) return;
    }
    let stopWaiting = () => {};
    const main = document.getElementById('main');
    if (!target && main) stopWaiting = focusPageStart(main);
    const timer = setTimeout(() => announce(pageTitle()), TITLE_DELAY_MS);
    return () => {
      stopWaiting();
      clearTimeout(timer);
    };
  }, [location.pathname, location.hash]);

  return null;
}

/** The shell's polite live region: new pages' titles and results of actions (lib/announce.ts). */
export function Announcer() {
  const messages = useAnnouncements();
  return (
    <div aria-live="polite" aria-atomic="false" className="sr-only" data-testid="announcer">
      {messages.map((message) => (
        <p key={message.id}>{message.text}</p>
      ))}
    </div>
  );
}
