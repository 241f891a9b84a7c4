import { BLOG_ARTICLES } from './blog.ts';

/** The marketing and help pages (issue 8), each blog article by its own path. */
const CONTENT_ROUTES = [
  '/how-it-works/jobseeker-faq',
  '/how-it-works/employer-faq',
  '/pricing',
  '/real-results',
  '/blog',
  ...BLOG_ARTICLES.map((article) => `/blog/${article.slug}`),
  '/careers',
  '/about-us',
  '/profile-tips',
  '/skill-tests',
  '/success-stories',
  '/privacy-policy',
  '/terms-of-service',
  '/va-categories',
  '/contact',
];

/**
 * The web app's routes (spec section 2) that exist today. The server answers these with the app
 * and status 200; any other page path still gets the app (which shows its not-found page) but
 * with status 404, so crawlers and monitors see the truth. Add a route here when its page lands.
 */
export const WEB_ROUTES: readonly string[] = [
  '/',
  ...CONTENT_ROUTES,
  '/login',
  '/role-selection',
  '/register/:role',
  '/profile',
  '/users/:id',
  '/jobs/:id',
  '/find-job',
  '/post-job',
  '/my-job-posts',
  '/my-job-posts/:id/edit',
  '/my-applications',
  '/reviews/:id',
  '/find-talent',
  '/messages',
  '/verify-email',
  '/email-change/confirm',
  '/email-change/cancel',
  '/reset-password',
  '/reset-password/confirm',
  '/forgot-password',
  '/admin',
  '/feedback',
  '/complaint',
];

/** A route pattern ('/jobs/:id') as a regular expression for paths; a trailing slash is allowed. */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = WEB_ROUTES.map(routePattern);

export function isWebRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}
