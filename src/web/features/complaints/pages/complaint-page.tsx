import { type FormEvent, type ReactNode, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import {
  ComplaintStatusBadge,
  ComplaintTarget,
} from '../../../components/complaints/complaint-parts.tsx';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
import { useSessionState } from '../../../lib/session.ts';
import { checkComplaint, readComplaintType } from '../complaint-form.ts';
import { COMPLAINT_REASON_MAX_LENGTH, COMPLAINT_TEXTS } from '../complaint-texts.ts';
import { useFileComplaint, useMyComplaints } from '../queries/complaints.ts';

function ComplaintForm() {
  const [params] = useSearchParams();
  const file = useFileComplaint();
  const [type, setType] = useState<string>(readComplaintType(params.get('type')));
  const [id, setId] = useState(params.get('id') ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  // Spec section 2: on success, on to /profile after 3 seconds.
  useRedirectAfter('/profile', isSent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkComplaint({ type, id, reason });
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

  if (isSent) return <Alert tone="success">{COMPLAINT_TEXTS.sent}</Alert>;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {error ? <Alert>{error}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">Choose what you report…</option>
          <option value="job_post">Job post</option>
          <option value="profile">Profile</option>
        </SelectField>
        <InputField
          label="Target ID"
          hint="The number in the address of the job post or profile."
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
      </div>
      <TextareaField
        label="Reason"
        hint="What is wrong? Our team reads every report."
        rows={6}
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

/** "My reports": what the person reported and what came of it (docs/decisions/020). */
function MyReports() {
  const reports = useMyComplaints();
  let body: ReactNode;
  if (reports.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading your reports</span>
        <Skeleton className="block h-16 w-full" />
        <Skeleton className="block h-16 w-full" />
      </div>
    );
  } else if (reports.isError) {
    body = (
      <RetryAlert onRetry={() => void reports.refetch()}>
        {loadErrorMessage(reports.error, COMPLAINT_TEXTS.reportsLoadFailed)}
      </RetryAlert>
    );
  } else if (reports.data.length === 0) {
    body = <p className="text-sm text-neutral-600">{COMPLAINT_TEXTS.noReports}</p>;
  } else {
    body = (
      <ul className="space-y-3">
        {reports.data.map((complaint) => (
          <li key={complaint.id}>
            <Card className="p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ComplaintTarget complaint={complaint} fallback="Removed" />
                <ComplaintStatusBadge status={complaint.status} />
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-neutral-800">
                {complaint.reason}
              </p>
              <p className="mt-2 text-xs text-neutral-600">
                Reported on {formatDate(complaint.created_at)}
                {complaint.resolved_at ? `, decided on ${formatDate(complaint.resolved_at)}` : ''}
              </p>
              {complaint.resolution_comment ? (
                <p className="mt-2 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-800">
                  <span className="font-medium">Our answer: </span>
                  {complaint.resolution_comment}
                </p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="my-reports-heading" className="mt-10 max-w-2xl">
      <h2 id="my-reports-heading" className="mb-3 text-xl font-semibold text-neutral-900">
        My reports
      </h2>
      {body}
    </section>
  );
}

/** Complaint /complaint?type=&id= (spec section 2): report a job post or a profile. */
export function ComplaintPage() {
  useDocumentTitle('Report');
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Report</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">
        Report a job post or profile
      </h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Tell us about scams, discrimination, contact details where they do not belong, or anything
        else that breaks our rules.
      </p>
      <Card className="mt-8 max-w-2xl p-5 sm:p-6">
        <ComplaintForm />
      </Card>
      <MyReports />
    </Container>
  );
}
