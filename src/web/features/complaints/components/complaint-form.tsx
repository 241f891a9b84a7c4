import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import type { ComplaintType } from '../../../lib/complaints.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
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
  // Spec section 2: on success, on to /profile after 3 seconds.
  useRedirectAfter('/profile', isSent);

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
  if (isSent) return <Alert tone="success">{COMPLAINT_TEXTS.sent}</Alert>;

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
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {error ? <Alert>{error}</Alert> : null}
      <TargetSummary target={reported.data} />
      <ComplaintCategoryField
        value={category}
        onChange={setCategory}
        isInvalid={error === COMPLAINT_TEXTS.fillAllFields}
      />
      <TextareaField
        label="Reason"
        hint="What happened? Include what was said or asked. Our team reads every report."
        rows={5}
        maxLength={COMPLAINT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="sm:w-56">
        <SubmitButton isBusy={file.isPending}>Submit Report</SubmitButton>
      </div>
    </form>
  );
}
