import { describe, expect, it } from 'vitest';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import {
  countByStatus,
  myPostsHref,
  pageOfPosts,
  postViewStatus,
  readMyPostsView,
} from './my-posts-view.ts';

const post = (id: number, status: 'Active' | 'closed', pending_review: boolean) =>
  ({ id, status, pending_review }) as JobPost;

describe('My Job Posts: one status per post, filters and pages (docs/decisions/040)', () => {
  it('shows a post waiting for review as Pending review, not Active', () => {
    expect(postViewStatus(post(1, 'Active', true))).toBe('pending');
    expect(postViewStatus(post(1, 'Active', false))).toBe('active');
    expect(postViewStatus(post(1, 'closed', true))).toBe('closed');
  });

  it('pages 20 at a time and narrows by status', () => {
    const posts = Array.from({ length: 45 }, (_, i) => post(i + 1, 'Active', i % 3 === 0));
    expect(countByStatus(posts)).toEqual({ active: 30, pending: 15, closed: 0 });
    const second = pageOfPosts(posts, { status: null, page: 2 });
    expect(second).toMatchObject({ page: 2, totalPages: 3, total: 45, first: 21 });
    expect(second.posts.map((p) => p.id)).toEqual(posts.slice(20, 40).map((p) => p.id));
    const pending = pageOfPosts(posts, { status: 'pending', page: 1 });
    expect(pending.posts.every((p) => p.pending_review)).toBe(true);
    expect(pending).toMatchObject({ total: 15, totalPages: 1 });
    // A page past the end (a post was closed meanwhile) shows the last page.
    expect(pageOfPosts(posts, { status: 'pending', page: 4 }).page).toBe(1);
  });

  it('reads and writes the view in the address', () => {
    expect(readMyPostsView(new URLSearchParams('status=closed&page=3'))).toEqual({
      status: 'closed',
      page: 3,
    });
    expect(readMyPostsView(new URLSearchParams('status=open&page=-1'))).toEqual({
      status: null,
      page: 1,
    });
    expect(myPostsHref({ status: 'pending', page: 2 })).toBe('/my-job-posts?status=pending&page=2');
    expect(myPostsHref({ status: null, page: 1 })).toBe('/my-job-posts');
  });
});
