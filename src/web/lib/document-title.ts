import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'TalentBridge';

/**
 * The page that set its own title last, so the shared table (src/shared/pages.ts) does not
 * overwrite a title a page knows better, such as a job's or a member's name.
 */
let claimed: { path: string; title: string } | null = null;

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(key: 'name' | 'property', value: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(key, value);
    return element;
  };
}

function applyTitle(pageTitle: string) {
  const title = `${pageTitle} | ${SITE_NAME}`;
  document.title = title;
  const og = document.head.querySelector('meta[property="og:title"]');
  og?.setAttribute('content', title);
}

/** Sets the tab title as '{page} | TalentBridge'. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    claimed = { path: window.location.pathname, title: pageTitle };
    applyTitle(pageTitle);
  }, [pageTitle]);
}

/**
 * Keeps the head in step with the page on every navigation: title (unless the page set its own),
 * meta description, robots, canonical link and Open Graph tags, from the shared table. The server
 * wrote the first page's head into index.html already, so the table — every page's words — loads
 * only on the first navigation, as its own small chunk, and stays out of the home page's
 * JavaScript (decisions/015, 022).
 */
export function PageMeta(): null {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    // A page served by our server carries its head already (a canonical link tells); only the
    // Vite dev server's plain index.html needs the table on the first page.
    const servedWithHead = document.head.querySelector('link[rel="canonical"]') !== null;
    if (isFirst.current) {
      isFirst.current = false;
      if (servedWithHead) return;
    }
    let isCurrent = true;
    void import('../../shared/pages.ts').then(({ pageMetaFor, NOT_FOUND_META }) => {
      if (!isCurrent) return;
      const meta = pageMetaFor(pathname) ?? NOT_FOUND_META;
      if (claimed?.path !== pathname) applyTitle(meta.title);
      const description = meta.description;
      setMeta('meta[name="description"]', metaTag('name', 'description'), 'content', description);
      setMeta(
        'meta[property="og:description"]',
        metaTag('property', 'og:description'),
        'content',
        description,
      );
      const robots = document.head.querySelector('meta[name="robots"]');
      if (meta.indexable) robots?.remove();
      else setMeta('meta[name="robots"]', metaTag('name', 'robots'), 'content', 'noindex');
      const canonical = document.head.querySelector('link[rel="canonical"]');
      const base = canonical
        ? new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin
        : window.location.origin;
      const url = `${base}${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`;
      canonical?.setAttribute('href', url);
      document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', url);
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
  return null;
}
