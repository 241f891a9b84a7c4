import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { RedirectNotice } from '../../../components/ui/redirect-notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import type { ComplaintType } from '../../../lib/complaints.ts';
import { checkComplaint } from '../complaint-form.ts';
import { COMPLAINT_REASON_MAX_LENGTH, COMPLAINT_TEXTS } from '../complaint-texts.ts';
import { useFileComplaint } from '../queries/complaints.ts';
import { type ReportedTarget, useReportedTarget } from '../queries/reported-target.ts';
import { ComplaintCategoryField } from './complaint-category-field.tsx';

type Target = { type: ComplaintType; id: number };

/** What is being reported, read-only: the job's title or the person's name, linked. */
function TargetSummary({ target }: { target: ReportedTarget }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">
        {target.kind === 'Job post' ? 'Job post you are reporting' : 'Profile you are reporting'}
      </p>
      <p className="mt-1 text-base font-semibold break-words text-neutral-900">
        <Link to={target.href} className={textLinkStyles}>
          {target.name}
        </Link>
      </p>
      {target.by ? <p className="text-sm text-neutral-600">by {target.by}</p> : null}
    </div>
  );
}

/**
 * The report itself (spec "Complaint"): the target the address names, shown and not editable,
 * the kind of wrong, then the reason in the person's words (docs/decisions/040).
 */
export function ComplaintForm({ target, viewerId }: { target: Target; viewerId: number }) {
  const reported = useReportedTarget(target);
  const file = useFileComplaint();
  const [category, setCategory] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const errorId = useId();

  if (reported.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading what you are reporting</span>
        <Skeleton className="block h-16 w-full" />
        <Skeleton className="block h-32 w-full" />
      </div>
    );
  }
  if (!reported.data) {
    const isGone = reported.error instanceof ApiError && reported.error.status === 404;
    return isGone ? (
      <Alert tone="warning">
        {target.type === 'job_post' ? COMPLAINT_TEXTS.jobGone : COMPLAINT_TEXTS.profileGone}
      </Alert>
    ) : (
      <RetryAlert onRetry={reported.refetch}>{COMPLAINT_TEXTS.targetLoadFailed}</RetryAlert>
    );
  }
  if (reported.data.ownerId === viewerId) {
    return <Alert tone="info">{MESSAGES.complaintAgainstSelf}</Alert>;
  }
  // Spec section 2: on success, on to /profile after 3 seconds. The notice keeps its place (the
  // second child) when the form gives way to the thank-you, so its live region stays the same.
  const redirect = <RedirectNotice to="/profile" destination="your profile" isActive={isSent} />;
  if (isSent) {
    return (
      <>
        <Alert tone="success">{COMPLAINT_TEXTS.sent}</Alert>
        {redirect}
      </>
    );
  }
  // The fields an error is about point at it (WCAG 3.3.1, 1.3.1): the empty ones for 'Please
  // fill in all fields.', the reason for its length.
  const isMissing = error === COMPLAINT_TEXTS.fillAllFields;
  const isCategoryInvalid = isMissing && category === '';
  const isReasonInvalid = (isMissing && reason.trim() === '') || error === COMPLAINT_TEXTS.tooLong;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkComplaint({ type: target.type, id: String(target.id), category, reason });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      await file.mutateAsync(checked.body);
      setIsSent(true);
    } catch (failure) {
      setError(errorMessage(failure, COMPLAINT_TEXTS.failed));
    }
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {error ? <Alert id={errorId}>{error}</Alert> : null}
        <TargetSummary target={reported.data} />
        <ComplaintCategoryField
          value={category}
          onChange={setCategory}
          errorId={isCategoryInvalid ? errorId : undefined}
        />
        <TextareaField
          label="Reason"
          hint="What happened? Include what was said or asked. Our team reads every report."
          rows={5}
          maxLength={COMPLAINT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          formErrorId={isReasonInvalid ? errorId : undefined}
        />
        <div className="sm:w-56">
          <SubmitButton isBusy={file.isPending}>Submit Report</SubmitButton>
        </div>
      </form>
      {redirect}
    </>
  );
}
