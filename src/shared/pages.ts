import { CONTENT_PAGE_LIST, isContentModule } from './content-pages.ts';
import { pageMeta as meta, type Page, type PageMeta } from './page-entry.ts';

/**
 * Every page of the web app, once (spec section 2): its path, its head, the module that draws it
 * and who it is for. Everything else is derived from this list, so a new page is one entry here,
 * or for a marketing, help or blog page in src/shared/content-pages.ts (plus its lazy import in
 * src/web/routes.tsx or the content switch, which Vite needs as a literal):
 *
 * - the router (src/web/routes.tsx) reads `pageRoutes()` through the build's `virtual:page-routes`
 *   module (scripts/vite-page-routes.ts): paths, modules and audiences without the words, so the
 *   titles and descriptions stay out of the home page's JavaScript (decisions/015);
 * - the server answers these paths with status 200 and any other page path with 404, writes each
 *   page's title, description, robots and canonical tags into index.html, and preloads the page's
 *   chunks (src/server/plugins/web.ts, decisions/022 and 026);
 * - robots.txt and the sitemap list the `indexable` ones (src/server/features/seo/routes.ts);
 * - the build (scripts/vite-page-chunks.ts) and `npm run bench:bundle` find each page's chunks
 *   from `module`.
 *
 * Nothing here imports React or page code: the server and the build read it too.
 */
export const SITE_NAME = 'TalentBridge';

export type { Audience, Page, PageMeta } from './page-entry.ts';

/** The home page is drawn by the entry chunk itself (decisions/015): nothing to load lazily. */
export const HOME_MODULE = 'features/home/pages/home-page.tsx';

/**
 * Content pages load through one small lazy module that picks the page (decisions/022): fifteen
 * lazy imports in the routes would put fifteen preload lists in the home page's JavaScript.
 */
export const CONTENT_SWITCH_MODULE = 'features/content/content-page-switch.tsx';
const REGISTER_MODULE = 'features/auth/pages/register-page.tsx';

export const PAGES: readonly Page[] = [
  {
    path: '/',
    module: HOME_MODULE,
    audience: 'everyone',
    meta: meta(
      'Professional Job Search Platform',
      'TalentBridge connects businesses with professional virtual assistants and remote freelancers worldwide. Post a job, find remote work or hire talent.',
    ),
  },
  {
    path: '/find-job',
    module: 'features/jobs/pages/find-job-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Find Jobs',
      'Browse remote jobs for virtual assistants and freelancers: filter by category, job type, hourly rate, location and skills, and apply in a few clicks.',
    ),
  },
  {
    path: '/find-talent',
    module: 'features/talent/pages/find-talent-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Find Talent',
      'Search virtual assistants and remote freelancers by skills, category, experience, rating and time zone, and read their reviews before you hire.',
    ),
  },
  {
    path: '/jobs/:id',
    module: 'features/jobs/pages/job-details-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Job details',
      'A remote job on TalentBridge: responsibilities, hourly rate, job type and location. Sign in as a jobseeker to apply.',
    ),
  },
  {
    path: '/users/:id',
    module: 'features/public-profile/pages/public-profile-page.tsx',
    audience: 'everyone',
    meta: meta(
      'User profile',
      'A TalentBridge member profile: skills, experience, categories, rating and reviews from employers and virtual assistants.',
    ),
  },
  {
    path: '/reviews/:id',
    module: 'features/reviews/pages/reviews-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Reviews',
      'Every review a TalentBridge member has received, with rating, comment, reviewer and date, written after a real hire.',
    ),
  },
  {
    path: '/login',
    module: 'features/auth/pages/login-page.tsx',
    audience: 'visitor',
    meta: meta(
      'Sign In',
      'Sign in to TalentBridge to manage your job posts, applications, messages and profile.',
    ),
  },
  {
    path: '/role-selection',
    module: 'features/auth/pages/role-selection-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Who are you?',
      'Join TalentBridge as an employer to post jobs and hire, or as a jobseeker to find remote work as a virtual assistant or freelancer.',
    ),
  },
  {
    path: '/register/employer',
    module: REGISTER_MODULE,
    audience: 'visitor',
    routerPath: '/register/:role',
    meta: meta(
      'Sign Up as Employer',
      'Create a free employer account on TalentBridge: post remote jobs, review applications and chat with the virtual assistants you hire.',
    ),
  },
  {
    path: '/register/jobseeker',
    module: REGISTER_MODULE,
    audience: 'visitor',
    routerPath: '/register/:role',
    meta: meta(
      'Sign Up as Jobseeker',
      'Create a free jobseeker account on TalentBridge: build your profile, apply to remote jobs and get hired as a virtual assistant or freelancer.',
    ),
  },
  {
    path: '/register/:role',
    module: REGISTER_MODULE,
    audience: 'visitor',
    meta: meta(
      'Sign Up',
      'Create a free TalentBridge account as an employer or a jobseeker.',
      false,
    ),
  },
  {
    path: '/forgot-password',
    module: 'features/account-email/pages/forgot-password-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Forgot Password',
      'Forgot your TalentBridge password? Enter your e-mail address and we will send you a link to choose a new one.',
      false,
    ),
  },
  {
    path: '/reset-password',
    module: 'features/account-email/pages/reset-password-request-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Reset Password',
      'Request a link to reset the password of your TalentBridge account.',
      false,
    ),
  },
  {
    path: '/reset-password/confirm',
    module: 'features/account-email/pages/reset-password-confirm-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Choose a New Password',
      'Choose a new password for your TalentBridge account.',
      false,
    ),
  },
  {
    path: '/verify-email',
    module: 'features/account-email/pages/verify-email-page.tsx',
    audience: 'everyone',
    meta: meta('Verify E-mail', 'Confirm the e-mail address of your TalentBridge account.', false),
  },
  {
    path: '/email-change/confirm',
    module: 'features/account-email/pages/email-change-confirm-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Confirm New E-mail',
      'Make a new e-mail address the one you log in with at TalentBridge.',
      false,
    ),
  },
  {
    path: '/email-change/cancel',
    module: 'features/account-email/pages/email-change-cancel-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Cancel E-mail Change',
      'Cancel a change of the e-mail address of your TalentBridge account.',
      false,
    ),
  },
  {
    path: '/unsubscribe',
    module: 'features/account-email/pages/unsubscribe-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Unsubscribe',
      'Turn off an optional TalentBridge e-mail with the link it came with.',
      false,
    ),
  },
  {
    path: '/profile',
    module: 'features/profile/pages/profile-page.tsx',
    audience: 'user',
    meta: meta(
      'My Profile',
      'Your TalentBridge profile: details, uploads, identity verification and reviews.',
      false,
    ),
  },
  {
    // The enrol screen of two-factor sign-in, where admins are sent until they enrol
    // (docs/decisions/047); the same section is on /profile.
    path: '/two-factor',
    module: 'features/profile/pages/two-factor-page.tsx',
    audience: 'user',
    meta: meta(
      'Two-factor sign-in',
      'Protect your TalentBridge account with a code from an authenticator app at sign-in.',
      false,
    ),
  },
  {
    // Right after sign-up (docs/decisions/038): a few skippable steps; admins are sent on.
    path: '/welcome',
    module: 'features/profile/pages/welcome-page.tsx',
    audience: ['jobseeker', 'employer'],
    meta: meta(
      'Welcome',
      'Set up your TalentBridge profile in three short steps: the facts employers hire on, or your company and first job post.',
      false,
    ),
  },
  {
    path: '/post-job',
    module: 'features/jobs/pages/post-job-page.tsx',
    audience: ['employer'],
    meta: meta(
      'Post a Job',
      'Describe the role, the hourly rate and the job type, and reach virtual assistants and remote freelancers on TalentBridge.',
      false,
    ),
  },
  {
    path: '/my-job-posts',
    module: 'features/jobs/pages/my-job-posts-page.tsx',
    audience: ['employer'],
    meta: meta(
      'My Job Posts',
      'Your job posts on TalentBridge: edit, close or reopen them and review the applications.',
      false,
    ),
  },
  {
    // The reminder mail's one-click Extend (docs/decisions/058): its token is the key.
    path: '/job-posts/extend',
    module: 'features/jobs/pages/extend-job-post-page.tsx',
    audience: 'everyone',
    meta: meta(
      'Keep your job post open',
      'Keep a TalentBridge job post open for 60 more days from its reminder e-mail.',
      false,
    ),
  },
  {
    path: '/my-job-posts/:id/edit',
    module: 'features/jobs/pages/edit-job-page.tsx',
    audience: ['employer'],
    meta: meta('Edit Job Post', 'Edit one of your TalentBridge job posts.', false),
  },
  {
    path: '/my-applications',
    module: 'features/applications/pages/my-applications-page.tsx',
    audience: ['jobseeker'],
    meta: meta(
      'My Applications',
      'The jobs you applied to on TalentBridge and where each application stands.',
      false,
    ),
  },
  {
    path: '/invitations',
    module: 'features/invitations/pages/invitations-page.tsx',
    audience: ['jobseeker'],
    meta: meta(
      'Invitations',
      'Employers who found your TalentBridge profile and invited you to apply to their jobs.',
      false,
    ),
  },
  // Saved searches and job alerts (docs/decisions/053).
  {
    path: '/job-alerts',
    module: 'features/alerts/pages/job-alerts-page.tsx',
    audience: ['jobseeker'],
    meta: meta(
      'Job alerts',
      'Your saved Find Jobs searches and the e-mails of new jobs that match them.',
      false,
    ),
  },
  {
    path: '/job-alerts/confirm',
    module: 'features/alerts/pages/alert-confirm-page.tsx',
    audience: 'everyone',
    meta: meta('Confirm job alert', 'Start a TalentBridge job alert from its e-mail.', false),
  },
  {
    path: '/job-alerts/manage',
    module: 'features/alerts/pages/alert-manage-page.tsx',
    audience: 'everyone',
    meta: meta('Manage job alert', 'Change or delete a TalentBridge job alert.', false),
  },
  {
    path: '/job-alerts/unsubscribe',
    module: 'features/alerts/pages/alert-unsubscribe-page.tsx',
    audience: 'everyone',
    meta: meta('Stop job alert', 'Stop the e-mails of a TalentBridge job alert.', false),
  },
  {
    path: '/notifications',
    module: 'features/notifications/pages/notifications-page.tsx',
    audience: 'user',
    meta: meta(
      'Notifications',
      'What happened on TalentBridge that concerns you: applications, invitations, messages and decisions.',
      false,
    ),
  },
  {
    path: '/messages',
    module: 'features/messages/pages/messages-page.tsx',
    audience: ['jobseeker', 'employer'],
    meta: meta(
      'Messages',
      'Your conversations with the employers and virtual assistants you work with on TalentBridge.',
      false,
    ),
  },
  {
    path: '/feedback',
    module: 'features/feedback/pages/feedback-page.tsx',
    audience: 'user',
    meta: meta(
      'Feedback',
      'Tell the TalentBridge team what works, what does not and what you would like to see next.',
      false,
    ),
  },
  {
    path: '/complaint',
    module: 'features/complaints/pages/complaint-page.tsx',
    audience: 'user',
    meta: meta(
      'Report a problem',
      'Report a job post or a profile that breaks the TalentBridge rules; our moderators review every report.',
      false,
    ),
  },
  {
    path: '/admin',
    module: 'features/admin/pages/admin-page.tsx',
    audience: ['admin'],
    meta: meta(
      'Admin dashboard',
      'Moderation and analytics for TalentBridge administrators.',
      false,
    ),
  },

  ...CONTENT_PAGE_LIST,
];

/** Every page's path or pattern, in the list's order. */
export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);

/** The page not found: the app shows its own page, the server answers 404. */
export const NOT_FOUND_META: PageMeta = meta(
  'Page not found',
  'The page you are looking for does not exist or has moved.',
  false,
);

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

const matchers = PAGE_PATHS.map(routePattern);

/** Whether the server answers this path (no query string) with a page and status 200. */
export function isWebRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}

const EXACT = new Map(
  PAGES.filter((page) => !page.path.includes(':')).map((page) => [page.path, page]),
);
const PATTERNS = PAGES.filter((page) => page.path.includes(':'));

function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((p, i) => p.startsWith(':') || p === got[i]);
}

/** The page at a path (no query string; trailing slashes ignored), or null when none has it. */
export function pageFor(pathname: string): Page | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = path.includes(':') ? undefined : EXACT.get(path);
  return exact ?? PATTERNS.find((page) => patternMatches(page.path, path)) ?? null;
}

/** Meta for a path (no query string), or null when no page has that path. */
export function pageMetaFor(pathname: string): PageMeta | null {
  return pageFor(pathname)?.meta ?? null;
}

/** The tab title: '{page} | TalentBridge'. */
export function fullTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}

/** Public pages without parameters, blog articles included, for the sitemap. */
export function sitemapPaths(): string[] {
  return PAGES.filter((page) => page.meta.indexable && !page.path.includes(':')).map(
    (page) => page.path,
  );
}

/**
 * The modules under src/web a page loads lazily, in order: none for the home page, the switch
 * and the page for a content page. The build turns them into the chunks the server preloads.
 */
export function lazyModulesOf(page: Page): readonly string[] {
  if (page.module === HOME_MODULE) return [];
  return isContentModule(page.module) ? [CONTENT_SWITCH_MODULE, page.module] : [page.module];
}

/** What the router needs of a page: everything but its words. */
export type PageRoute = Pick<Page, 'path' | 'module' | 'audience'> & { isContent: boolean };

/** The router's table: one route per path, or per shared `routerPath` (blog articles). */
export function pageRoutes(pages: readonly Page[] = PAGES): PageRoute[] {
  const routes = new Map<string, PageRoute>();
  for (const page of pages) {
    const path = page.routerPath ?? page.path;
    if (routes.has(path)) continue;
    const { module, audience } = page;
    routes.set(path, { path, module, audience, isContent: isContentModule(module) });
  }
  return [...routes.values()];
}

/**
 * Whether the server draws a page's content into its HTML (docs/decisions/056): the public pages
 * anyone may open and search engines read. Pages that belong to one person or need a session
 * arrive as the app's shell and are drawn in the browser.
 */
export function isServerRendered(page: Page): boolean {
  return page.audience === 'everyone' && page.meta.indexable;
}
