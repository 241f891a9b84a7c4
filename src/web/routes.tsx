import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { redirectIfSignedIn, registerLoader } from './features/auth/loaders.ts';
import { HomePage } from './features/home/pages/home-page.tsx';
import { NotFoundPage } from './features/not-found/pages/not-found-page.tsx';

/** Pages other than home load on first visit, so the home page downloads only its own code. */
const pages = {
  ForgotPasswordPage: () =>
    import('./features/account-email/pages/forgot-password-page.tsx').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  ResetPasswordConfirmPage: () =>
    import('./features/account-email/pages/reset-password-confirm-page.tsx').then((m) => ({
      Component: m.ResetPasswordConfirmPage,
    })),
  ResetPasswordRequestPage: () =>
    import('./features/account-email/pages/reset-password-request-page.tsx').then((m) => ({
      Component: m.ResetPasswordRequestPage,
    })),
  VerifyEmailPage: () =>
    import('./features/account-email/pages/verify-email-page.tsx').then((m) => ({
      Component: m.VerifyEmailPage,
    })),
  LoginPage: () =>
    import('./features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  RegisterPage: () =>
    import('./features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  RoleSelectionPage: () =>
    import('./features/auth/pages/role-selection-page.tsx').then((m) => ({
      Component: m.RoleSelectionPage,
    })),
  ProfilePage: () =>
    import('./features/profile/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  PublicProfilePage: () =>
    import('./features/public-profile/pages/public-profile-page.tsx').then((m) => ({
      Component: m.PublicProfilePage,
    })),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/**
 * The job pages are loaded on first visit: the editor, DOMPurify and the search UI stay out of the
 * JavaScript every visitor of the home page downloads (issue 4: under 120 KB gzipped).
 */
const jobs = {
  postJob: () =>
    import('./features/jobs/pages/post-job-page.tsx').then((m) => ({ Component: m.PostJobPage })),
  myJobPosts: () =>
    import('./features/jobs/pages/my-job-posts-page.tsx').then((m) => ({
      Component: m.MyJobPostsPage,
    })),
  editJob: () =>
    import('./features/jobs/pages/edit-job-page.tsx').then((m) => ({ Component: m.EditJobPage })),
  jobDetails: () =>
    import('./features/jobs/pages/job-details-page.tsx').then((m) => ({
      Component: m.JobDetailsPage,
    })),
  findJob: () =>
    import('./features/jobs/pages/find-job-page.tsx').then((m) => ({ Component: m.FindJobPage })),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/** Hiring (issue 5): applications, reviews and talent search, each its own chunk. */
const hiring = {
  myApplications: () =>
    import('./features/applications/pages/my-applications-page.tsx').then((m) => ({
      Component: m.MyApplicationsPage,
    })),
  reviews: () =>
    import('./features/reviews/pages/reviews-page.tsx').then((m) => ({
      Component: m.ReviewsPage,
    })),
  findTalent: () =>
    import('./features/talent/pages/find-talent-page.tsx').then((m) => ({
      Component: m.FindTalentPage,
    })),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/**
 * Every page of the app. Keep src/shared/routes.ts (the server's list of real pages) in step:
 * a path missing there is served with status 404.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // The first paint of a lazy page waits for its chunk; the shell's background fills the gap.
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        // Inside the shell, so a crashing page keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', loader: redirectIfSignedIn, lazy: pages.LoginPage },
          { path: 'role-selection', lazy: pages.RoleSelectionPage },
          { path: 'register/:role', loader: registerLoader, lazy: pages.RegisterPage },
          { path: 'profile', lazy: pages.ProfilePage },
          { path: 'users/:id', lazy: pages.PublicProfilePage },
          { path: 'jobs/:id', lazy: jobs.jobDetails },
          { path: 'find-job', lazy: jobs.findJob },
          { path: 'post-job', lazy: jobs.postJob },
          { path: 'my-job-posts', lazy: jobs.myJobPosts },
          { path: 'my-job-posts/:id/edit', lazy: jobs.editJob },
          { path: 'my-applications', lazy: hiring.myApplications },
          { path: 'reviews/:id', lazy: hiring.reviews },
          { path: 'find-talent', lazy: hiring.findTalent },
          { path: 'verify-email', lazy: pages.VerifyEmailPage },
          { path: 'reset-password', lazy: pages.ResetPasswordRequestPage },
          { path: 'reset-password/confirm', lazy: pages.ResetPasswordConfirmPage },
          { path: 'forgot-password', lazy: pages.ForgotPasswordPage },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
