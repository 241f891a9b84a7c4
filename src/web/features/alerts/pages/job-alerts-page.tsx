import { BellRing, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useSessionState } from '../../../lib/session.ts';
import { AlertRow } from '../components/alert-row.tsx';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../queries.ts';

const INTRO = 'Searches you saved on Find Jobs. New jobs that match come to you by e-mail.';

function Empty() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellRing aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-neutral-900">No job alerts yet</p>
      <p className="mt-1 max-w-md text-sm text-neutral-600">
        Search Find Jobs for the work you want, then press “Get alerts for this search”.
      </p>
      <Link to="/find-job" className={buttonStyles({ className: 'mt-6' })}>
        <Search aria-hidden="true" className="size-4" />
        Find Jobs
      </Link>
    </Card>
  );
}

function JobAlerts() {
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();

  let body: ReactNode;
  if (searches.isPending) {
    body = (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading...</span>
        {[0, 1].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <Skeleton className="block h-5 w-1/3" />
            <Skeleton className="block h-4 w-2/3" />
            <Skeleton className="block h-10 w-full" />
          </Card>
        ))}
      </div>
    );
  } else if (searches.isError) {
    body = (
      <RetryAlert onRetry={() => void searches.refetch()}>
        {loadErrorMessage(searches.error, MESSAGES.savedSearchLoadFailed)}
      </RetryAlert>
    );
  } else if (searches.data.length === 0) {
    body = <Empty />;
  } else {
    body = (
      <ul className="space-y-4">
        {searches.data.map((search) => (
          <li key={search.id}>
            <AlertRow
              search={search}
              onChange={(change) => update.mutateAsync({ id: search.id, change })}
              onDelete={() => remove.mutateAsync(search.id)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <PageHeading title="Job alerts" intro={INTRO} />
      {remove.isSuccess ? (
        <Alert tone="success" className="mt-6" onDismiss={() => remove.reset()}>
          {MESSAGES.savedSearchDeleted}
        </Alert>
      ) : null}
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** Job alerts /job-alerts: a jobseeker's saved searches (docs/decisions/053). */
export function JobAlertsPage() {
  useDocumentTitle('Job alerts');
  const { session } = useSessionState();
  if (session?.claims.role !== 'jobseeker') {
    return (
      <RoleRefusal
        title="Job alerts"
        intro={INTRO}
        message={MESSAGES.onlyForJobseekers}
        isSignedIn={session !== null}
        className="max-w-4xl"
      />
    );
  }
  return <JobAlerts />;
}
