import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type Finding, riskKinds } from '../../../../shared/trust/findings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { ADMIN_TEXTS, FINDING_LABELS } from '../admin-texts.ts';
import { FLAGGED_MESSAGES_SHOWN, useFlaggedMessages } from '../queries/users.ts';
import { LoadError } from './tab-parts.tsx';

/** The kinds a message was flagged for, as warning badges; nothing for a clean one. */
export function FindingBadges({
  findings,
  className,
}: {
  findings: readonly Finding[];
  className?: string;
}) {
  const kinds = riskKinds(findings);
  if (kinds.length === 0) return null;
  return (
    <p className={clsx('flex flex-wrap gap-1.5', className)}>
      <span className="sr-only">Flagged:</span>
      {kinds.map((kind) => (
        <Badge key={kind} tone="warning">
          {FINDING_LABELS[kind]}
        </Badge>
      ))}
    </p>
  );
}

/** One person's flagged chat messages, newest first: the review queue's evidence. */
export function FlaggedMessagesDialog({
  user,
  onClose,
}: {
  user: { id: number; username: string } | null;
  onClose: () => void;
}) {
  const flagged = useFlaggedMessages(user?.id ?? null);
  let body: ReactNode;
  if (flagged.isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading the flagged messages</span>
        <Skeleton className="block h-16 w-full" />
        <Skeleton className="block h-16 w-full" />
      </div>
    );
  } else if (flagged.isError) {
    body = (
      <LoadError
        error={flagged.error}
        fallback={ADMIN_TEXTS.flaggedMessagesFailed}
        onRetry={() => void flagged.refetch()}
      />
    );
  } else if (flagged.data.total === 0) {
    body = <p className="text-sm text-neutral-600">No message of this person was flagged.</p>;
  } else {
    const { data, total } = flagged.data;
    body = (
      <>
        <ol className="max-h-[60vh] divide-y divide-neutral-100 overflow-y-auto">
          {data.map((message) => (
            <li key={message.id} className="py-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-neutral-600">
                <span className="min-w-0 break-all">
                  To{' '}
                  <span className="font-medium text-neutral-800">{message.recipient.username}</span>
                </span>
                <time dateTime={message.created_at}>
                  {formatDateTime(message.created_at, null)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-neutral-900 wrap-anywhere">
                {message.content}
              </p>
              <FindingBadges findings={message.flags} className="mt-1.5" />
            </li>
          ))}
        </ol>
        {total > data.length ? (
          <p className="border-t border-neutral-100 pt-2.5 text-xs text-neutral-600">
            The newest {FLAGGED_MESSAGES_SHOWN} of {total} flagged messages are shown.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={`Flagged messages of ${user?.username ?? ''}`}
      description="Chat messages the scam detector flagged, newest first. They were delivered with a warning to the recipient."
    >
      {body}
    </Modal>
  );
}
