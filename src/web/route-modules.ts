/**
 * Which lazily loaded modules draw each page of src/shared/routes.ts, as paths under src/web.
 * Not used by the app: the build (scripts/vite-page-chunks.ts) turns it into the list of chunks
 * each page needs, and the server writes `<link rel="modulepreload">` for them in the page's
 * head, so a page's own code downloads beside the entry instead of after it (decisions/026).
 *
 * The build checks it against the code: every lazy import of routes.tsx must be here, every
 * module here must be loaded lazily, and every route of WEB_ROUTES must have exactly one entry.
 * A route drawn by the entry chunk alone lists nothing.
 */
const CONTENT = 'features/content/content-page-switch.tsx';
const content = (page: string) => [CONTENT, `features/content/pages/${page}.tsx`];

export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/how-it-works/jobseeker-faq': content('jobseeker-faq-page'),
  '/how-it-works/employer-faq': content('employer-faq-page'),
  '/pricing': content('pricing-page'),
  '/real-results': content('real-results-page'),
  '/blog': content('blog-page'),
  '/blog/:slug': content('blog-article-page'),
  '/careers': content('careers-page'),
  '/about-us': content('about-us-page'),
  '/profile-tips': content('profile-tips-page'),
  '/skill-tests': content('skill-tests-page'),
  '/success-stories': content('success-stories-page'),
  '/privacy-policy': content('privacy-policy-page'),
  '/terms-of-service': content('terms-of-service-page'),
  '/va-categories': content('va-categories-page'),
  '/contact': content('contact-page'),
  '/login': ['features/auth/pages/login-page.tsx'],
  '/role-selection': ['features/auth/pages/role-selection-page.tsx'],
  '/register/:role': ['features/auth/pages/register-page.tsx'],
  '/profile': ['features/profile/pages/profile-page.tsx'],
  '/users/:id': ['features/public-profile/pages/public-profile-page.tsx'],
  '/jobs/:id': ['features/jobs/pages/job-details-page.tsx'],
  '/find-job': ['features/jobs/pages/find-job-page.tsx'],
  '/post-job': ['features/jobs/pages/post-job-page.tsx'],
  '/my-job-posts': ['features/jobs/pages/my-job-posts-page.tsx'],
  '/my-job-posts/:id/edit': ['features/jobs/pages/edit-job-page.tsx'],
  '/my-applications': ['features/applications/pages/my-applications-page.tsx'],
  '/reviews/:id': ['features/reviews/pages/reviews-page.tsx'],
  '/find-talent': ['features/talent/pages/find-talent-page.tsx'],
  '/messages': ['features/messages/pages/messages-page.tsx'],
  '/verify-email': ['features/account-email/pages/verify-email-page.tsx'],
  '/email-change/confirm': ['features/account-email/pages/email-change-pages.tsx'],
  '/email-change/cancel': ['features/account-email/pages/email-change-pages.tsx'],
  '/reset-password': ['features/account-email/pages/reset-password-request-page.tsx'],
  '/reset-password/confirm': ['features/account-email/pages/reset-password-confirm-page.tsx'],
  '/forgot-password': ['features/account-email/pages/forgot-password-page.tsx'],
  '/admin': ['features/admin/pages/admin-page.tsx'],
  '/feedback': ['features/feedback/pages/feedback-page.tsx'],
  '/complaint': ['features/complaints/pages/complaint-page.tsx'],
};
