import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { extendLinkReplySchema } from '../../../../shared/schemas/job-expiry.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts/{id}/extend (owner): the open post closes 60 days from now (decisions/058). */
export function useExtendJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      request('POST', `/api/job-posts/${id}/extend`, jobPostReply),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}

/** GET /api/job-post-extensions: the post a mailed Extend link names, and its expiry. */
export function useExtendLink(token: string | null) {
  return useQuery({
    queryKey: ['job-post-extension', token],
    queryFn: () =>
      request(
        'GET',
        `/api/job-post-extensions?token=${encodeURIComponent(token ?? '')}`,
        extendLinkReplySchema,
      ),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/job-post-extensions with the link's token: the page's button. */
export function useExtendByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      request('POST', '/api/job-post-extensions', extendLinkReplySchema, { body: { token } }),
    // The owner may be signed in in this browser: My Job Posts shows the new date.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobPostKeys.all }),
  });
}
