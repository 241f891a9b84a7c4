import { BLOG_ARTICLES } from './blog.ts';
import { pageMeta as meta, type Page } from './page-entry.ts';

/** Where their modules live under src/web; each loads through the content switch. */
const CONTENT_PAGES_DIR = 'features/content/pages/';

export function isContentModule(module: string): boolean {
  return module.startsWith(CONTENT_PAGES_DIR);
}

const content = (name: string) => `${CONTENT_PAGES_DIR}${name}.tsx`;

/** Each blog article (src/shared/blog.ts) under its own path, with its own title and summary. */
const ARTICLE_PAGES: readonly Page[] = BLOG_ARTICLES.map((article) => ({
  path: `/blog/${article.slug}`,
  module: content('blog-article-page'),
  audience: 'everyone',
  meta: meta(article.title, article.summary),
  routerPath: '/blog/:slug',
}));

/**
 * The content pages (decisions/022): the marketing and help pages the footer links to, then each
 * blog article. Part of the one list of pages, src/shared/pages.ts, which appends them to the app's
 * own pages; kept apart because they are many, alike and all public.
 */
export const CONTENT_PAGE_LIST: readonly Page[] = [
  {
    path: '/how-it-works/jobseeker-faq',
    module: content('jobseeker-faq-page'),
    audience: 'everyone',
    meta: meta(
      'Jobseeker FAQ',
      'How TalentBridge works for virtual assistants and freelancers: profiles, applying, application status, messages, reviews, identity verification and fees.',
    ),
  },
  {
    path: '/how-it-works/employer-faq',
    module: content('employer-faq-page'),
    audience: 'everyone',
    meta: meta(
      'Employer FAQ',
      'How hiring works on TalentBridge: posting a job, moderation, application limits, accepting applicants, messaging, reviews and plans.',
    ),
  },
  {
    path: '/pricing',
    module: content('pricing-page'),
    audience: 'everyone',
    meta: meta(
      'Pricing',
      'TalentBridge plans for employers: Free at $0 per month with 1 job a month, Pro at $29 with 10 jobs, Enterprise at $99 with unlimited job posts.',
    ),
  },
  {
    path: '/real-results',
    module: content('real-results-page'),
    audience: 'everyone',
    meta: meta(
      'Real Results',
      'Live TalentBridge figures and what a hire looks like from job post to review, measured by what the platform records.',
    ),
  },
  {
    path: '/blog',
    module: content('blog-page'),
    audience: 'everyone',
    meta: meta(
      'Blog',
      'Practical guides for employers and virtual assistants: job posts, rates, onboarding, time zones and staying safe from scams.',
    ),
  },
  {
    path: '/careers',
    module: content('careers-page'),
    audience: 'everyone',
    meta: meta(
      'Careers',
      'Work at TalentBridge: a small remote-first team building a fair marketplace for virtual assistants and the businesses that hire them.',
    ),
  },
  {
    path: '/about-us',
    module: content('about-us-page'),
    audience: 'everyone',
    meta: meta(
      'About Us',
      'TalentBridge is a marketplace that connects businesses with professional virtual assistants worldwide. Our mission, how we work and what we stand for.',
    ),
  },
  {
    path: '/profile-tips',
    module: content('profile-tips-page'),
    audience: 'everyone',
    meta: meta(
      'Profile Tips',
      'Build a TalentBridge profile that gets you hired: photo, skills, categories, experience, portfolio, video introduction and identity verification.',
    ),
  },
  {
    path: '/skill-tests',
    module: content('skill-tests-page'),
    audience: 'everyone',
    meta: meta(
      'Skill Tests',
      'The trial tasks employers give virtual assistants, category by category, and how to prepare for them and show your skills on your profile.',
    ),
  },
  {
    path: '/success-stories',
    module: content('success-stories-page'),
    audience: 'everyone',
    meta: meta(
      'Success Stories',
      'How businesses and virtual assistants work together through TalentBridge: the hire, the first weeks and what made it work.',
    ),
  },
  {
    path: '/privacy-policy',
    module: content('privacy-policy-page'),
    audience: 'everyone',
    meta: meta(
      'Privacy Policy',
      'What TalentBridge stores about you, why, who can see it, how long we keep it and how deleting your account erases it.',
    ),
  },
  {
    path: '/terms-of-service',
    module: content('terms-of-service-page'),
    audience: 'everyone',
    meta: meta(
      'Terms of Service',
      'The rules for using TalentBridge as an employer, a jobseeker or a visitor: accounts, job posts, applications, messages, reviews, plans and moderation.',
    ),
  },
  {
    path: '/va-categories',
    module: content('va-categories-page'),
    audience: 'everyone',
    meta: meta(
      'VA Categories',
      'Virtual assistant categories on TalentBridge, from administrative support to web development: browse jobs or find talent in each one.',
    ),
  },
  {
    path: '/contact',
    module: content('contact-page'),
    audience: 'everyone',
    meta: meta(
      'Contact',
      'Contact the TalentBridge team: questions about hiring, your account, plans or a problem on the site.',
    ),
  },
  ...ARTICLE_PAGES,
];
