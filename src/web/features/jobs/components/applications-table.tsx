import { Check, MessageCircle, Star, UsersRound, X } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type {
  ApplicationDecision,
  JobPostApplication,
} from '../../../../shared/schemas/applications.ts';
import { ApplicationStatusBadge } from '../../../components/reviews/application-status-badge.tsx';
import { ReviewForm } from '../../../components/reviews/review-form.tsx';
import { ContentWarnings } from '../../../components/trust/content-warnings.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { proposalTerms } from '../../../lib/job-text.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useBulkReject } from '../queries/use-bulk-reject.ts';
import { useDecideApplication } from '../queries/use-decide-application.ts';
import { useJobApplications } from '../queries/use-job-applications.ts';
import { type ReviewFilter, type ReviewSort, reviewList } from '../review.ts';
import { ApplicantCell } from './applicant-cell.tsx';
import { BulkRejectForm } from './bulk-reject-form.tsx';
import { ReviewToolbar } from './review-toolbar.tsx';

type RowProps = {
  application: JobPostApplication;
  jobId: number;
  requiredSkills: string[];
  timeZone: string | null;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
};

/**
 * Whether focus has fallen to <body>, or is about to: a control that had it was disabled or
 * removed. Chromium moves focus off a control disabled while focused only at its next rendering
 * update, so until then the disabled button still holds it and counts as lost here.
 */
function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/**
 * Cells: a table row from sm up; below it each row is a small card of labelled lines, so phones
 * reach Accept and Reject without scrolling sideways.
 */
const cell = 'block px-0 py-1 align-top text-sm sm:table-cell sm:px-3 sm:py-3';

/** The column name inside a cell, shown only where the table header is hidden (phones). */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mr-1.5 text-xs font-semibold text-neutral-600 sm:hidden">
      {children}
    </span>
  );
}

function ApplicationRow({
  application,
  jobId,
  requiredSkills,
  timeZone,
  isSelected,
  onSelect,
}: RowProps) {
  const decide = useDecideApplication();
  const [isReviewing, setIsReviewing] = useState(false);
  const [justReviewed, setJustReviewed] = useState(false);
  const status = application.status;
  const isPending = status === 'Pending';
  const name = application.username || MESSAGES.unknownUser;
  const isReviewed = application.has_reviewed || justReviewed;
  // Accept and Reject disable themselves: the result is said politely and focus goes to it,
  // not to <body>; a failure gives focus back to the button pressed (docs/decisions/061).
  const [decided, setDecided] = useState<ApplicationDecision | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  const send = (next: ApplicationDecision, button: HTMLButtonElement) => {
    pressed.current = button;
    setDecided(null);
    decide.mutate(
      { applicationId: application.id, jobId, status: next },
      {
        onSuccess: () => {
          pressed.current = null;
          setDecided(next);
          announce(DECIDED[next](name));
        },
      },
    );
  };
  useEffect(() => {
    if (decided && status === decided && isFocusLost()) resultRef.current?.focus();
  }, [decided, status]);
  useEffect(() => {
    if (decide.isPending || !pressed.current) return;
    if (isFocusLost()) pressed.current.focus();
    pressed.current = null;
  }, [decide.isPending]);

  return (
    <Fragment>
      <tr className="block rounded-lg border border-neutral-200 px-3 py-2 sm:table-row sm:rounded-none sm:border-0 sm:p-0">
        <td className={`${cell} sm:w-8 max-sm:float-right`}>
          {/* Only Pending applications can be rejected, so only they can be chosen. */}
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            disabled={!isPending}
            checked={isSelected && isPending}
            onChange={(event) => onSelect(event.target.checked)}
            className="mt-1 size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
          />
        </td>
        <th scope="row" className={`${cell} text-left font-medium text-neutral-900 sm:min-w-52`}>
          <ApplicantCell application={application} requiredSkills={requiredSkills} />
        </th>
        <td className={`${cell} text-neutral-700 [overflow-wrap:anywhere] sm:w-48`}>
          <CellLabel>Email</CellLabel>
          {application.email ? (
            <a href={`mailto:${application.email}`} className="hover:underline">
              {application.email}
            </a>
          ) : (
            MESSAGES.notProvided
          )}
        </td>
        <td className={`${cell} break-words text-neutral-700 sm:min-w-64 sm:max-w-80`}>
          <CellLabel>Description</CellLabel>
          {application.jobDescription?.trim() ? (
            <CoverLetter text={application.jobDescription} />
          ) : (
            <span className="text-neutral-600 italic">{MESSAGES.notProvided}</span>
          )}
          {/* What the scam detector found in the cover letter (docs/decisions/046). */}
          <ContentWarnings findings={application.flags ?? []} className="mt-2" />
          <ProposalDetails application={application} />
        </td>
        <td className={`${cell} whitespace-nowrap text-neutral-700`}>
          <CellLabel>Applied on</CellLabel>
          {formatDate(application.appliedAt, timeZone)}
        </td>
        <td className={cell}>
          <CellLabel>Status</CellLabel>
          <ApplicationStatusBadge status={status} />
        </td>
        <td className={`${cell} max-sm:pt-2`}>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={!isPending || decide.isPending}
              aria-label={`Accept ${name}`}
              onClick={(event) => send('Accepted', event.currentTarget)}
            >
              <Check aria-hidden="true" className="size-4" />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!isPending || decide.isPending}
              aria-label={`Reject ${name}`}
              onClick={(event) => send('Rejected', event.currentTarget)}
            >
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
            {status === 'Accepted' ? (
              // An Accepted application's chat (docs/decisions/016) has the application's id.
              <Link
                to={`/messages?chat=${application.id}`}
                aria-label={`Message ${name}`}
                className={buttonStyles({ size: 'sm', variant: 'secondary' })}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Message
              </Link>
            ) : null}
            {status === 'Accepted' && !isReviewed && !isReviewing ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Leave Review for ${name}`}
                onClick={() => setIsReviewing(true)}
              >
                <Star aria-hidden="true" className="size-4" />
                Leave Review
              </Button>
            ) : null}
          </div>
          {decide.isError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
              {errorMessage(decide.error, MESSAGES.applicationUpdateFailed)}
            </p>
          ) : null}
          {decided && status === decided ? (
            <p
              ref={resultRef}
              tabIndex={-1}
              className="mt-2 text-sm font-medium text-neutral-700 focus:outline-none"
            >
              {DECIDED[decided](name)}
            </p>
          ) : null}
          {justReviewed ? (
            <p role="status" className="mt-2 text-sm font-medium text-success-800">
              {MESSAGES.reviewThanks}
            </p>
          ) : isReviewed && status === 'Accepted' ? (
            <p className="mt-2 text-sm text-neutral-600">Reviewed</p>
          ) : null}
        </td>
      </tr>
      {isReviewing ? (
        <tr className="block sm:table-row">
          <td colSpan={7} className="block pb-4 sm:table-cell sm:px-3">
            <ReviewForm
              jobApplicationId={application.id}
              subjectName={name}
              onCancel={() => setIsReviewing(false)}
              onReviewed={() => {
                setIsReviewing(false);
                setJustReviewed(true);
              }}
            />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** Past this length a cover letter shows its first lines, and the rest on demand. */
const COVER_LETTER_PREVIEW = 240;

/**
 * The cover letter, four lines of it until asked for the rest: a table of 25 applicants stays a
 * list to scan, not a wall of letters (docs/decisions/035).
 */
function CoverLetter({ text }: { text: string }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const isLong = text.length > COVER_LETTER_PREVIEW;
  return (
    <>
      <span
        id={id}
        // line-clamp-4 sets its own display (-webkit-box); `block` would undo it.
        className={`whitespace-pre-line ${isLong && !isOpen ? 'line-clamp-4' : 'block'}`}
      >
        {text}
      </span>
      {isLong ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setOpen(!isOpen)}
          className="mt-1 font-medium text-brand-700 hover:underline"
        >
          {isOpen ? 'Show less' : 'Read the whole letter'}
        </button>
      ) : null}
    </>
  );
}

/** The rest of the proposal (docs/decisions/033): rate and hours, then the answers on demand. */
function ProposalDetails({ application }: { application: JobPostApplication }) {
  const terms = proposalTerms(application);
  return (
    <>
      {terms ? <span className="mt-1 block font-medium text-neutral-900">{terms}</span> : null}
      {application.screening_answers.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-brand-700">
            Answers ({application.screening_answers.length})
          </summary>
          <dl className="mt-1 space-y-2 whitespace-normal">
            {application.screening_answers.map(({ question, answer }) => (
              <div key={question}>
                <dt className="font-medium text-neutral-900">{question}</dt>
                <dd className="whitespace-pre-line">{answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}

type ApplicationsTableProps = {
  jobId: number;
  jobTitle: string;
  requiredSkills: string[];
  timeZone: string | null;
};

/**
 * The applications to one of the employer's posts (spec "My Job Posts"), with Accept and Reject,
 * as a review view (docs/decisions/035): who each applicant is, their proposal, a status filter,
 * an order, and rejecting several at once with one message.
 */
export function ApplicationsTable({
  jobId,
  jobTitle,
  requiredSkills,
  timeZone,
}: ApplicationsTableProps) {
  const applications = useJobApplications(jobId, { enabled: true });
  const bulkReject = useBulkReject();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('oldest');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isRejecting, setIsRejecting] = useState(false);

  if (applications.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading applications</span>
        <Skeleton className="block h-8 w-full" />
        <Skeleton className="block h-8 w-full" />
      </div>
    );
  }
  if (applications.isError) {
    return (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(applications.error, MESSAGES.applicationsLoadFailed)}
      </Alert>
    );
  }
  if (applications.data.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-lg border border-dashed border-neutral-300 px-4 py-5 text-sm text-neutral-600">
        <UsersRound aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
        {MESSAGES.noApplicationsToPost}
      </p>
    );
  }
  const all = applications.data;
  const shown = reviewList(all, filter, sort);
  // Decided or hidden rows drop out of the selection, so the count never promises too much.
  const chosen = shown.filter((a) => a.status === 'Pending' && selected.has(a.id));
  const select = (id: number, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div>
      <ReviewToolbar
        jobTitle={jobTitle}
        applications={all}
        filter={filter}
        sort={sort}
        selectedCount={chosen.length}
        onFilter={setFilter}
        onSort={setSort}
        onRejectSelected={() => {
          bulkReject.reset();
          setIsRejecting(true);
        }}
      />
      {isRejecting && chosen.length > 0 ? (
        <div className="mb-4">
          <BulkRejectForm
            question={`Reject ${chosen.length} ${chosen.length === 1 ? 'applicant' : 'applicants'}?`}
            confirmLabel={`Reject ${chosen.length}`}
            isBusy={bulkReject.isPending}
            error={
              bulkReject.isError
                ? errorMessage(bulkReject.error, MESSAGES.applicationUpdateFailed)
                : null
            }
            onCancel={() => setIsRejecting(false)}
            onConfirm={(message) =>
              bulkReject.mutate(
                { jobId, applicationIds: chosen.map((a) => a.id), message },
                {
                  onSuccess: () => {
                    setIsRejecting(false);
                    setSelected(new Set());
                  },
                },
              )
            }
          />
        </div>
      ) : null}
      {bulkReject.isSuccess ? (
        <p role="status" className="mb-3 text-sm font-medium text-success-800">
          {bulkReject.data.rejected.length === 1
            ? '1 applicant rejected and e-mailed.'
            : `${bulkReject.data.rejected.length} applicants rejected and e-mailed.`}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-5 text-sm text-neutral-600">
          No {FILTER_WORDS[filter]} applications.
        </p>
      ) : (
        <div className="relative -mx-1 overflow-x-auto px-1">
          <table className="block w-full border-collapse text-left sm:table sm:min-w-[52rem]">
            <caption className="sr-only">Applications to {jobTitle}</caption>
            <thead className="max-sm:hidden">
              <tr className="border-b border-neutral-200 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="px-3 py-2">
                  Username
                </th>
                <th scope="col" className="px-3 py-2">
                  Email
                </th>
                <th scope="col" className="px-3 py-2">
                  Description
                </th>
                <th scope="col" className="px-3 py-2">
                  Applied on
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-neutral-100">
              {shown.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  jobId={jobId}
                  requiredSkills={requiredSkills}
                  timeZone={timeZone}
                  isSelected={selected.has(application.id)}
                  onSelect={(isSelected) => select(application.id, isSelected)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** What a decision did: shown under the row's buttons and read out. */
const DECIDED: Record<ApplicationDecision, (name: string) => string> = {
  Accepted: (name) => `${name} accepted and e-mailed.`,
  Rejected: (name) => `${name} rejected and e-mailed.`,
};

const FILTER_WORDS: Record<ReviewFilter, string> = {
  all: '',
  Pending: 'pending',
  Accepted: 'accepted',
  Rejected: 'rejected',
};
