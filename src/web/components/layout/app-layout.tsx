import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionState } from '../../lib/session.ts';
import { useSessionGuard } from '../../lib/session-guard.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { Announcer, RouteFocus } from './route-focus.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionNotice } from './session-notice.tsx';

/**
 * Only signed-in people can be unverified: the banner's code loads for them alone, keeping it off
 * a visitor's first page (the home budget, docs/decisions/015).
 */
const VerifyEmailBanner = lazy(() =>
  import('./verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);

/** The shell around every page: header with nav and search, main content, footer, cookie notice. */
export function AppLayout() {
  const location = useLocation();
  useSessionGuard();
  const { session } = useSessionState();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      <Header />
      {session && session.claims.role !== 'admin' ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <SessionNotice />
      {/* At least a screen tall, so the footer starts below the fold: a page whose data is still
          loading never shows the footer, and its arrival never pushes the footer down in view
          (no layout shift, docs/decisions/025). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        {/* Inside the shell, so a crashing page keeps the header and footer. */}
        <PageBoundary resetKey={location.key}>
          {/* Only a page opened directly waits here for its chunk; a navigation keeps the
              previous page on screen until the next one is ready (a transition). */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
      {/* After ScrollRestoration: the page is placed before focus moves (docs/decisions/061). */}
      <RouteFocus />
      <Announcer />
    </div>
  );
}
