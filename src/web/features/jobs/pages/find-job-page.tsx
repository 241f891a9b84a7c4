import { useQuery } from '@tanstack/react-query';
import { Rss, SearchX } from 'lucide-react';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import {
  activeFilterCount,
  type FindJobSort,
  findJobFeedPath,
  findJobUrl,
  readFilters,
  SORTS,
  toListParams,
} from '../../../../shared/find-job-params.ts';
import { JOB_PAGE_SIZE } from '../../../../shared/jobs.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type ClockWindow, overlapWithPost } from '../../../../shared/working-hours.ts';
import { arrivalOf, drawWholePage } from '../../../components/layout/scroll-restoration.tsx';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink, textLinkStyles } from '../../../components/ui/text-link.tsx';
import { errorMessage, isTimeout } from '../../../lib/api.ts';
import { useCategories } from '../../../lib/categories-query.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { type JobList, useJobList } from '../../../lib/job-list-query.ts';
import { groupDigits } from '../../../lib/number-text.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { GetAlertsButton } from '../../alerts/components/get-alerts-button.tsx';
import { FindJobForm } from '../components/find-job-form.tsx';
import { JobResultCard } from '../components/job-result-card.tsx';
import { rememberFindJobPosition, takeSavedPosition } from '../find-job-scroll.ts';

/**
 * Find Jobs' "For you" tab (?tab=for-you, docs/decisions/054): its own chunk, for signed-in
 * jobseekers only.
 */
const JobsForYouList = lazy(() =>
  import('../../recommendations/jobs-for-you.tsx').then((m) => ({ default: m.JobsForYouList })),
);
const FOR_YOU_LIMIT = 24;

function FindJobTabs({ isForYou }: { isForYou: boolean }) {
  const tab = (isCurrent: boolean) =>
    `-mb-px border-b-2 px-1 pb-3 text-sm font-semibold ${
      isCurrent
        ? 'border-brand-600 text-brand-700'
        : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-neutral-900'
    }`;
  return (
    <nav aria-label="Job lists" className="mt-6 flex gap-6 border-b border-neutral-200">
      <Link to="/find-job" aria-current={isForYou ? undefined : 'page'} className={tab(!isForYou)}>
        All jobs
      </Link>
      <Link
        to="/find-job?tab=for-you"
        aria-current={isForYou ? 'page' : undefined}
        className={tab(isForYou)}
      >
        For you
      </Link>
    </nav>
  );
}

function LoadingResults() {
  return (
    <ul aria-busy="true" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <li className="sr-only">Loading jobs</li>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <Card className="space-y-3 p-5">
            <Skeleton className="block h-5 w-24" />
            <Skeleton className="block h-5 w-2/3" />
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-1/2" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

type JobCardsProps = {
  jobs: JobList['data'];
  isBusy: boolean;
  timeZone: string | null;
  /** A signed-in jobseeker's working day, for each card's overlap (docs/decisions/051). */
  worker: WorkingDay | null;
  currentUrl: string;
};

type WorkingDay = { working_hours: ClockWindow | null; timezone: string | null };

/**
 * The cards of one page of results. Memoized: the page renders again when other data arrives
 * (categories, the viewer's profile), and thirty cards need not follow (decisions/026).
 */
const JobCards = memo(function JobCards({
  jobs,
  isBusy,
  timeZone,
  worker,
  currentUrl,
}: JobCardsProps) {
  const now = Date.now();
  return (
    <ul
      aria-busy={isBusy}
      className="grid gap-5 transition-opacity aria-busy:opacity-60 md:grid-cols-2 xl:grid-cols-3"
    >
      {jobs.map((job, index) => (
        // Below the first two, a card is drawn as it nears the screen (docs/decisions/063). Only
        // its height is estimated: a width would widen the grid's column on a narrow phone.
        <li
          key={job.id}
          className={
            index < 2 ? undefined : 'render-near-viewport [contain-intrinsic-height:auto_352px]'
          }
        >
          <JobResultCard
            job={job}
            timeZone={timeZone}
            overlapHours={overlapWithPost(job.overlap, worker, now)}
            onOpen={() => rememberFindJobPosition(currentUrl)}
          />
        </li>
      ))}
    </ul>
  );
});

/** Find Jobs /find-job (spec section 2): public search, its state in the URL. */
export function FindJobPage() {
  useDocumentTitle('Find Jobs');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Back from a job (its back link, or the browser's Back) returns to the place left; a link, a
  // typed address or a reload opens at the top (docs/decisions/015).
  const isReturning = arrivalOf(location, useNavigationType()) !== 'new';
  const { session } = useSessionState();
  const isJobseeker = session?.claims.role === 'jobseeker';
  const isForYou = isJobseeker && searchParams.get('tab') === 'for-you';
  const { page, ...filters } = readFilters(searchParams);
  const currentUrl = `${location.pathname}${location.search}`;
  const [isFilterOpen, setIsFilterOpen] = useState(() => activeFilterCount(filters) > 0);
  const categories = useCategories({ enabled: true });
  const jobs = useJobList(toListParams(filters, page));
  const viewer = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: session !== null && session.claims.role !== 'admin',
  });
  const timeZone = viewer.data?.timezone ?? null;
  // Only a jobseeker with working hours sees '5 h overlap' on cards (docs/decisions/051).
  const workingHours = viewer.data?.role === 'jobseeker' ? viewer.data.working_hours : null;
  const workStart = workingHours?.start;
  const workEnd = workingHours?.end;
  const worker = useMemo(
    () =>
      workStart && workEnd && timeZone
        ? { working_hours: { start: workStart, end: workEnd }, timezone: timeZone }
        : null,
    [workStart, workEnd, timeZone],
  );
  // The cards follow the reply as a deferred update: React draws them in slices of a few
  // milliseconds, keeping the page responsive, rather than in one long task (decisions/026).
  const shown = useDeferredValue(jobs.data);

  const isShowingCurrent = jobs.isSuccess && !jobs.isPlaceholderData && shown === jobs.data;
  useEffect(() => {
    // Back from a job: once this URL's list is on screen again, return to where the person was.
    if (!isShowingCurrent) return;
    // Taken either way: a later visit that is not a return starts at the top.
    const y = takeSavedPosition(currentUrl);
    if (y !== null && isReturning) {
      drawWholePage();
      window.scrollTo({ top: y, behavior: 'instant' });
    }
  }, [isShowingCurrent, currentUrl, isReturning]);

  const total = jobs.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE));
  // From the address as it is now, not as this render read it: a search just submitted may not
  // have been drawn yet, and its keyword decides whether 'newest' is the default.
  const setSort = (sort: FindJobSort) => {
    const { page: _page, ...current } = readFilters(new URLSearchParams(window.location.search));
    void navigate(findJobUrl({ ...current, sort }));
  };

  let results: ReactNode;
  // Retry shows the loading state until the new answer, not the old error (docs/decisions/043).
  if (jobs.isError && !jobs.data && !jobs.isFetching) {
    results = (
      <RetryAlert onRetry={() => void jobs.refetch()}>
        {errorMessage(jobs.error, MESSAGES.jobsLoadFailed)}
        {isTimeout(jobs.error) ? (
          <span className="block font-normal">{MESSAGES.requestTimedOut}</span>
        ) : null}
      </RetryAlert>
    );
  } else if (!shown) {
    // Waiting for the reply, or for its cards to be drawn.
    results = <LoadingResults />;
  } else if (shown.data.length === 0) {
    results = (
      <EmptyState icon={SearchX} tone="neutral" title={MESSAGES.noJobsMatch}>
        Try fewer filters or another keyword. <TextLink to="/find-job">Show all jobs</TextLink>
      </EmptyState>
    );
  } else {
    results = (
      <>
        <JobCards
          jobs={shown.data}
          isBusy={jobs.isPlaceholderData || shown !== jobs.data}
          timeZone={timeZone}
          worker={worker}
          currentUrl={currentUrl}
        />
        <Pagination
          className="mt-10"
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          hrefFor={(target) => findJobUrl(filters, target)}
        />
      </>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Find Jobs</h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Remote work from businesses around the world.
      </p>
      {isJobseeker ? <FindJobTabs isForYou={isForYou} /> : null}
      {isForYou ? (
        <div className="mt-8">
          <p className="mb-5 text-sm text-neutral-600">
            Open jobs picked from your skills, categories, rate and working hours, best first.
          </p>
          <Suspense fallback={<LoadingResults />}>
            <JobsForYouList limit={FOR_YOU_LIMIT} />
          </Suspense>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <FindJobForm
              key={location.search}
              filters={filters}
              categories={categories.data}
              categoriesFailed={categories.isError}
              isOpen={isFilterOpen}
              onToggle={() => setIsFilterOpen((open) => !open)}
              onSearch={(next) => void navigate(findJobUrl(next))}
            />
          </div>
          <div className="mt-8 mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <p aria-live="polite" className="text-sm font-medium text-neutral-700">
                {jobs.data ? `${groupDigits(total)} ${total === 1 ? 'job' : 'jobs'} found` : null}
              </p>
              <GetAlertsButton filters={filters} />
              {/* The search's Atom feed (docs/decisions/059): a file, so a plain link. */}
              <a
                href={findJobFeedPath(filters)}
                type="application/atom+xml"
                className={`${textLinkStyles} inline-flex items-center gap-1.5 py-1 text-sm`}
              >
                <Rss aria-hidden="true" className="size-4" />
                Subscribe (Atom feed)
              </a>
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor="find-job-sort" className="text-sm text-neutral-700">
                Sort by
              </label>
              <div className="w-44">
                <Select
                  id="find-job-sort"
                  value={filters.sort}
                  onChange={(event) => setSort(event.target.value as FindJobSort)}
                >
                  {(Object.keys(SORTS) as FindJobSort[])
                    .filter((sort) => sort !== 'relevance' || filters.title)
                    .map((sort) => (
                      <option key={sort} value={sort}>
                        {SORTS[sort]}
                      </option>
                    ))}
                </Select>
              </div>
            </div>
          </div>
          {results}
        </>
      )}
    </Container>
  );
}
