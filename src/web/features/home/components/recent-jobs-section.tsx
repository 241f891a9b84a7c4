import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { JobTile } from '../../../components/jobs/job-tile.tsx';
import { VerifiedEmployerBadge } from '../../../components/profile/verified-employer-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { jobExcerpt, salaryPerHour } from '../../../lib/job-text.ts';

/** Spec section 9: 9 requested, 6 shown, descriptions cut to 100 characters. */
export const RECENT_JOBS_REQUESTED = 9;
const RECENT_JOBS_SHOWN = 6;
const EXCERPT_LENGTH = 100;

function RecentJobCard({ job }: { job: JobPost }) {
  return (
    <JobTile
      id={job.id}
      title={job.title}
      salary={salaryPerHour(job.salary)}
      location={job.location}
    >
      {job.verified_employer ? <VerifiedEmployerBadge className="mt-2 self-start" /> : null}
      <p className="mt-2 flex-1 text-sm leading-6 break-words text-neutral-600">
        {jobExcerpt(job.description, EXCERPT_LENGTH)}
      </p>
    </JobTile>
  );
}

function LoadingCards() {
  return (
    <ul aria-busy="true" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <li className="sr-only">Loading recent jobs</li>
      {Array.from({ length: RECENT_JOBS_SHOWN }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <Card className="space-y-3 p-5">
            <Skeleton className="block h-5 w-2/3" />
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-5/6" />
            <Skeleton className="block h-4 w-1/3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

type RecentJobsSectionProps = {
  jobs: readonly JobPost[] | undefined;
  isLoading: boolean;
  /**
   * The page's one error for both of its sources, with its Retry, when either failed: shown
   * under the heading, where the cards would be.
   */
  failure: ReactNode;
};

/** 'Recent Job Postings' of spec "Home (/)": up to 6 of the 9 newest public jobs. */
export function RecentJobsSection({ jobs, isLoading, failure }: RecentJobsSectionProps) {
  const shown = jobs?.slice(0, RECENT_JOBS_SHOWN) ?? [];
  return (
    <section
      aria-labelledby="recent-jobs-heading"
      className="render-near-viewport py-12 [contain-intrinsic-size:auto_1460px] sm:py-16 md:[contain-intrinsic-size:auto_774px] lg:[contain-intrinsic-size:auto_500px]"
    >
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="recent-jobs-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Recent Job Postings
          </h2>
          <TextLink to="/find-job" className="inline-flex items-center gap-1 text-sm">
            View all jobs
            <ArrowRight aria-hidden="true" className="size-4" />
          </TextLink>
        </div>
        {isLoading ? <LoadingCards /> : null}
        {failure && !isLoading ? <div className="mt-8">{failure}</div> : null}
        {!isLoading && !failure && shown.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center text-sm text-neutral-600">
            No recent jobs found.
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((job) => (
              <li key={job.id}>
                <RecentJobCard job={job} />
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}
