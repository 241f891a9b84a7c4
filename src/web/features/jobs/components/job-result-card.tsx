import { Link } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { CompanyByline } from '../../../components/profile/company.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LocalDate } from '../../../components/ui/local-date.tsx';
import { applicantCount, jobExcerpt, salaryPerHr } from '../../../lib/job-text.ts';

/** Spec section 9: Find Jobs cards cut descriptions to 150 characters. */
const EXCERPT_LENGTH = 150;

/** A card of Find Jobs; its icons are drawn by CSS (`card-icon` in styles.css). */
type JobResultCardProps = {
  job: JobPost;
  timeZone: string | null;
  /**
   * Whole hours the signed-in jobseeker's working day shares with the post's window today
   * (docs/decisions/051), computed in the browser; null shows nothing.
   */
  overlapHours?: number | null;
  /** Called as the job opens, so the back link can return to this scroll position. */
  onOpen: () => void;
};

export function JobResultCard({ job, timeZone, overlapHours = null, onOpen }: JobResultCardProps) {
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{job.job_type}</Badge>
        {job.category ? <Badge>{job.category.name}</Badge> : null}
        {overlapHours !== null && job.overlap ? (
          <Badge
            tone={overlapHours >= job.overlap.hours ? 'success' : 'warning'}
            className="card-icon card-icon-overlap gap-1 before:size-3.5"
          >
            {overlapHours} h overlap
            <span className="sr-only">
              {' '}
              with this job’s working hours; it asks for {job.overlap.hours} h
            </span>
          </Badge>
        ) : null}
        {job.application_count > 0 ? (
          <span className="card-icon card-icon-applicants ml-auto inline-flex items-center gap-1 text-xs text-neutral-600 before:size-3.5 before:bg-neutral-500">
            {applicantCount(job.application_count)}
          </span>
        ) : null}
      </div>
      <h2 className="mt-3 text-base font-semibold text-neutral-900">
        {/* The link covers the whole card (::after), so the card is one tab stop. */}
        <Link
          to={jobPagePath(job.id, job.title)}
          onClick={onOpen}
          className="break-words after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
        >
          {job.title}
        </Link>
      </h2>
      {/* The company, not a link: the title's link covers the card (docs/decisions/036). */}
      {job.employer ? (
        <CompanyByline employer={job.employer} link={false} className="mt-2" />
      ) : null}
      <p className="mt-3 flex-1 text-sm leading-6 break-words text-neutral-600">
        {jobExcerpt(job.description, EXCERPT_LENGTH)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-neutral-100 pt-3 text-sm">
        <span className="card-icon card-icon-salary inline-flex items-center gap-1 font-semibold text-neutral-900 before:size-4 before:bg-neutral-500">
          {salaryPerHr(job.salary)}
        </span>
        <span className="card-icon card-icon-location inline-flex min-w-0 items-center gap-1 text-neutral-700 before:size-4 before:bg-neutral-500">
          <span className="truncate">{job.location || MESSAGES.notSpecified}</span>
        </span>
        <span className="card-icon card-icon-posted inline-flex items-center gap-1 text-neutral-600 before:size-4 before:bg-neutral-500 sm:ml-auto">
          <span className="sr-only">Posted </span>
          <LocalDate value={job.created_at} zone={timeZone} />
        </span>
      </div>
    </Card>
  );
}
