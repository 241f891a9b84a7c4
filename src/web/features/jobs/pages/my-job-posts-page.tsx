import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { JobSavedNotice } from '../components/job-saved-notice.tsx';
import { MyJobPostCard } from '../components/my-job-post-card.tsx';
import { MyPostsFilter } from '../components/my-posts-filter.tsx';
import {
  countByStatus,
  MY_POSTS_PAGE_SIZE,
  myPostsHref,
  NO_POSTS_OF_STATUS,
  pageOfPosts,
  readMyPostsView,
} from '../my-posts-view.ts';
import { useMyJobPosts } from '../queries/use-my-job-posts.ts';

const postJobLink = (
  <Link to="/post-job" className={buttonStyles({ size: 'md' })}>
    <Plus aria-hidden="true" className="size-4" />
    Post a Job
  </Link>
);

function MyJobPosts({ userId }: { userId: string }) {
  const posts = useMyJobPosts({ enabled: true });
  const [params] = useSearchParams();
  const view = readMyPostsView(params);
  const profile = useQuery(profileQueryOptions(userId));
  const timeZone = profile.data?.timezone ?? null;
  const [openApplications, setOpenApplications] = useState<ReadonlySet<number>>(new Set());
  const toggleApplications = (id: number) =>
    setOpenApplications((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  let body: ReactNode;
  if (posts.isPending) {
    body = (
      <ul aria-busy="true" className="grid gap-5 md:grid-cols-2">
        <li className="sr-only">Loading...</li>
        {[0, 1].map((i) => (
          <li key={i}>
            <Card className="space-y-3 p-6">
              <Skeleton className="block h-5 w-20" />
              <Skeleton className="block h-6 w-2/3" />
              <Skeleton className="block h-4 w-full" />
              <Skeleton className="block h-4 w-5/6" />
              <Skeleton className="block h-9 w-40" />
            </Card>
          </li>
        ))}
      </ul>
    );
  } else if (posts.isError) {
    body = (
      <RetryAlert onRetry={() => void posts.refetch()}>
        {errorMessage(posts.error, MESSAGES.jobPostsOrCategoriesLoadFailed)}
      </RetryAlert>
    );
  } else if (posts.data.length === 0) {
    body = (
      <EmptyState icon={BriefcaseBusiness} title={MESSAGES.noJobPostsYet} actions={postJobLink}>
        Describe the work, the pay and the skills you need; candidates find it once our team has
        reviewed it.
      </EmptyState>
    );
  } else {
    const counts = countByStatus(posts.data);
    const shown = pageOfPosts(posts.data, view);
    // The filter is for many posts or a mix of states; one or two of a kind need none.
    const isFilterUseful =
      posts.data.length > MY_POSTS_PAGE_SIZE || Object.values(counts).filter(Boolean).length > 1;
    const range =
      shown.total === 0
        ? null
        : `Showing ${shown.first}–${shown.first + shown.posts.length - 1} of ${shown.total}`;
    body = (
      <>
        {isFilterUseful ? (
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <MyPostsFilter view={view} counts={counts} />
            {range && shown.totalPages > 1 ? (
              <p className="text-sm text-neutral-600 tabular-nums">{range}</p>
            ) : null}
          </div>
        ) : null}
        {shown.total === 0 ? (
          <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">
            {view.status ? NO_POSTS_OF_STATUS[view.status] : MESSAGES.noJobPostsYet}
          </p>
        ) : (
          // Dense: a card that widens for its applications leaves no hole behind it.
          <ul className="grid grid-cols-1 gap-5 md:grid-flow-row-dense md:grid-cols-2">
            {shown.posts.map((post) => (
              // An open applications table takes the whole width and scrolls inside the card on phones.
              <li
                key={post.id}
                className={openApplications.has(post.id) ? 'min-w-0 md:col-span-2' : 'min-w-0'}
              >
                <MyJobPostCard
                  post={post}
                  timeZone={timeZone}
                  isApplicationsOpen={openApplications.has(post.id)}
                  onToggleApplications={() => toggleApplications(post.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          className="mt-8"
          page={shown.page}
          totalPages={shown.totalPages}
          hrefFor={(page) => myPostsHref({ ...view, page })}
          onNavigate={() => window.scrollTo({ top: 0 })}
        />
      </>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <PageHeading title="My Job Posts" action={postJobLink} />
      <JobSavedNotice />
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** My Job Posts /my-job-posts (spec section 2): the employer's own posts, newest first. */
export function MyJobPostsPage() {
  useDocumentTitle('My Job Posts');
  const { session } = useSessionState();
  if (session?.claims.role !== 'employer') {
    return (
      <RoleRefusal
        title="My Job Posts"
        message={MESSAGES.onlyForEmployers}
        isSignedIn={session !== null}
      />
    );
  }
  return <MyJobPosts userId={session.claims.sub} />;
}
