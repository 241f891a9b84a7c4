import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SessionNotice } from './session-notice.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The shell around every page: header with nav and search, main content, footer, cookie notice. */
export function AppLayout() {
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
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
