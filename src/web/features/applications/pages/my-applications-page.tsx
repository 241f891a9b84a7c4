import { useQuery } from '@tanstack/react-query';
import { Search, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { useMyApplications } from '../queries/use-my-applications.ts';

const findJobsLink = (
  <Link to="/find-job" className={buttonStyles({ size: 'md' })}>
    <Search aria-hidden="true" className="size-4" />
    Find Jobs
  </Link>
);

function MyApplications({ userId }: { userId: string }) {
  const applications = useMyApplications({ enabled: true });
  const profile = useQuery(profileQueryOptions(userId));
  const timeZone = profile.data?.timezone ?? null;

  let body: ReactNode;
  if (applications.isPending) {
    body = (
      <ul aria-busy="true" className="space-y-4">
        <li className="sr-only">Loading...</li>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Card className="space-y-3 p-6">
              <Skeleton className="block h-6 w-1/2" />
              <Skeleton className="block h-4 w-40" />
              <Skeleton className="block h-4 w-32" />
            </Card>
          </li>
        ))}
      </ul>
    );
  } else if (applications.isError) {
    body = (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(applications.error, MESSAGES.applicationsLoadFailedRetry)}
      </Alert>
    );
  } else if (applications.data.length === 0) {
    body = (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Send aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-4 text-base font-semibold text-neutral-900">
          {MESSAGES.noApplicationsYet}
        </p>
        <p className="mt-1 max-w-md text-sm text-neutral-600">
          Find a job that fits your skills and apply with one click; the employer sees your profile.
        </p>
        <div className="mt-6">{findJobsLink}</div>
      </Card>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {applications.data.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <PageHeading
        title="My Applications"
        intro="Every job you applied to, and what the employer decided."
        action={findJobsLink}
      />
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** My Applications /my-applications (spec section 2): the jobseeker's applications. */
export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
  const { session } = useSessionState();
  if (session?.claims.role !== 'jobseeker') {
    return (
      <RoleRefusal
        title="My Applications"
        intro="Every job you applied to, and what the employer decided."
        message={MESSAGES.onlyForJobseekers}
        isSignedIn={session !== null}
        className="max-w-4xl"
      />
    );
  }
  return <MyApplications userId={session.claims.sub} />;
}
