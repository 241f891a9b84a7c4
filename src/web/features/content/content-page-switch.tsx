import { type ComponentType, lazy } from 'react';

const JobseekerFaqPage = lazy(() =>
  import('./pages/jobseeker-faq-page.tsx').then((m) => ({ default: m.JobseekerFaqPage })),
);
const EmployerFaqPage = lazy(() =>
  import('./pages/employer-faq-page.tsx').then((m) => ({ default: m.EmployerFaqPage })),
);
const PricingPage = lazy(() =>
  import('./pages/pricing-page.tsx').then((m) => ({ default: m.PricingPage })),
);
const RealResultsPage = lazy(() =>
  import('./pages/real-results-page.tsx').then((m) => ({ default: m.RealResultsPage })),
);
const BlogPage = lazy(() => import('./pages/blog-page.tsx').then((m) => ({ default: m.BlogPage })));
const BlogArticlePage = lazy(() =>
  import('./pages/blog-article-page.tsx').then((m) => ({ default: m.BlogArticlePage })),
);
const CareersPage = lazy(() =>
  import('./pages/careers-page.tsx').then((m) => ({ default: m.CareersPage })),
);
const AboutUsPage = lazy(() =>
  import('./pages/about-us-page.tsx').then((m) => ({ default: m.AboutUsPage })),
);
const ProfileTipsPage = lazy(() =>
  import('./pages/profile-tips-page.tsx').then((m) => ({ default: m.ProfileTipsPage })),
);
const SkillTestsPage = lazy(() =>
  import('./pages/skill-tests-page.tsx').then((m) => ({ default: m.SkillTestsPage })),
);
const SuccessStoriesPage = lazy(() =>
  import('./pages/success-stories-page.tsx').then((m) => ({ default: m.SuccessStoriesPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./pages/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('./pages/terms-of-service-page.tsx').then((m) => ({ default: m.TermsOfServicePage })),
);
const VaCategoriesPage = lazy(() =>
  import('./pages/va-categories-page.tsx').then((m) => ({ default: m.VaCategoriesPage })),
);
const ContactPage = lazy(() =>
  import('./pages/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);

/**
 * Each content page's module (src/shared/pages.ts) and its page; every blog article is drawn by
 * the article page. A unit test (src/shared/pages.test.ts) checks that this table covers exactly
 * the content pages' modules.
 */
export const CONTENT_PAGE_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  'features/content/pages/jobseeker-faq-page.tsx': JobseekerFaqPage,
  'features/content/pages/employer-faq-page.tsx': EmployerFaqPage,
  'features/content/pages/pricing-page.tsx': PricingPage,
  'features/content/pages/real-results-page.tsx': RealResultsPage,
  'features/content/pages/blog-page.tsx': BlogPage,
  'features/content/pages/blog-article-page.tsx': BlogArticlePage,
  'features/content/pages/careers-page.tsx': CareersPage,
  'features/content/pages/about-us-page.tsx': AboutUsPage,
  'features/content/pages/profile-tips-page.tsx': ProfileTipsPage,
  'features/content/pages/skill-tests-page.tsx': SkillTestsPage,
  'features/content/pages/success-stories-page.tsx': SuccessStoriesPage,
  'features/content/pages/privacy-policy-page.tsx': PrivacyPolicyPage,
  'features/content/pages/terms-of-service-page.tsx': TermsOfServicePage,
  'features/content/pages/va-categories-page.tsx': VaCategoriesPage,
  'features/content/pages/contact-page.tsx': ContactPage,
};

/**
 * The content page the router names by its module. routes.tsx sends every content path here
 * through one lazy import, so the home page's JavaScript carries one entry for all of them
 * (decisions/022); each page still loads as its own chunk.
 */
export function ContentPage({ module }: { module: string }) {
  const Page = CONTENT_PAGE_COMPONENTS[module];
  // Every module routes.tsx sends here is in the table; anything else renders nothing.
  return Page ? <Page /> : null;
}
