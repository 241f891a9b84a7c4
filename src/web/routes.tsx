import { PAGE_ROUTES } from 'virtual:page-routes';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { PageRoute } from '../shared/pages.ts';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RegisterGuard, SignedOutOnly } from './features/auth/guards.tsx';
import { HomePage } from './features/home/pages/home-page.tsx';
import { NotFoundPage } from './features/not-found/pages/not-found-page.tsx';
import { PageMeta } from './lib/document-title.ts';

/** A page component loaded on first visit, as its own chunk. */
function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * The component of each page module of src/shared/pages.ts (`module`, a path under src/web), but
 * content pages, which content-page-switch.tsx draws. Vite splits a chunk only at a literal
 * `import('./…')`, so the modules are written out here; a unit test (pages.test.ts) and the build
 * (scripts/vite-page-chunks.ts) check that this table covers exactly the pages' modules.
 *
 * Every page but home loads on first visit, so the home page downloads only its own code (issue
 * 4: under 120 kB gzipped; `npm run bench:bundle`). The job pages keep the editor and the search
 * UI, the account pages react-hook-form and zod, out of what every visitor downloads.
 */
export const PAGE_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  'features/home/pages/home-page.tsx': HomePage,
  'features/auth/pages/login-page.tsx': page(
    () => import('./features/auth/pages/login-page.tsx'),
    (m) => m.LoginPage,
  ),
  'features/auth/pages/role-selection-page.tsx': page(
    () => import('./features/auth/pages/role-selection-page.tsx'),
    (m) => m.RoleSelectionPage,
  ),
  'features/auth/pages/register-page.tsx': page(
    () => import('./features/auth/pages/register-page.tsx'),
    (m) => m.RegisterPage,
  ),
  'features/account-email/pages/forgot-password-page.tsx': page(
    () => import('./features/account-email/pages/forgot-password-page.tsx'),
    (m) => m.ForgotPasswordPage,
  ),
  'features/account-email/pages/reset-password-request-page.tsx': page(
    () => import('./features/account-email/pages/reset-password-request-page.tsx'),
    (m) => m.ResetPasswordRequestPage,
  ),
  'features/account-email/pages/reset-password-confirm-page.tsx': page(
    () => import('./features/account-email/pages/reset-password-confirm-page.tsx'),
    (m) => m.ResetPasswordConfirmPage,
  ),
  'features/account-email/pages/email-change-confirm-page.tsx': page(
    () => import('./features/account-email/pages/email-change-confirm-page.tsx'),
    (m) => m.EmailChangeConfirmPage,
  ),
  'features/account-email/pages/email-change-cancel-page.tsx': page(
    () => import('./features/account-email/pages/email-change-cancel-page.tsx'),
    (m) => m.EmailChangeCancelPage,
  ),
  'features/account-email/pages/verify-email-page.tsx': page(
    () => import('./features/account-email/pages/verify-email-page.tsx'),
    (m) => m.VerifyEmailPage,
  ),
  'features/account-email/pages/unsubscribe-page.tsx': page(
    () => import('./features/account-email/pages/unsubscribe-page.tsx'),
    (m) => m.UnsubscribePage,
  ),
  'features/jobs/pages/extend-job-post-page.tsx': page(
    () => import('./features/jobs/pages/extend-job-post-page.tsx'),
    (m) => m.ExtendJobPostPage,
  ),
  'features/alerts/pages/job-alerts-page.tsx': page(
    () => import('./features/alerts/pages/job-alerts-page.tsx'),
    (m) => m.JobAlertsPage,
  ),
  'features/alerts/pages/alert-confirm-page.tsx': page(
    () => import('./features/alerts/pages/alert-confirm-page.tsx'),
    (m) => m.AlertConfirmPage,
  ),
  'features/alerts/pages/alert-manage-page.tsx': page(
    () => import('./features/alerts/pages/alert-manage-page.tsx'),
    (m) => m.AlertManagePage,
  ),
  'features/alerts/pages/alert-unsubscribe-page.tsx': page(
    () => import('./features/alerts/pages/alert-unsubscribe-page.tsx'),
    (m) => m.AlertUnsubscribePage,
  ),
  'features/profile/pages/profile-page.tsx': page(
    () => import('./features/profile/pages/profile-page.tsx'),
    (m) => m.ProfilePage,
  ),
  'features/profile/pages/two-factor-page.tsx': page(
    () => import('./features/profile/pages/two-factor-page.tsx'),
    (m) => m.TwoFactorPage,
  ),
  'features/profile/pages/welcome-page.tsx': page(
    () => import('./features/profile/pages/welcome-page.tsx'),
    (m) => m.WelcomePage,
  ),
  'features/public-profile/pages/public-profile-page.tsx': page(
    () => import('./features/public-profile/pages/public-profile-page.tsx'),
    (m) => m.PublicProfilePage,
  ),
  'features/jobs/pages/post-job-page.tsx': page(
    () => import('./features/jobs/pages/post-job-page.tsx'),
    (m) => m.PostJobPage,
  ),
  'features/jobs/pages/my-job-posts-page.tsx': page(
    () => import('./features/jobs/pages/my-job-posts-page.tsx'),
    (m) => m.MyJobPostsPage,
  ),
  'features/jobs/pages/edit-job-page.tsx': page(
    () => import('./features/jobs/pages/edit-job-page.tsx'),
    (m) => m.EditJobPage,
  ),
  'features/jobs/pages/job-details-page.tsx': page(
    () => import('./features/jobs/pages/job-details-page.tsx'),
    (m) => m.JobDetailsPage,
  ),
  'features/jobs/pages/find-job-page.tsx': page(
    () => import('./features/jobs/pages/find-job-page.tsx'),
    (m) => m.FindJobPage,
  ),
  'features/applications/pages/my-applications-page.tsx': page(
    () => import('./features/applications/pages/my-applications-page.tsx'),
    (m) => m.MyApplicationsPage,
  ),
  'features/notifications/pages/notifications-page.tsx': page(
    () => import('./features/notifications/pages/notifications-page.tsx'),
    (m) => m.NotificationsPage,
  ),
  'features/invitations/pages/invitations-page.tsx': page(
    () => import('./features/invitations/pages/invitations-page.tsx'),
    (m) => m.InvitationsPage,
  ),
  'features/reviews/pages/reviews-page.tsx': page(
    () => import('./features/reviews/pages/reviews-page.tsx'),
    (m) => m.ReviewsPage,
  ),
  'features/talent/pages/find-talent-page.tsx': page(
    () => import('./features/talent/pages/find-talent-page.tsx'),
    (m) => m.FindTalentPage,
  ),
  // Admin console, trust and safety (docs/decisions/020): none of it is in the home page's chunk.
  'features/admin/pages/admin-page.tsx': page(
    () => import('./features/admin/pages/admin-page.tsx'),
    (m) => m.AdminPage,
  ),
  'features/feedback/pages/feedback-page.tsx': page(
    () => import('./features/feedback/pages/feedback-page.tsx'),
    (m) => m.FeedbackPage,
  ),
  'features/complaints/pages/complaint-page.tsx': page(
    () => import('./features/complaints/pages/complaint-page.tsx'),
    (m) => m.ComplaintPage,
  ),
  // Messages (docs/decisions/017): socket.io-client comes with the shell's lazy chunk.
  'features/messages/pages/messages-page.tsx': page(
    () => import('./features/messages/pages/messages-page.tsx'),
    (m) => m.MessagesPage,
  ),
};

/** Content pages (docs/decisions/022): one small lazy module picks the page, its own chunk. */
const ContentPage = page(
  () => import('./features/content/content-page-switch.tsx'),
  (m) => m.ContentPage,
);

/**
 * Checks that come before the audience's: /register/{role} sends any role but employer and
 * jobseeker to /role-selection, signed in or not (spec section 2).
 */
const PATH_CHECKS: Readonly<Record<string, ComponentType<{ children: ReactNode }>>> = {
  'features/auth/pages/register-page.tsx': RegisterGuard,
};

/** The element of one route of src/shared/pages.ts. */
export function pageElement({ module, audience, isContent }: PageRoute): ReactNode {
  const Page = PAGE_COMPONENTS[module];
  if (!isContent && !Page) throw new Error(`src/web/routes.tsx has no component for ${module}`);
  let element = isContent || !Page ? <ContentPage module={module} /> : <Page />;
  if (audience === 'visitor') element = <SignedOutOnly>{element}</SignedOutOnly>;
  const Check = PATH_CHECKS[module];
  return Check ? <Check>{element}</Check> : element;
}

/**
 * Every page of the app, from src/shared/pages.ts, in React Router's declarative mode
 * (docs/decisions/015): the data router's machinery cost 18 kB gzipped on every page for two
 * redirects that guards do as well. The shell (AppLayout) catches a crashing page and shows lazy
 * pages' loading gap. Any other path draws the not-found page (the server answers it with 404).
 */
export function AppRoutes() {
  return (
    <>
      <PageMeta />
      <Routes>
        <Route element={<AppLayout />}>
          {PAGE_ROUTES.map((route) =>
            route.path === '/' ? (
              <Route key="/" index element={pageElement(route)} />
            ) : (
              <Route key={route.path} path={route.path.slice(1)} element={pageElement(route)} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
