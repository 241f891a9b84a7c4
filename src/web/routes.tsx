import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RegisterGuard, SignedOutOnly } from './features/auth/guards.tsx';
import { HomePage } from './features/home/pages/home-page.tsx';
import { NotFoundPage } from './features/not-found/pages/not-found-page.tsx';
import { PageMeta } from './lib/document-title.ts';

/** A page component loaded on first visit, as its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * Every page but home loads on first visit, so the home page downloads only its own code (issue
 * 4: under 120 kB gzipped; `npm run bench:bundle`). The job pages keep the editor and
 * the search UI, the account pages react-hook-form and zod, out of what every visitor downloads.
 */
const ForgotPasswordPage = page(
  () => import('./features/account-email/pages/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordConfirmPage = page(
  () => import('./features/account-email/pages/reset-password-confirm-page.tsx'),
  (m) => m.ResetPasswordConfirmPage,
);
const ResetPasswordRequestPage = page(
  () => import('./features/account-email/pages/reset-password-request-page.tsx'),
  (m) => m.ResetPasswordRequestPage,
);
const EmailChangeConfirmPage = page(
  () => import('./features/account-email/pages/email-change-pages.tsx'),
  (m) => m.EmailChangeConfirmPage,
);
const EmailChangeCancelPage = page(
  () => import('./features/account-email/pages/email-change-pages.tsx'),
  (m) => m.EmailChangeCancelPage,
);
const VerifyEmailPage = page(
  () => import('./features/account-email/pages/verify-email-page.tsx'),
  (m) => m.VerifyEmailPage,
);
const LoginPage = page(
  () => import('./features/auth/pages/login-page.tsx'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('./features/auth/pages/register-page.tsx'),
  (m) => m.RegisterPage,
);
const RoleSelectionPage = page(
  () => import('./features/auth/pages/role-selection-page.tsx'),
  (m) => m.RoleSelectionPage,
);
const ProfilePage = page(
  () => import('./features/profile/pages/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const PublicProfilePage = page(
  () => import('./features/public-profile/pages/public-profile-page.tsx'),
  (m) => m.PublicProfilePage,
);
const PostJobPage = page(
  () => import('./features/jobs/pages/post-job-page.tsx'),
  (m) => m.PostJobPage,
);
const MyJobPostsPage = page(
  () => import('./features/jobs/pages/my-job-posts-page.tsx'),
  (m) => m.MyJobPostsPage,
);
const EditJobPage = page(
  () => import('./features/jobs/pages/edit-job-page.tsx'),
  (m) => m.EditJobPage,
);
const JobDetailsPage = page(
  () => import('./features/jobs/pages/job-details-page.tsx'),
  (m) => m.JobDetailsPage,
);
const FindJobPage = page(
  () => import('./features/jobs/pages/find-job-page.tsx'),
  (m) => m.FindJobPage,
);

/** Hiring (issue 5): applications, reviews and talent search. */
const MyApplicationsPage = page(
  () => import('./features/applications/pages/my-applications-page.tsx'),
  (m) => m.MyApplicationsPage,
);
const ReviewsPage = page(
  () => import('./features/reviews/pages/reviews-page.tsx'),
  (m) => m.ReviewsPage,
);
const FindTalentPage = page(
  () => import('./features/talent/pages/find-talent-page.tsx'),
  (m) => m.FindTalentPage,
);

/**
 * Content pages (issue 8): one small lazy module picks the page, which loads as its own chunk.
 * Fifteen lazy imports here would put their preload lists in the home page's JavaScript.
 */
const ContentPage = page(
  () => import('./features/content/content-page-switch.tsx'),
  (m) => m.ContentPage,
);

/** Admin console and trust and safety (issue 7): nothing of it reaches the home page's chunk. */
const AdminPage = page(
  () => import('./features/admin/pages/admin-page.tsx'),
  (m) => m.AdminPage,
);
const FeedbackPage = page(
  () => import('./features/feedback/pages/feedback-page.tsx'),
  (m) => m.FeedbackPage,
);
const ComplaintPage = page(
  () => import('./features/complaints/pages/complaint-page.tsx'),
  (m) => m.ComplaintPage,
);

/** Messages (issue 6): the chat list and window; socket.io-client comes with the shell's lazy chunk. */
const MessagesPage = page(
  () => import('./features/messages/pages/messages-page.tsx'),
  (m) => m.MessagesPage,
);

/**
 * Every page of the app, in React Router's declarative mode (docs/decisions/015): the data
 * router's machinery cost 18 kB gzipped on every page for two redirects that guards do as well.
 * The shell (AppLayout) catches a crashing page and shows lazy pages' loading gap.
 * Keep src/shared/routes.ts (the server's list of real pages) in step: a path missing there is
 * served with status 404.
 */
export function AppRoutes() {
  return (
    <>
      <PageMeta />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route
            path="login"
            element={
              <SignedOutOnly>
                <LoginPage />
              </SignedOutOnly>
            }
          />
          <Route path="role-selection" element={<RoleSelectionPage />} />
          <Route
            path="register/:role"
            element={
              <RegisterGuard>
                <RegisterPage />
              </RegisterGuard>
            }
          />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="users/:id" element={<PublicProfilePage />} />
          <Route path="jobs/:id" element={<JobDetailsPage />} />
          <Route path="find-job" element={<FindJobPage />} />
          <Route path="post-job" element={<PostJobPage />} />
          <Route path="my-job-posts" element={<MyJobPostsPage />} />
          <Route path="my-job-posts/:id/edit" element={<EditJobPage />} />
          <Route path="my-applications" element={<MyApplicationsPage />} />
          <Route path="reviews/:id" element={<ReviewsPage />} />
          <Route path="find-talent" element={<FindTalentPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="email-change/confirm" element={<EmailChangeConfirmPage />} />
          <Route path="email-change/cancel" element={<EmailChangeCancelPage />} />
          <Route path="reset-password" element={<ResetPasswordRequestPage />} />
          <Route path="reset-password/confirm" element={<ResetPasswordConfirmPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route path="complaint" element={<ComplaintPage />} />
          <Route path="how-it-works/jobseeker-faq" element={<ContentPage />} />
          <Route path="how-it-works/employer-faq" element={<ContentPage />} />
          <Route path="pricing" element={<ContentPage />} />
          <Route path="real-results" element={<ContentPage />} />
          <Route path="blog" element={<ContentPage />} />
          <Route path="blog/:slug" element={<ContentPage />} />
          <Route path="careers" element={<ContentPage />} />
          <Route path="about-us" element={<ContentPage />} />
          <Route path="profile-tips" element={<ContentPage />} />
          <Route path="skill-tests" element={<ContentPage />} />
          <Route path="success-stories" element={<ContentPage />} />
          <Route path="privacy-policy" element={<ContentPage />} />
          <Route path="terms-of-service" element={<ContentPage />} />
          <Route path="va-categories" element={<ContentPage />} />
          <Route path="contact" element={<ContentPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
