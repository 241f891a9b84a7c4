import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { JOB_STATUS_LABELS } from '../../../../shared/jobs.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS, findingCount } from '../admin-texts.ts';
import { ActionMenu } from '../components/action-menu.tsx';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { BreakableText, Td } from '../components/data-table.tsx';
import { FindingsDialog, isHeld } from '../components/findings-dialog.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { type ListFilter, ListFilters } from '../components/list-filters.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { TabHeader, yesNo } from '../components/tab-parts.tsx';
import { parseApplicationLimit } from '../prompt-rules.ts';
import {
  useAdminJobPosts,
  useDeleteJobPost,
  useModerateJobPost,
  useSetJobLimit,
} from '../queries/job-posts.ts';

type ActionStatusApi = ReturnType<typeof useActionStatus>;

/** Set Application Limit: a number, or empty for none of the post's own (spec section 5). */
function LimitDialog({
  post,
  onClose,
  status,
}: {
  post: JobPost | null;
  onClose: () => void;
  status: ActionStatusApi;
}) {
  const [value, setValue] = useState('');
  const setLimit = useSetJobLimit();
  return (
    <FormDialog
      key={post?.id ?? 'none'}
      isOpen={post !== null}
      onClose={() => {
        setValue('');
        onClose();
      }}
      title={`Set Application Limit for "${post?.title ?? ''}"`}
      description={
        post?.applicationLimit === null || post?.applicationLimit === undefined
          ? 'The post has no limit of its own now. The global limit of Settings still applies.'
          : `The post accepts at most ${post.applicationLimit} applications now.`
      }
      submitLabel="Set limit"
      failure={ADMIN_TEXTS.setLimitFailed}
      onSubmit={async () => {
        if (!post) return undefined;
        const parsed = parseApplicationLimit(value);
        if (!parsed.ok) return parsed.error;
        await setLimit.mutateAsync({ id: post.id, limit: parsed.value });
        status.succeed(ADMIN_TEXTS.limitSet(post.title, parsed.value));
        setValue('');
        return undefined;
      }}
    >
      <InputField
        label="Application limit"
        hint="A whole number; leave empty for no limit."
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </FormDialog>
  );
}

const JOB_FILTERS: readonly ListFilter[] = [
  { param: 'search', label: 'Title' },
  {
    param: 'status',
    label: 'Status',
    options: [
      ['', 'Any status'],
      ['Active', 'Active'],
      ['closed', 'closed'],
    ],
  },
  {
    param: 'pendingReview',
    label: 'Pending review',
    options: [
      ['', 'Pending or not'],
      ['true', 'Pending review'],
      ['false', 'Reviewed'],
    ],
  },
  // What the scam detector found (docs/decisions/045); with Pending review, the held posts.
  {
    param: 'risk',
    label: 'Findings',
    options: [
      ['', 'Any'],
      ['flagged', 'With findings'],
      ['clear', 'No findings'],
    ],
  },
];

/** Job Posts (spec section 2): id, title, status, pending review, created, and moderation. */
export function JobPostsTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const posts = useAdminJobPosts({
    page,
    limit: ADMIN_LIST_PAGE_SIZE,
    status: params.get('status') ?? '',
    pendingReview: params.get('pendingReview') ?? '',
    risk: params.get('risk') ?? '',
    search: params.get('search') ?? '',
  });
  const status = useActionStatus();
  const remove = useDeleteJobPost();
  const moderate = useModerateJobPost();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [limitFor, setLimitFor] = useState<JobPost | null>(null);
  const [findingsOf, setFindingsOf] = useState<JobPost | null>(null);

  const askDelete = (post: JobPost) =>
    setConfirm({
      title: `Delete "${post.title}"?`,
      message:
        'The job post and its applications, reviews and messages are erased. This action cannot be undone.',
      confirmLabel: 'Delete job post',
      isDestructive: true,
      onConfirm: () =>
        void status.run(
          () => remove.mutateAsync(post.id),
          () => ADMIN_TEXTS.jobDeleted(post.title),
          ADMIN_TEXTS.deleteJobFailed,
        ),
    });

  const act = (post: JobPost, action: 'approve' | 'flag') =>
    void status.run(
      () => moderate.mutateAsync({ id: post.id, action }),
      () =>
        action === 'flag'
          ? ADMIN_TEXTS.jobFlagged(post.title)
          : isHeld(post)
            ? ADMIN_TEXTS.jobApprovedWithFindings(post.title)
            : ADMIN_TEXTS.jobApproved(post.title),
      action === 'approve' ? ADMIN_TEXTS.approveJobFailed : ADMIN_TEXTS.flagJobFailed,
    );
  // A held post is approved from its findings, once the admin says they read them.
  const approve = (post: JobPost) => (isHeld(post) ? setFindingsOf(post) : act(post, 'approve'));

  return (
    <div>
      <TabHeader
        title="Job Posts"
        intro="New posts wait for approval before candidates see them; a flagged post goes back to review. Posts held for findings (sentences that break the posting rules) come first."
      />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <ListFilters
        params={params}
        label="Find job posts"
        filters={JOB_FILTERS}
        submitLabel="Search"
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_9rem_11rem_10rem_auto] lg:items-end"
      />
      <PagedTable
        query={posts}
        loadingLabel="Loading job posts"
        loadFailed={ADMIN_TEXTS.jobPostsLoadFailed}
        caption="Job posts"
        columns={['ID', 'Title', 'Status', 'Pending review', 'Created', 'Actions']}
        empty="No job posts match."
        renderRow={(post) => (
          <tr key={post.id}>
            <Td className="tabular-nums">{post.id}</Td>
            <Td className="min-w-48">
              <Link to={jobPagePath(post.id, post.title)} className={textLinkStyles}>
                {post.title}
              </Link>
              <div className="text-xs text-neutral-600">
                by <BreakableText text={post.employer?.username ?? ADMIN_TEXTS.unknown} /> · limit{' '}
                {post.applicationLimit ?? 'none'}
              </div>
              {post.risk_flags?.length ? (
                <button
                  type="button"
                  onClick={() => setFindingsOf(post)}
                  aria-label={`${findingCount(post.risk_flags.length)} in "${post.title}": show`}
                  className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-medium text-danger-800 ring-1 ring-danger-200 ring-inset hover:bg-danger-200/40 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  {findingCount(post.risk_flags.length)}
                </button>
              ) : null}
            </Td>
            <Td>
              <Badge tone={post.status === 'Active' ? 'success' : 'neutral'}>
                {JOB_STATUS_LABELS[post.status]}
              </Badge>
            </Td>
            <Td className="whitespace-nowrap">
              {isHeld(post) ? (
                <Badge tone="danger">Held</Badge>
              ) : post.pending_review ? (
                <Badge tone="warning">{yesNo(true)}</Badge>
              ) : (
                yesNo(false)
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(post.created_at)}</Td>
            <Td>
              <ActionMenu
                label={`Actions for "${post.title}"`}
                items={[
                  ...(post.risk_flags?.length
                    ? [{ label: 'Show findings', onSelect: () => setFindingsOf(post) }]
                    : []),
                  ...(post.pending_review
                    ? [{ label: 'Approve', onSelect: () => approve(post) }]
                    : [{ label: 'Flag', onSelect: () => act(post, 'flag') }]),
                  { label: 'Set Application Limit', onSelect: () => setLimitFor(post) },
                  { label: 'Delete', onSelect: () => askDelete(post), isDestructive: true },
                ]}
              />
            </Td>
          </tr>
        )}
        params={params}
        page={page}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <LimitDialog post={limitFor} onClose={() => setLimitFor(null)} status={status} />
      <FindingsDialog
        post={findingsOf}
        onClose={() => setFindingsOf(null)}
        onApprove={(post) => act(post, 'approve')}
      />
    </div>
  );
}
