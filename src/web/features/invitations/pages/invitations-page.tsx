import { useQuery } from '@tanstack/react-query';
import { MailOpen, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { InvitationCard } from '../components/invitation-card.tsx';
import { useReceivedInvitations } from '../queries/use-received-invitations.ts';

function Loading() {
  return (
    <ul aria-busy="true" className="space-y-4">
      <li className="sr-only">Loading...</li>
      {[0, 1].map((i) => (
        <li key={i}>
          <Card className="space-y-4 p-6">
            <div className="flex items-center gap-4">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="block h-5 w-1/2" />
                <Skeleton className="block h-4 w-40" />
              </div>
            </div>
            <Skeleton className="block h-16 w-full" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Empty() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailOpen aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-neutral-900">{MESSAGES.noInvitationsYet}</p>
      <p className="mt-1 max-w-md text-sm text-neutral-600">
        Employers search Find Talent for skills like yours. A profile with your skills, experience
        and a photo is the one they invite.
      </p>
      <Link to="/profile" className={buttonStyles({ className: 'mt-6' })}>
        <UserRound aria-hidden="true" className="size-4" />
        Complete my profile
      </Link>
    </Card>
  );
}

function Invitations({ userId }: { userId: string }) {
  const invitations = useReceivedInvitations();
  const profile = useQuery(profileQueryOptions(userId));
  const timeZone = profile.data?.timezone ?? null;
  const [appliedTo, setAppliedTo] = useState<string | null>(null);

  let body: ReactNode;
  if (invitations.isPending) {
    body = <Loading />;
  } else if (invitations.isError) {
    body = (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void invitations.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(invitations.error, MESSAGES.invitationsLoadFailed)}
      </Alert>
    );
  } else if (invitations.data.length === 0) {
    body = <Empty />;
  } else {
    body = (
      <ul className="space-y-4">
        {invitations.data.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} timeZone={timeZone} onApplied={setAppliedTo} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <PageHeading
        title="Invitations"
        intro="Employers who found your profile and would like you to apply to their jobs."
      />
      {appliedTo !== null ? (
        <Alert
          tone="success"
          className="mt-6"
          onDismiss={() => setAppliedTo(null)}
          action={<TextLink to="/my-applications">My Applications</TextLink>}
        >
          Your application for “{appliedTo}” was sent.
        </Alert>
      ) : null}
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** Invitations /invitations: the invitations a jobseeker received (docs/decisions/034). */
export function InvitationsPage() {
  useDocumentTitle('Invitations');
  const { session } = useSessionState();
  if (session?.claims.role !== 'jobseeker') {
    return (
      <RoleRefusal
        title="Invitations"
        intro="Employers who found your profile and would like you to apply to their jobs."
        message={MESSAGES.onlyForJobseekers}
        isSignedIn={session !== null}
        className="max-w-4xl"
      />
    );
  }
  return <Invitations userId={session.claims.sub} />;
}
