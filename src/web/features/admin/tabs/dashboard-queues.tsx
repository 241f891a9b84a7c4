import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { ComplaintTarget } from '../../../components/complaints/complaint-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useFocusRescue } from '../../../lib/focus-rescue.ts';
import { ADMIN_TEXTS, FINDING_LABELS, findingCount } from '../admin-texts.ts';
import { FindingsDialog, isHeld } from '../components/findings-dialog.tsx';
import { LoadError, TableSkeleton } from '../components/tab-parts.tsx';
import {
  useFlaggedMessagesQueue,
  useIdentityQueue,
  usePendingComplaints,
} from '../queries/dashboard-queues.ts';
import type { AdminPage } from '../queries/fetch-list.ts';
import { useModerateJobPost } from '../queries/job-posts.ts';
import { useHeldJobPosts, usePendingJobPosts } from '../queries/pending-job-posts.ts';
import type { StatusApi } from './dashboard-jobs.tsx';

/** How many entries each queue shows; the link under it opens the whole list. */
export const QUEUE_SHOWN = 5;

/**
 * One queue of work: its name and count, the newest few entries, and a link to the whole
 * list; "Nothing waiting" when empty, so a clear queue reads as done rather than as missing.
 */
function Queue<Row>({
  title,
  query,
  loadFailed,
  empty,
  allHref,
  allLabel,
  renderItem,
}: {
  title: string;
  query: UseQueryResult<AdminPage<Row>>;
  loadFailed: string;
  empty: string;
  allHref: string;
  allLabel: string;
  renderItem: (row: Row) => ReactNode;
}) {
  const id = `queue-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  // Approve takes its row out of the queue: focus goes to the next one (docs/decisions/061).
  const keepFocus = useFocusRescue<HTMLElement>('li');
  let body: ReactNode;
  if (query.isPending) body = <TableSkeleton label={`Loading ${title.toLowerCase()}`} />;
  else if (query.isError) {
    body = (
      <LoadError error={query.error} fallback={loadFailed} onRetry={() => void query.refetch()} />
    );
  } else {
    const { rows, total } = query.data;
    body =
      rows.length === 0 ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-neutral-100">{rows.map(renderItem)}</ul>
          <p className="mt-3 text-sm">
            <Link to={allHref} className={textLinkStyles}>
              {allLabel} ({total})
            </Link>
          </p>
        </>
      );
  }
  const total = query.data?.total;
  return (
    <Card className="flex min-w-0 flex-col p-4">
      <section ref={keepFocus} aria-labelledby={id}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 id={id} className="text-base font-semibold text-neutral-900">
            {title}
          </h3>
          {total === undefined ? null : (
            <Badge tone={total > 0 ? 'warning' : 'success'} className="tabular-nums">
              {total > 0 ? `${total} waiting` : 'Clear'}
            </Badge>
          )}
        </div>
        {body}
      </section>
    </Card>
  );
}

/**
 * Posts held for findings, posts awaiting review, complaints, identity documents and senders of
 * flagged messages that wait for an admin: the dashboard's top. A held post is approved from its
 * findings (docs/decisions/045).
 */
export function ActionQueues({ status }: { status: StatusApi }) {
  const held = useHeldJobPosts(QUEUE_SHOWN);
  const posts = usePendingJobPosts(QUEUE_SHOWN);
  const complaints = usePendingComplaints(QUEUE_SHOWN);
  const identities = useIdentityQueue(QUEUE_SHOWN);
  const flagged = useFlaggedMessagesQueue(QUEUE_SHOWN);
  const moderate = useModerateJobPost();
  const [findingsOf, setFindingsOf] = useState<JobPost | null>(null);
  const approve = (post: JobPost) =>
    void status.run(
      () => moderate.mutateAsync({ id: post.id, action: 'approve' }),
      () =>
        isHeld(post)
          ? ADMIN_TEXTS.jobApprovedWithFindings(post.title)
          : ADMIN_TEXTS.jobApproved(post.title),
      ADMIN_TEXTS.approveJobFailed,
    );
  const postItem = (post: JobPost) => (
    <li key={post.id} className="flex items-start justify-between gap-2 py-2">
      <div className="min-w-0 text-sm break-words">
        <Link to={`/jobs/${post.id}`} className={textLinkStyles}>
          {post.title}
        </Link>
        <span className="block text-xs text-neutral-600">
          by {post.employer?.username ?? ADMIN_TEXTS.unknown}, {formatDate(post.created_at)}
        </span>
        {isHeld(post) ? (
          <span className="block text-xs font-medium text-danger-800">
            {findingCount(post.risk_flags?.length ?? 0)}: {findingKinds(post)}
          </span>
        ) : null}
      </div>
      {isHeld(post) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setFindingsOf(post)}
          aria-label={`Review the findings in "${post.title}"`}
        >
          Review
        </Button>
      ) : (
        <Button size="sm" onClick={() => approve(post)} aria-label={`Approve "${post.title}"`}>
          Approve
        </Button>
      )}
    </li>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Queue
        title="Held for findings"
        query={held}
        loadFailed={ADMIN_TEXTS.jobPostsLoadFailed}
        empty="No post is held for findings."
        allHref="/admin?tab=job-posts&pendingReview=true&risk=flagged"
        allLabel="All held posts"
        renderItem={postItem}
      />
      <Queue
        title="Awaiting review"
        query={posts}
        loadFailed={ADMIN_TEXTS.jobPostsLoadFailed}
        empty="No post is waiting for review."
        allHref="/admin?tab=job-posts&pendingReview=true"
        allLabel="All posts awaiting review"
        renderItem={postItem}
      />
      <Queue
        title="Open complaints"
        query={complaints}
        loadFailed={ADMIN_TEXTS.complaintsLoadFailed}
        empty="No complaint is waiting."
        allHref="/admin?tab=complaints"
        allLabel="All complaints"
        renderItem={(complaint) => (
          <li key={complaint.id} className="py-2 text-sm break-words">
            <ComplaintTarget complaint={complaint} fallback={ADMIN_TEXTS.unknown} />
            <span className="block line-clamp-2 text-neutral-700">{complaint.reason}</span>
            <span className="block text-xs text-neutral-600">
              by {complaint.complainant?.username ?? ADMIN_TEXTS.unknown},{' '}
              {formatDate(complaint.created_at)}
            </span>
          </li>
        )}
      />
      <Queue
        title="Identity documents waiting"
        query={identities}
        loadFailed={ADMIN_TEXTS.usersLoadFailed}
        empty="No identity document is waiting."
        allHref="/admin?tab=users&identity=pending"
        allLabel="All documents waiting"
        renderItem={(user) => (
          <li key={user.id} className="py-2 text-sm break-words">
            <Link to={`/users/${user.id}`} className={textLinkStyles}>
              {user.username}
            </Link>
            <span className="block text-xs text-neutral-600">
              Joined {formatDate(user.created_at)}
            </span>
          </li>
        )}
      />
      {/* Several flagged chat messages within a day (docs/decisions/046). */}
      <Queue
        title="Flagged messages"
        query={flagged}
        loadFailed={ADMIN_TEXTS.usersLoadFailed}
        empty="Nobody sent several flagged messages in the last 24 hours."
        allHref="/admin?tab=users&review=flagged-messages"
        allLabel="All people to review"
        renderItem={(user) => (
          <li key={user.id} className="flex items-start justify-between gap-2 py-2 text-sm">
            <div className="min-w-0 break-words">
              <Link to={`/users/${user.id}`} className={textLinkStyles}>
                {user.username}
              </Link>
              <span className="block text-xs text-neutral-600 tabular-nums">
                {user.flagged_messages_recent ?? 0} flagged in 24 h
              </span>
            </div>
            <Link
              to={`/admin?tab=users&review=flagged-messages&messagesOf=${user.id}`}
              className={buttonStyles({
                size: 'sm',
                variant: 'secondary',
                className: 'shrink-0 whitespace-nowrap',
              })}
            >
              View messages
              <span className="sr-only"> from {user.username}</span>
            </Link>
          </li>
        )}
      />
      <FindingsDialog post={findingsOf} onClose={() => setFindingsOf(null)} onApprove={approve} />
    </div>
  );
}

/** The kinds of a post's findings, each once: "Contact details, Asks for a fee". */
const findingKinds = (post: JobPost) =>
  [...new Set((post.risk_flags ?? []).map((finding) => FINDING_LABELS[finding.kind]))].join(', ');
