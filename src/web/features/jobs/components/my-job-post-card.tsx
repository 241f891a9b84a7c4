import {
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  ChevronDown,
  Eye,
  Lock,
  LockOpen,
  Pencil,
  Sparkles,
  Users,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { applicantCount, jobExcerpt, salaryPerHour } from '../../../lib/job-text.ts';
import { SuggestedTalentPanel } from '../../recommendations/suggested-talent-panel.tsx';
import { POST_STATUS_LABELS, postViewStatus } from '../my-posts-view.ts';
import { useBulkReject } from '../queries/use-bulk-reject.ts';
import { useCloseJobPost } from '../queries/use-close-job-post.ts';
import { useExtendJobPost } from '../queries/use-extend-job-post.ts';
import { useReopenJobPost } from '../queries/use-reopen-job-post.ts';
import { ApplicationsTable } from './applications-table.tsx';
import { ClosePostForm } from './close-post-form.tsx';
import { findingsTitle, PostFindings } from './post-findings.tsx';

const STATUS_TONES = { active: 'success', pending: 'warning', closed: 'neutral' } as const;

/** Within this many days of its expiry a post's closing date stands out (docs/decisions/058). */
const CLOSING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: My Job Posts cards cut descriptions to 100 characters. */
const EXCERPT_LENGTH = 100;

type MyJobPostCardProps = {
  post: JobPost;
  timeZone: string | null;
  isApplicationsOpen: boolean;
  onToggleApplications: () => void;
};

/**
 * One of the employer's own posts (spec "My Job Posts"), with Edit, Extend (an open post's
 * closing date moved 60 days on, docs/decisions/058), Close or Reopen, and View Applications,
 * which opens the applications table inside the card.
 */
export function MyJobPostCard({
  post,
  timeZone,
  isApplicationsOpen,
  onToggleApplications,
}: MyJobPostCardProps) {
  const close = useCloseJobPost();
  const reopen = useReopenJobPost();
  const extend = useExtendJobPost();
  const bulkReject = useBulkReject();
  const [isClosing, setIsClosing] = useState(false);
  const [isSuggestionsOpen, setIsSuggestionsOpen] = useState(false);
  const isActive = post.status === 'Active';
  const viewStatus = postViewStatus(post);
  const isHeld = viewStatus === 'pending' && (post.risk_flags?.length ?? 0) > 0;
  const isBusy = close.isPending || reopen.isPending || extend.isPending || bulkReject.isPending;
  const actionError = close.isError
    ? errorMessage(close.error, MESSAGES.closeJobFailed)
    : reopen.isError
      ? errorMessage(reopen.error, MESSAGES.reopenJobFailed)
      : extend.isError
        ? errorMessage(extend.error, MESSAGES.jobExtendFailed)
        : bulkReject.isError
          ? errorMessage(bulkReject.error, MESSAGES.applicationUpdateFailed)
          : null;
  // A public post closes by itself on this date unless extended (docs/decisions/058).
  const expiresAt = viewStatus === 'active' ? post.expires_at : null;
  const isClosingSoon =
    expiresAt !== null && Date.parse(expiresAt) - Date.now() < CLOSING_SOON_DAYS * DAY_MS;
  // Closed first, then the rejections: were the second call to fail, the post is still closed
  // and the error says so; the employer can reject from the table (docs/decisions/035).
  const closePost = (rejectWith: string | null) => {
    reopen.reset();
    extend.reset();
    bulkReject.reset();
    close.mutate(post.id, {
      onSuccess: () => {
        setIsClosing(false);
        if (rejectWith !== null) bulkReject.mutate({ jobId: post.id, message: rejectWith });
      },
    });
  };
  const headingId = `job-post-${post.id}-title`;
  const applicationsId = `job-post-${post.id}-applications`;
  const suggestionsId = `job-post-${post.id}-suggested-talent`;
  // Suggested talent is for open, approved posts (docs/decisions/054).
  const canSuggest = viewStatus === 'active';

  return (
    <Card className="flex h-full flex-col p-5 sm:p-6">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* One status, as a label: Pending review until an admin approves (docs/decisions/040). */}
          <Badge tone={STATUS_TONES[viewStatus]}>
            <span className="sr-only">Status: </span>
            {POST_STATUS_LABELS[viewStatus]}
          </Badge>
          {/* The number an employer looks for first, where the eye starts (docs/decisions/040). */}
          <p className="flex items-center gap-1.5 text-sm font-medium text-neutral-900">
            <Users aria-hidden="true" className="size-4 text-neutral-600" />
            {applicantCount(post.application_count)}
          </p>
        </div>
        <h2 id={headingId} className="mt-3 text-lg font-semibold break-words text-neutral-900">
          <Link
            to={jobPagePath(post.id, post.title)}
            className="hover:text-brand-700 hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm leading-6 break-words text-neutral-600">
          {jobExcerpt(post.description, EXCERPT_LENGTH)}
        </p>
        {/* Held: waiting for review with risk findings (docs/decisions/045). */}
        {isHeld ? (
          <PostFindings
            className="mt-4"
            findings={post.risk_flags ?? []}
            title={`Held for review: ${findingsTitle(post.risk_flags ?? [])}`}
            note="A moderator reads these sentences before the post appears in search. Edit the post to rewrite them."
          />
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-neutral-600">Application limit</dt>
            <dd className="font-medium text-neutral-900">
              {post.applicationLimit ?? MESSAGES.noLimit}
            </dd>
          </div>
          <div>
            <dt className="text-neutral-600">Salary</dt>
            <dd className="font-medium text-neutral-900">{salaryPerHour(post.salary)}</dd>
          </div>
          <div className="flex items-center gap-1.5 text-neutral-600">
            <dt className="sr-only">Updated</dt>
            <CalendarDays aria-hidden="true" className="size-4" />
            <dd>Updated {formatDate(post.updated_at, timeZone)}</dd>
          </div>
          <div className="flex items-center gap-1.5 text-neutral-600">
            <dt className="sr-only">Views</dt>
            <Eye aria-hidden="true" className="size-4" />
            <dd>{post.views === 1 ? '1 view' : `${post.views} views`}</dd>
          </div>
          {expiresAt ? (
            <div
              className={`col-span-2 flex items-center gap-1.5 ${isClosingSoon ? 'font-medium text-warning-800' : 'text-neutral-600'}`}
            >
              <dt className="sr-only">Closes</dt>
              <CalendarClock aria-hidden="true" className="size-4" />
              <dd>Closes on {formatDate(expiresAt, timeZone)}</dd>
            </div>
          ) : null}
        </dl>
        {/* A taller neighbour (an open close form) leaves its space above the actions, not in
            the middle of this card's facts. */}
        <div aria-hidden="true" className="flex-1" />
        {actionError ? <Alert className="mt-4">{actionError}</Alert> : null}
        {extend.isSuccess && expiresAt ? (
          <Alert tone="success" className="mt-4">
            Extended: open until {formatDate(expiresAt, timeZone)}.
          </Alert>
        ) : null}
        {isClosing && isActive ? (
          <ClosePostForm
            jobTitle={post.title}
            hasApplicants={post.application_count > 0}
            isBusy={isBusy}
            onConfirm={closePost}
            onCancel={() => setIsClosing(false)}
          />
        ) : null}
        <div className="mt-5 flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
          <Link
            to={`/my-job-posts/${post.id}/edit`}
            aria-label={`Edit ${post.title}`}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          {expiresAt ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              aria-label={`Extend ${post.title} by 60 days`}
              title="Keep it open for 60 more days"
              onClick={() => {
                close.reset();
                reopen.reset();
                extend.mutate(post.id);
              }}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Extend
            </Button>
          ) : null}
          {isActive ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              aria-label={`Close ${post.title}`}
              aria-expanded={isClosing}
              // Always a confirmation; with applicants it also asks what becomes of them.
              onClick={() => setIsClosing(true)}
            >
              <Lock aria-hidden="true" className="size-4" />
              Close
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              aria-label={`Reopen ${post.title}`}
              onClick={() => {
                close.reset();
                extend.reset();
                reopen.mutate(post.id);
              }}
            >
              <LockOpen aria-hidden="true" className="size-4" />
              Reopen
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isApplicationsOpen}
            aria-controls={applicationsId}
            aria-label={`View Applications to ${post.title}`}
            onClick={onToggleApplications}
          >
            <UsersRound aria-hidden="true" className="size-4" />
            View Applications
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform motion-reduce:transition-none ${isApplicationsOpen ? 'rotate-180' : ''}`}
            />
          </Button>
          {canSuggest ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={isSuggestionsOpen}
              aria-controls={suggestionsId}
              aria-label={`${MESSAGES.suggestedTalentTitle} for ${post.title}`}
              onClick={() => setIsSuggestionsOpen((open) => !open)}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {MESSAGES.suggestedTalentTitle}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform motion-reduce:transition-none ${isSuggestionsOpen ? 'rotate-180' : ''}`}
              />
            </Button>
          ) : null}
        </div>
        <section
          id={suggestionsId}
          hidden={!(canSuggest && isSuggestionsOpen)}
          aria-label={`${MESSAGES.suggestedTalentTitle} for ${post.title}`}
          className="mt-5"
        >
          {canSuggest && isSuggestionsOpen ? (
            <SuggestedTalentPanel postId={post.id} jobTitle={post.title} />
          ) : null}
        </section>
        <section
          id={applicationsId}
          hidden={!isApplicationsOpen}
          aria-label={`Applications to ${post.title}`}
          className="mt-5"
        >
          {isApplicationsOpen ? (
            <ApplicationsTable
              jobId={post.id}
              jobTitle={post.title}
              requiredSkills={post.required_skills}
              timeZone={timeZone}
            />
          ) : null}
        </section>
      </article>
    </Card>
  );
}
