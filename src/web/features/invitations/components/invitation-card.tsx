import { Building2, CalendarDays, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Invitation } from '../../../../shared/schemas/invitations.ts';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { useAcceptInvitation, useDeclineInvitation } from '../queries/use-answer-invitation.ts';

const STATUS = {
  pending: { label: 'Awaiting your answer', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
} as const;

type InvitationCardProps = {
  invitation: Invitation;
  timeZone: string | null;
  /** Said above the list once an acceptance has sent an application. */
  onApplied: (jobTitle: string) => void;
};

/** The job page's apply form, opened and focused (the job page reads `apply=1`). */
const applyFormPath = (jobId: number, title: string) => `${jobPagePath(jobId, title)}?apply=1`;

/**
 * One invitation: who sent it for which job, their message, and the answer. Accepting a post that
 * asks for nothing applies at once; otherwise it leads to the job's apply form (docs/decisions/034).
 */
export function InvitationCard({ invitation, timeZone, onApplied }: InvitationCardProps) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const { job_post: job, employer } = invitation;
  const sender = employer.company_name ?? employer.username;
  const title = job.title.trim() || MESSAGES.unknownJob;
  const headingId = `invitation-${invitation.id}-title`;
  const status = STATUS[invitation.status];
  const isBusy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;

  const onAccept = () =>
    accept.mutate(invitation.id, {
      onSuccess: (reply) => {
        if (reply.application) onApplied(job.title);
        else void navigate(applyFormPath(job.id, job.title));
      },
    });

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={headingId}>
        <div className="flex items-start gap-4">
          <UserAvatar username={sender} src={employer.avatar} size="md" className="ring-0" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
              <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
                {/* A closed post's page is not found for anyone but its owner. */}
                {job.is_open ? (
                  <TextLink to={jobPagePath(job.id, job.title)} className="text-neutral-900">
                    {title}
                  </TextLink>
                ) : (
                  title
                )}
              </h2>
              <Badge tone={status.tone}>
                <span className="sr-only">Status: </span>
                {status.label}
              </Badge>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
                <TextLink to={`/users/${employer.id}`} className="break-all">
                  {sender}
                </TextLink>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
                Invited on {formatDate(invitation.created_at, timeZone)}
              </span>
            </p>
          </div>
        </div>

        <blockquote className="mt-4 rounded-lg border-l-4 border-brand-200 bg-neutral-50 px-4 py-3 text-sm leading-6 break-words whitespace-pre-line text-neutral-800">
          {invitation.message}
        </blockquote>

        {failure ? (
          <Alert className="mt-4">{errorMessage(failure, MESSAGES.invitationAnswerFailed)}</Alert>
        ) : null}

        <Answer
          invitation={invitation}
          timeZone={timeZone}
          isBusy={isBusy}
          isAccepting={accept.isPending}
          onAccept={onAccept}
          onDecline={() => setIsConfirmingDecline(true)}
        />
      </article>

      <Modal
        isOpen={isConfirmingDecline}
        onClose={() => setIsConfirmingDecline(false)}
        title="Decline this invitation?"
        description={`${sender} will see that you declined. You cannot accept this invitation later, but you can still apply to the job yourself.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirmingDecline(false)} data-autofocus>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setIsConfirmingDecline(false);
              decline.mutate(invitation.id);
            }}
          >
            Decline invitation
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

type AnswerProps = {
  invitation: Invitation;
  timeZone: string | null;
  isBusy: boolean;
  isAccepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/** The foot of a card: the buttons while pending, else what became of the invitation. */
function Answer({ invitation, timeZone, isBusy, isAccepting, onAccept, onDecline }: AnswerProps) {
  const { job_post: job } = invitation;
  const answeredOn = invitation.answered_at ? formatDate(invitation.answered_at, timeZone) : null;
  const foot =
    'mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 pt-4';

  if (invitation.status === 'declined') {
    return (
      <p className={`${foot} text-sm text-neutral-600`}>
        <span className="inline-flex items-center gap-1.5">
          <CircleX aria-hidden="true" className="size-4 text-neutral-500" />
          You declined{answeredOn ? ` on ${answeredOn}` : ''}.
        </span>
      </p>
    );
  }
  if (invitation.status === 'accepted') {
    if (invitation.has_applied) {
      return (
        <p className={`${foot} text-sm text-neutral-700`}>
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-4 text-success-700" />
            You applied{answeredOn ? ` on ${answeredOn}` : ''}.
          </span>
          <TextLink to="/my-applications">My Applications</TextLink>
        </p>
      );
    }
    return (
      <div className={foot}>
        <p className="text-sm text-neutral-700">
          {job.is_open
            ? 'You accepted. Finish your application on the job page.'
            : 'You accepted, but the job is no longer open.'}
        </p>
        {job.is_open ? (
          <Link to={applyFormPath(job.id, job.title)} className={buttonStyles({ size: 'sm' })}>
            Finish application
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className={foot}>
      <p className="text-sm text-neutral-600">
        {!job.is_open
          ? 'This job is no longer open.'
          : job.asks_proposal
            ? 'Accepting opens the application form: this employer asks a few questions.'
            : 'Accepting sends your application at once.'}
      </p>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          disabled={isBusy}
          onClick={onDecline}
        >
          Decline
        </Button>
        {job.is_open ? (
          <Button
            className="flex-1 sm:flex-none"
            disabled={isBusy}
            aria-busy={isAccepting}
            onClick={onAccept}
          >
            {isAccepting ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:hidden"
              />
            ) : null}
            {job.asks_proposal ? 'Accept and apply' : 'Accept'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
