import { useDocumentTitle } from '../../../lib/document-title.ts';
import { CategoriesSection } from '../components/categories-section.tsx';
import { CtaSection } from '../components/cta-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';

/**
 * Home (spec section 2). The parts that need the API (counters, recent job postings) come with
 * the jobs and statistics issue; until then the page shows only its static sections.
 */
export function HomePage() {
  useDocumentTitle('Professional Job Search Platform');
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <CategoriesSection />
      <CtaSection />
    </>
  );
}
