import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobRecommendation } from '../../../shared/schemas/recommendations.ts';
import { JobTile } from '../../components/jobs/job-tile.tsx';
import { RetryAlert } from '../../components/ui/alert.tsx';
import { buttonStyles } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/container.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { salaryPerHr } from '../../lib/job-text.ts';
import { MatchReasons } from './match-reasons.tsx';
import { useJobsForYou } from './queries.ts';

function JobForYouCard({ job }: { job: JobRecommendation }) {
  return (
    <JobTile
      id={job.id}
      title={job.title}
      salary={salaryPerHr(job.salary)}
      location={job.location}
      footerClassName="border-t border-neutral-100 pt-3"
    >
      <p className="mt-1 truncate text-sm text-neutral-600">
        {job.employer.company_name ?? job.employer.username}
      </p>
      <div className="flex-1">
        <MatchReasons score={job.score} reasons={job.reasons} />
      </div>
    </JobTile>
  );
}

function Loading({ count }: { count: number }) {
  return (
    <ul aria-busy="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <li className="sr-only">Loading jobs for you</li>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <Card className="space-y-3 p-5">
            <Skeleton className="block h-5 w-2/3" />
            <Skeleton className="block h-4 w-1/3" />
            <Skeleton className="block h-6 w-full" />
            <Skeleton className="block h-4 w-1/2" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in jobseeker's best-fitting open posts with their reasons (docs/decisions/054):
 * the home page's section and Find Jobs' "For you" tab.
 */
export function JobsForYouList({ limit }: { limit: number }) {
  const jobs = useJobsForYou(limit);
  if (jobs.isError && !jobs.isFetching) {
    return (
      <RetryAlert onRetry={() => void jobs.refetch()}>
        {errorMessage(jobs.error, MESSAGES.jobsForYouLoadFailed)}
      </RetryAlert>
    );
  }
  if (!jobs.data) return <Loading count={Math.min(limit, 3)} />;
  if (jobs.data.data.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No matches yet"
        actions={
          <Link to="/profile" className={buttonStyles({ variant: 'primary', size: 'md' })}>
            Complete your profile
          </Link>
        }
      >
        {MESSAGES.jobsForYouEmpty}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.data.data.map((job) => (
        <li key={job.id}>
          <JobForYouCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's "Jobs for you" for a signed-in jobseeker: three, and a link to the rest. */
export default function JobsForYouSection() {
  return (
    <section aria-labelledby="jobs-for-you-heading" className="bg-brand-50/40 py-12 sm:py-16">
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="jobs-for-you-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {MESSAGES.jobsForYouTitle}
            </h2>
            <p className="mt-1 text-sm text-neutral-600">
              Picked from your skills, categories, rate and working hours.
            </p>
          </div>
          <TextLink to="/find-job?tab=for-you" className="inline-flex items-center gap-1 text-sm">
            See all matches
            <ArrowRight aria-hidden="true" className="size-4" />
          </TextLink>
        </div>
        <JobsForYouList limit={3} />
      </Container>
    </section>
  );
}
