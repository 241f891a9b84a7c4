import { type ComponentType, lazy } from 'react';
import { useLocation } from 'react-router';

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

/** Each content path (src/shared/routes.ts) and its page; blog articles share one page. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  '/how-it-works/jobseeker-faq': JobseekerFaqPage,
  '/how-it-works/employer-faq': EmployerFaqPage,
  '/pricing': PricingPage,
  '/real-results': RealResultsPage,
  '/blog': BlogPage,
  '/careers': CareersPage,
  '/about-us': AboutUsPage,
  '/profile-tips': ProfileTipsPage,
  '/skill-tests': SkillTestsPage,
  '/success-stories': SuccessStoriesPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/va-categories': VaCategoriesPage,
  '/contact': ContactPage,
};

/**
 * The content page of the current path. routes.tsx sends every content path here through one
 * lazy import, so the home page's JavaScript carries one entry for all of them (decisions/022);
 * each page still loads as its own chunk.
 */
export function ContentPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const Page = path.startsWith('/blog/') ? BlogArticlePage : PAGES[path];
  // Every path routes.tsx sends here is in the table; anything else renders nothing.
  return Page ? <Page /> : null;
}
