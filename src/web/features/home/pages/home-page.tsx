import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { SHELL_MESSAGES } from '../../../../shared/messages-shell.ts';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { isTimeout } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useJobList } from '../../../lib/job-list-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { CategoriesSection } from '../components/categories-section.tsx';
import { CtaSection } from '../components/cta-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { type HeroFilters, HeroSection } from '../components/hero-section.tsx';
import { RECENT_JOBS_REQUESTED, RecentJobsSection } from '../components/recent-jobs-section.tsx';
import { StatsSection } from '../components/stats-section.tsx';
import { useSiteStats } from '../queries/use-site-stats.ts';

/**
 * "Jobs for you" (docs/decisions/054): its own chunk, loaded only for a signed-in jobseeker, so
 * the home page's first JavaScript stays within its budget.
 */
const JobsForYouSection = lazy(() => import('../../recommendations/jobs-for-you.tsx'));

/** Typing in the hero narrows Recent Job Postings once the person pauses. */
const FILTER_DELAY_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Home (spec section 2): hero, counters, recent jobs, features, categories, call to action. */
export function HomePage() {
  useDocumentTitle('Professional Job Search Platform');
  const [filters, setFilters] = useState<HeroFilters>({ title: '', location: '' });
  const settled = useDeferredValue(useSettled(filters, FILTER_DELAY_MS));
  const stats = useSiteStats();
  const { session } = useSessionState();
  const isJobseeker = session?.claims.role === 'jobseeker';
  // Spec section 7: the search form's filters plus limit 9, newest first.
  const recent = useJobList({
    title: settled.title.trim(),
    location: settled.location.trim(),
    limit: RECENT_JOBS_REQUESTED,
    sort_by: 'created_at',
    sort_order: 'DESC',
  });
  // A failed read asked again (Retry) shows its loading state until the new answer, not the old
  // error (docs/decisions/043).
  const statsFailed = stats.isError && !stats.isFetching;
  const recentFailed = recent.isError && !recent.isFetching;
  const hasFailed = statsFailed || recentFailed;
  const hasTimedOut =
    (statsFailed && isTimeout(stats.error)) || (recentFailed && isTimeout(recent.error));

  return (
    <>
      <HeroSection filters={filters} onFiltersChange={setFilters} />
      <StatsSection
        stats={stats.data}
        isLoading={stats.isPending || (stats.isError && stats.isFetching)}
      />
      {isJobseeker ? (
        <Suspense fallback={null}>
          <JobsForYouSection />
        </Suspense>
      ) : null}
      <RecentJobsSection
        jobs={recent.data?.data}
        isLoading={recent.isPending || (recent.isError && recent.isFetching)}
        failure={
          hasFailed ? (
            <RetryAlert
              onRetry={() => {
                if (stats.isError) void stats.refetch();
                if (recent.isError) void recent.refetch();
              }}
            >
              {SHELL_MESSAGES.homeLoadFailed}
              {hasTimedOut ? (
                <span className="block font-normal">{SHELL_MESSAGES.requestTimedOut}</span>
              ) : null}
            </RetryAlert>
          ) : null
        }
      />
      <FeaturesSection />
      <CategoriesSection />
      <CtaSection />
    </>
  );
}
