import { BLOG_ARTICLES } from './blog.ts';

/**
 * Every page's title and meta description, in one table (issue 8). The server puts them into
 * index.html when it serves a page (src/server/plugins/web.ts), so crawlers and link previews
 * read the right head without running the app; the web app applies the same entry when the
 * person navigates (src/web/lib/document-title.ts). Keys are the route patterns of
 * src/shared/routes.ts; a unit test keeps the two lists in step.
 *
 * `indexable: false` marks pages that belong to one person or need a session (profile, messages,
 * admin…): they get `<meta name="robots" content="noindex">`, stay out of the sitemap, and
 * robots.txt disallows them.
 */
export const SITE_NAME = 'TalentBridge';

export type PageMeta = {
  title: string;
  description: string;
  indexable: boolean;
};

const page = (title: string, description: string, indexable = true): PageMeta => ({
  title,
  description,
  indexable,
});

/** Static paths and patterns (`:param` is one path segment). Exact paths win over patterns. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': page(
    'Professional Job Search Platform',
    'TalentBridge connects businesses with professional virtual assistants and remote freelancers worldwide. Post a job, find remote work or hire talent.',
  ),
  '/find-job': page(
    'Find Jobs',
    'Browse remote jobs for virtual assistants and freelancers: filter by category, job type, hourly rate, location and skills, and apply in a few clicks.',
  ),
  '/find-talent': page(
    'Find Talent',
    'Search virtual assistants and remote freelancers by skills, category, experience, rating and time zone, and read their reviews before you hire.',
  ),
  '/jobs/:id': page(
    'Job details',
    'A remote job on TalentBridge: responsibilities, hourly rate, job type and location. Sign in as a jobseeker to apply.',
  ),
  '/users/:id': page(
    'User profile',
    'A TalentBridge member profile: skills, experience, categories, rating and reviews from employers and virtual assistants.',
  ),
  '/reviews/:id': page(
    'Reviews',
    'Every review a TalentBridge member has received, with rating, comment, reviewer and date, written after a real hire.',
  ),
  '/login': page(
    'Sign In',
    'Sign in to TalentBridge to manage your job posts, applications, messages and profile.',
  ),
  '/role-selection': page(
    'Who are you?',
    'Join TalentBridge as an employer to post jobs and hire, or as a jobseeker to find remote work as a virtual assistant or freelancer.',
  ),
  '/register/employer': page(
    'Sign Up as Employer',
    'Create a free employer account on TalentBridge: post remote jobs, review applications and chat with the virtual assistants you hire.',
  ),
  '/register/jobseeker': page(
    'Sign Up as Jobseeker',
    'Create a free jobseeker account on TalentBridge: build your profile, apply to remote jobs and get hired as a virtual assistant or freelancer.',
  ),
  '/register/:role': page(
    'Sign Up',
    'Create a free TalentBridge account as an employer or a jobseeker.',
    false,
  ),
  '/forgot-password': page(
    'Forgot Password',
    'Forgot your TalentBridge password? Enter your e-mail address and we will send you a link to choose a new one.',
    false,
  ),
  '/reset-password': page(
    'Reset Password',
    'Request a link to reset the password of your TalentBridge account.',
    false,
  ),
  '/reset-password/confirm': page(
    'Choose a New Password',
    'Choose a new password for your TalentBridge account.',
    false,
  ),
  '/verify-email': page(
    'Verify E-mail',
    'Confirm the e-mail address of your TalentBridge account.',
    false,
  ),
  '/email-change/confirm': page(
    'Confirm New E-mail',
    'Make a new e-mail address the one you log in with at TalentBridge.',
    false,
  ),
  '/email-change/cancel': page(
    'Cancel E-mail Change',
    'Cancel a change of the e-mail address of your TalentBridge account.',
    false,
  ),
  '/profile': page(
    'My Profile',
    'Your TalentBridge profile: details, uploads, identity verification and reviews.',
    false,
  ),
  '/post-job': page(
    'Post a Job',
    'Describe the role, the hourly rate and the job type, and reach virtual assistants and remote freelancers on TalentBridge.',
    false,
  ),
  '/my-job-posts': page(
    'My Job Posts',
    'Your job posts on TalentBridge: edit, close or reopen them and review the applications.',
    false,
  ),
  '/my-job-posts/:id/edit': page(
    'Edit Job Post',
    'Edit one of your TalentBridge job posts.',
    false,
  ),
  '/my-applications': page(
    'My Applications',
    'The jobs you applied to on TalentBridge and where each application stands.',
    false,
  ),
  '/messages': page(
    'Messages',
    'Your conversations with the employers and virtual assistants you work with on TalentBridge.',
    false,
  ),
  '/feedback': page(
    'Feedback',
    'Tell the TalentBridge team what works, what does not and what you would like to see next.',
    false,
  ),
  '/complaint': page(
    'Report a problem',
    'Report a job post or a profile that breaks the TalentBridge rules; our moderators review every report.',
    false,
  ),
  '/admin': page(
    'Admin dashboard',
    'Moderation and analytics for TalentBridge administrators.',
    false,
  ),

  // Content pages (issue 8).
  '/how-it-works/jobseeker-faq': page(
    'Jobseeker FAQ',
    'How TalentBridge works for virtual assistants and freelancers: profiles, applying, application status, messages, reviews, identity verification and fees.',
  ),
  '/how-it-works/employer-faq': page(
    'Employer FAQ',
    'How hiring works on TalentBridge: posting a job, moderation, application limits, accepting applicants, messaging, reviews and plans.',
  ),
  '/pricing': page(
    'Pricing',
    'TalentBridge plans for employers: Free at $0 per month with 1 job a month, Pro at $29 with 10 jobs, Enterprise at $99 with unlimited job posts.',
  ),
  '/real-results': page(
    'Real Results',
    'Live TalentBridge figures and what a hire looks like from job post to review, measured by what the platform records.',
  ),
  '/blog': page(
    'Blog',
    'Practical guides for employers and virtual assistants: job posts, rates, onboarding, time zones and staying safe from scams.',
  ),
  '/careers': page(
    'Careers',
    'Work at TalentBridge: a small remote-first team building a fair marketplace for virtual assistants and the businesses that hire them.',
  ),
  '/about-us': page(
    'About Us',
    'TalentBridge is a marketplace that connects businesses with professional virtual assistants worldwide. Our mission, how we work and what we stand for.',
  ),
  '/profile-tips': page(
    'Profile Tips',
    'Build a TalentBridge profile that gets you hired: photo, skills, categories, experience, portfolio, video introduction and identity verification.',
  ),
  '/skill-tests': page(
    'Skill Tests',
    'The trial tasks employers give virtual assistants, category by category, and how to prepare for them and show your skills on your profile.',
  ),
  '/success-stories': page(
    'Success Stories',
    'How businesses and virtual assistants work together through TalentBridge: the hire, the first weeks and what made it work.',
  ),
  '/privacy-policy': page(
    'Privacy Policy',
    'What TalentBridge stores about you, why, who can see it, how long we keep it and how deleting your account erases it.',
  ),
  '/terms-of-service': page(
    'Terms of Service',
    'The rules for using TalentBridge as an employer, a jobseeker or a visitor: accounts, job posts, applications, messages, reviews, plans and moderation.',
  ),
  '/va-categories': page(
    'VA Categories',
    'Virtual assistant categories on TalentBridge, from administrative support to web development: browse jobs or find talent in each one.',
  ),
  '/contact': page(
    'Contact',
    'Contact the TalentBridge team: questions about hiring, your account, plans or a problem on the site.',
  ),
};

/** The meta of each blog article, from its own title and summary. */
const ARTICLE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  BLOG_ARTICLES.map((article) => [`/blog/${article.slug}`, page(article.title, article.summary)]),
);

/** The page not found: the app shows its own page, the server answers 404. */
export const NOT_FOUND_META: PageMeta = page(
  'Page not found',
  'The page you are looking for does not exist or has moved.',
  false,
);

function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((p, i) => p.startsWith(':') || p === got[i]);
}

const PATTERNS = Object.keys(PAGE_META).filter((key) => key.includes(':'));

/** Meta for a path (no query string), or null when no page has that path. */
export function pageMetaFor(pathname: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = ARTICLE_META[path] ?? (path.includes(':') ? undefined : PAGE_META[path]);
  if (exact) return exact;
  if (path.startsWith('/blog/')) return null; // an article that does not exist
  const pattern = PATTERNS.find((p) => patternMatches(p, path));
  return pattern ? (PAGE_META[pattern] ?? null) : null;
}

/** The tab title: '{page} | TalentBridge'. */
export function fullTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}

/** Public pages without parameters, for the sitemap (blog articles come from BLOG_ARTICLES). */
export function sitemapPaths(): string[] {
  return Object.entries(PAGE_META)
    .filter(([key, meta]) => meta.indexable && !key.includes(':'))
    .map(([key]) => key);
}
