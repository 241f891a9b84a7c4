import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionGuard } from '../../lib/session-guard.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionNotice } from './session-notice.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The shell around every page: header with nav and search, main content, footer, cookie notice. */
export function AppLayout() {
  const location = useLocation();
  useSessionGuard();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      <Header />
      <VerifyEmailBanner />
      <SessionNotice />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {/* Inside the shell, so a crashing page keeps the header and footer. */}
        <PageBoundary resetKey={location.key}>
          {/* Only a page opened directly waits here for its chunk; a navigation keeps the
              previous page on screen until the next one is ready (a transition). The empty space
              keeps the footer out of view meanwhile. */}
          <Suspense fallback={<div className="min-h-dvh" />}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
