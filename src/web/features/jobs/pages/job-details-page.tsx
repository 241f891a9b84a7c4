import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  BriefcaseBusiness,
  CalendarDays,
  Clock,
  DollarSign,
  Eye,
  Flag,
  MapPin,
  Tag,
  Users,
} from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { employerDisplayName } from '../../../../shared/company.ts';
import { jobIdOfSegment } from '../../../../shared/job-slug.ts';
import { JOB_STATUS_LABELS } from '../../../../shared/jobs.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { overlapNeedText, overlapWithPost } from '../../../../shared/working-hours.ts';
import { KEEP_SCROLL } from '../../../components/layout/scroll-restoration.tsx';
import { CompanyBadges, CompanyJobList } from '../../../components/profile/company.tsx';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LocalDate } from '../../../components/ui/local-date.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useEmployerJobs } from '../../../lib/employer-jobs-query.ts';
import { applicantCount, responsivenessText, salaryPerHour } from '../../../lib/job-text.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useResponsiveness } from '../../../lib/responsiveness-query.ts';
import { type Session, useSessionState } from '../../../lib/session.ts';
import { ApplyArea } from '../components/apply-area.tsx';
import { APPLY_AREA_ID, ApplyBar } from '../components/apply-bar.tsx';
import { findingsTitle, PostFindings } from '../components/post-findings.tsx';
import { lastFindJobUrl } from '../find-job-scroll.ts';
import { useJobPost } from '../queries/use-job-post.ts';
import { useRecordJobView } from '../queries/use-record-job-view.ts';

function BackLink() {
  return (
    <Link
      to={lastFindJobUrl()}
      // Find Jobs puts the person back where they were; no jump to the top on the way.
      state={KEEP_SCROLL}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-neutral-700 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Find Jobs
    </Link>
  );
}

/** The page frame for the loading and failure states, with the page's one heading. */
function StatePanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container className="py-8 sm:py-12">
      <BackLink />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-neutral-900">{heading}</h1>
      <div className="mt-6">{children}</div>
    </Container>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> may hold only <div> groups of <dt> and <dd>: the icon sits inside the term.
    <div className="relative min-h-14 py-3 pl-11">
      <dt className="text-xs font-medium text-neutral-600">
        <span className="absolute top-3.5 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words text-neutral-900">{children}</dd>
    </div>
  );
}

type LoadedJobProps = {
  job: JobPost;
  session: Session | null;
  timeZone: string | null;
  /** Whole hours the signed-in jobseeker's day shares with the post's window (decisions/051). */
  myOverlap?: number | null;
};

function LoadedJob({ job, session, timeZone, myOverlap = null }: LoadedJobProps) {
  const isOwner = session !== null && session.claims.sub === String(job.employer_id);
  const employerName = job.employer ? employerDisplayName(job.employer) : MESSAGES.unknownUser;
  // A jobseeker's proposal needs the main column's width; everyone else's apply card is short.
  const writesProposal = session?.claims.role === 'jobseeker' && !isOwner;
  const applyRef = useRef<HTMLDivElement>(null);
  // The owner has no apply area, and no empty box to space out the column.
  const applyArea = isOwner ? null : (
    <div id={APPLY_AREA_ID} ref={applyRef} className="scroll-mt-4">
      <ApplyArea job={job} session={session} isOwner={isOwner} />
    </div>
  );

  return (
    <Container className="py-8 sm:py-12">
      <BackLink />
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-5 sm:p-6">
            <div className="flex flex-wrap gap-2">
              <Badge tone="brand">{job.job_type}</Badge>
              {job.status !== 'Active' ? <Badge>{JOB_STATUS_LABELS[job.status]}</Badge> : null}
              {job.pending_review ? <Badge tone="warning">Pending review</Badge> : null}
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-neutral-950 sm:text-3xl">
              {job.title}
            </h1>
            {/* Held for its findings (docs/decisions/045): only its owner and admins get them. */}
            {job.pending_review && job.risk_flags?.length ? (
              <PostFindings
                className="mt-4"
                findings={job.risk_flags}
                title={`Held for review: ${findingsTitle(job.risk_flags)}`}
                note={
                  isOwner
                    ? 'A moderator reads these sentences before the post appears in search. Edit the post to rewrite them.'
                    : 'Approve or flag it from Job Posts in the admin dashboard.'
                }
              />
            ) : null}
            <div className="mt-5 flex items-start gap-3 border-t border-neutral-100 pt-5">
              <UserAvatar
                username={employerName}
                src={job.employer?.avatar ?? null}
                size="md"
                className="ring-0"
              />
              <div className="min-w-0">
                <p className="text-xs text-neutral-600">Posted by</p>
                {job.employer ? (
                  <TextLink to={`/users/${job.employer.id}`} className="break-words">
                    {employerName}
                  </TextLink>
                ) : (
                  <p className="font-medium text-neutral-900">{employerName}</p>
                )}
                {/* The spec's username stays in sight beside a company name (decisions/036). */}
                {job.employer?.company_name ? (
                  <p className="text-xs break-all text-neutral-600">@{job.employer.username}</p>
                ) : null}
                {job.employer ? <CompanyBadges employer={job.employer} className="mt-2" /> : null}
                <EmployerResponsiveness employerId={job.employer?.id ?? null} />
              </div>
            </div>
          </Card>
          <Card className="p-5 sm:p-6">
            <section aria-labelledby="job-overview-heading">
              <h2 id="job-overview-heading" className="text-lg font-semibold text-neutral-900">
                Job Overview
              </h2>
              {/* Sanitized by the server on write, and drawn from an allow-list here. */}
              <RichText html={job.description} className="rich-text mt-4" />
              {job.required_skills.length > 0 ? (
                <div className="mt-6 border-t border-neutral-200 pt-5">
                  <h3 className="text-sm font-semibold text-neutral-900">Required skills</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {job.required_skills.map((skill) => (
                      <li key={skill}>
                        <Badge>{skill}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          </Card>
        </div>
        <aside
          aria-label="Job details"
          className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          <Card className="px-5 py-2">
            <dl className="divide-y divide-neutral-100">
              <Detail
                icon={<BriefcaseBusiness aria-hidden="true" className="size-4" />}
                label="Type of Work"
              >
                {job.job_type}
              </Detail>
              <Detail icon={<DollarSign aria-hidden="true" className="size-4" />} label="Salary">
                {salaryPerHour(job.salary)}
              </Detail>
              <Detail icon={<MapPin aria-hidden="true" className="size-4" />} label="Location">
                {job.location || MESSAGES.notSpecified}
              </Detail>
              {job.overlap ? (
                <Detail
                  icon={<Clock aria-hidden="true" className="size-4" />}
                  label="Working hours"
                >
                  {overlapNeedText(job.overlap)}
                  {myOverlap !== null ? (
                    <span className="mt-0.5 block text-xs font-medium text-neutral-600">
                      Your working day: {myOverlap} h overlap today
                    </span>
                  ) : null}
                </Detail>
              ) : null}
              {job.category ? (
                <Detail icon={<Tag aria-hidden="true" className="size-4" />} label="Category">
                  {job.category.name}
                </Detail>
              ) : null}
              <Detail
                icon={<CalendarDays aria-hidden="true" className="size-4" />}
                label="Date Updated"
              >
                <LocalDate value={job.updated_at} zone={timeZone} />
              </Detail>
              <Detail icon={<Eye aria-hidden="true" className="size-4" />} label="Views">
                {job.views}
              </Detail>
              <Detail icon={<Users aria-hidden="true" className="size-4" />} label="Applicants">
                {applicantCount(job.application_count)}
                {isOwner && job.application_count > 0 ? (
                  <>
                    {' · '}
                    <TextLink to="/my-job-posts">Review</TextLink>
                  </>
                ) : null}
              </Detail>
            </dl>
          </Card>
          {writesProposal ? null : applyArea}
          {job.employer ? (
            <MoreJobsFromCompany employerId={job.employer.id} jobId={job.id} name={employerName} />
          ) : null}
          {session !== null && !isOwner ? (
            <Link
              to={`/complaint?type=job_post&id=${job.id}`}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              <Flag aria-hidden="true" className="size-4" />
              Report Job Post
            </Link>
          ) : null}
          {isOwner ? (
            <TextLink to={`/my-job-posts/${job.id}/edit`} className="text-sm">
              Edit this job post
            </TextLink>
          ) : null}
        </aside>
        {writesProposal ? <div className="lg:col-span-2">{applyArea}</div> : null}
      </div>
      <ApplyBar job={job} session={session} isOwner={isOwner} area={applyRef} />
    </Container>
  );
}

/** "More jobs from <company>": the company's other open jobs (docs/decisions/036). */
function MoreJobsFromCompany({
  employerId,
  jobId,
  name,
}: {
  employerId: number;
  jobId: number;
  name: string;
}) {
  const { data } = useEmployerJobs(employerId, jobId);
  // Secondary to the post: nothing while loading, on failure or when there are no others.
  if (!data || data.data.length === 0) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="more-jobs-heading">
        <h2 id="more-jobs-heading" className="text-base font-semibold break-words text-neutral-900">
          More jobs from {name}
        </h2>
        <CompanyJobList jobs={data.data} className="mt-3" />
        <TextLink
          to={`/users/${employerId}`}
          className="mt-3 inline-flex items-center gap-1 text-sm"
        >
          {data.total > data.data.length ? `All ${data.total} open jobs` : 'About the company'}
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </TextLink>
      </section>
    </Card>
  );
}

/** The employer's record of answering applicants, once there is one (docs/decisions/035). */
function EmployerResponsiveness({ employerId }: { employerId: number | null }) {
  const { data } = useResponsiveness(employerId);
  if (!data) return null;
  return (
    <p className="mt-0.5 flex items-center gap-1.5 text-xs text-neutral-600">
      <Clock aria-hidden="true" className="size-3.5 shrink-0 text-neutral-500" />
      {responsivenessText(data)}
    </p>
  );
}

function LoadingJob() {
  return (
    <StatePanel heading="Loading...">
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-4 p-6 lg:col-span-2">
          <Skeleton className="block h-5 w-24" />
          <Skeleton className="block h-8 w-2/3" />
          <Skeleton className="block h-4 w-full" />
          <Skeleton className="block h-4 w-5/6" />
        </Card>
        <Card className="space-y-4 p-6">
          <Skeleton className="block h-10 w-full" />
          <Skeleton className="block h-10 w-full" />
          <Skeleton className="block h-10 w-full" />
        </Card>
      </div>
    </StatePanel>
  );
}

/** Job details /jobs/{id}, or /jobs/{id}-{slug} (spec sections 2, 4 and 8; decisions/057). */
export function JobDetailsPage() {
  const params = useParams();
  // `/jobs/123` or `/jobs/123-any-slug` (docs/decisions/057).
  const jobId = jobIdOfSegment(params.id);
  const { session } = useSessionState();
  const job = useJobPost(jobId);
  const viewer = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: session !== null && session.claims.role !== 'admin',
  });
  const recordView = useRecordJobView();
  const recordedFor = useRef<number | null>(null);
  const loaded = job.data;
  const shown = useDeferredValue(loaded);
  useDocumentTitle(loaded?.title ?? 'Job details');

  const isOwner =
    session !== null && loaded !== undefined && session.claims.sub === String(loaded.employer_id);
  useEffect(() => {
    // Spec section 4: a view is counted after the job loads; the owner's own views never count.
    if (!loaded || isOwner || recordedFor.current === loaded.id) return;
    recordedFor.current = loaded.id;
    recordView(loaded.id);
  }, [loaded, isOwner, recordView]);

  if (jobId === null || (job.error instanceof ApiError && job.error.status === 404)) {
    return (
      <StatePanel heading="Job not found">
        <Alert action={<TextLink to="/find-job">Find Jobs</TextLink>}>{MESSAGES.jobNotFound}</Alert>
      </StatePanel>
    );
  }
  if (job.isPending) return <LoadingJob />;
  if (job.isError) {
    return (
      <StatePanel heading="Job details">
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void job.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(job.error, MESSAGES.jobDetailsLoadFailed)}
        </Alert>
      </StatePanel>
    );
  }
  // The post is drawn as a deferred update, in slices of a few milliseconds, rather than in one
  // long task as the reply arrives (decisions/026); until then, and never another job's.
  if (shown?.id !== jobId) return <LoadingJob />;
  return (
    <LoadedJob
      job={shown}
      session={session}
      timeZone={viewer.data?.timezone ?? null}
      myOverlap={
        viewer.data?.role === 'jobseeker' ? overlapWithPost(shown.overlap, viewer.data) : null
      }
    />
  );
}
