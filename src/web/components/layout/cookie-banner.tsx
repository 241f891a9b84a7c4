import { Cookie } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { hasAccepted, rememberConsent, useInitialConsent } from '../../lib/cookie-consent.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { focusQuietly } from './route-focus.tsx';

/**
 * While the notice shows, the page keeps its height clear at the bottom of the viewport: the
 * browser scrolls a focused element above it, never under it (WCAG 2.4.11, docs/decisions/061).
 * The height comes from a ResizeObserver, which reports it after the browser's own layout, at
 * the start and on every change: measuring it as the page is adopted forced a layout of the
 * whole page in the middle of hydration (docs/decisions/063).
 */
function useReservedBottom(banner: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      root.style.scrollPaddingBottom = `${Math.ceil(height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [banner, isShown]);
}

/**
 * What had focus before it came into the notice: where 'Got it' leaves it, as the notice goes.
 */
function useFocusBefore(banner: RefObject<HTMLElement | null>, isShown: boolean) {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !element.contains(target)) before.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [banner, isShown]);
  return before;
}

/**
 * Shown until accepted (spec section 4). The first render follows the consent cookie, as the
 * server's page did (lib/cookie-consent.ts); an answer kept only in local storage hides it after
 * that render, and is copied to the cookie.
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(!useInitialConsent());
  // A ref object, not a state setter: setting state as the page is adopted drew the notice again
  // at once, with every waiting effect of the page, in one long task (docs/decisions/063).
  const banner = useRef<HTMLElement>(null);
  useReservedBottom(banner, isVisible);
  const focusBefore = useFocusBefore(banner, isVisible);
  useEffect(() => {
    if (!hasAccepted()) return;
    rememberConsent();
    setIsVisible(false);
  }, []);
  if (!isVisible) return null;

  const accept = () => {
    rememberConsent();
    setIsVisible(false);
    // The button goes with the notice: focus returns to where the person was, or the page's start.
    const before = focusBefore.current;
    const main = document.getElementById('main');
    const start = main?.querySelector<HTMLElement>('h1') ?? main;
    if (before?.isConnected && before !== document.body) before.focus({ preventScroll: true });
    else if (start) focusQuietly(start);
  };

  return (
    // Sticky rather than fixed: it stays in view while scrolling but never covers the footer.
    <section
      ref={banner}
      aria-label="Cookie notice"
      className="sticky bottom-0 z-30 border-t border-neutral-200 bg-white/95 shadow-lg backdrop-blur"
    >
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="text-sm text-neutral-700">
            We use cookies and your browser&apos;s storage only to keep you signed in and remember
            your choices. Read our <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
          </p>
        </div>
        <Button onClick={accept} className="self-end sm:self-auto">
          Got it
        </Button>
      </Container>
    </section>
  );
}
