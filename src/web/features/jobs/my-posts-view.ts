import type { JobPost } from '../../../shared/schemas/jobs.ts';

/**
 * How My Job Posts names and narrows an employer's posts (docs/decisions/040). One status per
 * post, as a label: the spec's `status` (Active, closed) with `pending_review` folded in, since
 * an Active post nobody approved yet is not live.
 */
export const POST_VIEW_STATUSES = ['active', 'pending', 'closed'] as const;
export type PostViewStatus = (typeof POST_VIEW_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostViewStatus, string> = {
  active: 'Active',
  pending: 'Pending review',
  closed: 'Closed',
};

export const NO_POSTS_OF_STATUS: Record<PostViewStatus, string> = {
  active: 'No active posts: every post is closed or waiting for review.',
  pending: 'No posts are waiting for review.',
  closed: 'No closed posts.',
};

/** Posts per page: beyond this many the list pages (and can be narrowed by status). */
export const MY_POSTS_PAGE_SIZE = 20;

export function postViewStatus(post: Pick<JobPost, 'status' | 'pending_review'>): PostViewStatus {
  if (post.status !== 'Active') return 'closed';
  return post.pending_review ? 'pending' : 'active';
}

export type MyPostsView = {
  /** The chosen status, or null for all. */
  status: PostViewStatus | null;
  page: number;
};

/** The view the address asks for (`?status=&page=`); anything unknown reads as the default. */
export function readMyPostsView(params: URLSearchParams): MyPostsView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (POST_VIEW_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PostViewStatus)
      : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function myPostsHref(view: MyPostsView): string {
  const query = new URLSearchParams();
  if (view.status) query.set('status', view.status);
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `/my-job-posts?${text}` : '/my-job-posts';
}

/** How many posts each status has, for the filter's labels. */
export function countByStatus(posts: readonly JobPost[]): Record<PostViewStatus, number> {
  const counts: Record<PostViewStatus, number> = { active: 0, pending: 0, closed: 0 };
  for (const post of posts) counts[postViewStatus(post)] += 1;
  return counts;
}

/** The posts of the view's status and page; a page past the end shows the last one. */
export function pageOfPosts(posts: readonly JobPost[], view: MyPostsView) {
  const matching = view.status ? posts.filter((p) => postViewStatus(p) === view.status) : posts;
  const totalPages = Math.max(1, Math.ceil(matching.length / MY_POSTS_PAGE_SIZE));
  const page = Math.min(view.page, totalPages);
  const start = (page - 1) * MY_POSTS_PAGE_SIZE;
  return {
    posts: matching.slice(start, start + MY_POSTS_PAGE_SIZE),
    page,
    totalPages,
    total: matching.length,
    first: matching.length === 0 ? 0 : start + 1,
  };
}
