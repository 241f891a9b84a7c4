import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { COMPLAINT_CATEGORY_LABELS } from '../../../../shared/complaint-categories.ts';
import {
  ComplaintStatusBadge,
  ComplaintTarget,
} from '../../../components/complaints/complaint-parts.tsx';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useSessionState } from '../../../lib/session.ts';
import { readComplaintTarget } from '../complaint-form.ts';
import { COMPLAINT_TEXTS } from '../complaint-texts.ts';
import { ComplaintForm } from '../components/complaint-form.tsx';
import { useMyComplaints } from '../queries/complaints.ts';

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
                <ComplaintTarget complaint={complaint} fallback="Removed" isProfileNamed />
                <ComplaintStatusBadge status={complaint.status} />
              </div>
              {complaint.category ? (
                <p className="mt-2 text-sm font-medium text-neutral-900">
                  {COMPLAINT_CATEGORY_LABELS[complaint.category]}
                </p>
              ) : null}
              <p className="mt-1 text-sm whitespace-pre-line text-neutral-800">
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
  const [params] = useSearchParams();
  if (!session) return <Navigate to="/login" replace />;
  const target = readComplaintTarget(params.get('type'), params.get('id'));
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
        {target ? (
          <ComplaintForm
            key={`${target.type}:${target.id}`}
            target={target}
            viewerId={Number(session.claims.sub)}
          />
        ) : (
          <Alert tone="info">{COMPLAINT_TEXTS.noTarget}</Alert>
        )}
      </Card>
      <MyReports />
    </Container>
  );
}
