import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type Invitation,
  type Invite,
  invitationSchema,
} from '../../../../shared/schemas/invitations.ts';
import { type JobPost, jobPostSchema } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { invitationKeys } from '../keys.ts';

const postsSchema = z.array(jobPostSchema);
const invitationsSchema = z.array(invitationSchema);

/**
 * The employer's own posts that take invitations (Active and approved), from GET
 * /api/job-posts/my-posts under the key My Job Posts shares.
 */
export function useOpenPosts({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: jobPostKeys.mine,
    queryFn: async ({ signal }): Promise<JobPost[]> =>
      request('GET', '/api/job-posts/my-posts', postsSchema, { signal }),
    select: (posts) => posts.filter((post) => post.status === 'Active' && !post.pending_review),
    enabled,
  });
}

/** GET /api/invitations/sent?user_id=: what the signed-in employer already sent this person. */
export function useSentTo(userId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: invitationKeys.sentTo(userId),
    queryFn: async ({ signal }): Promise<Invitation[]> =>
      request('GET', `/api/invitations/sent?user_id=${userId}`, invitationsSchema, { signal }),
    enabled,
  });
}

/** POST /api/invitations; afterwards the dialog marks the post as offered to this person. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Invite): Promise<Invitation> =>
      request('POST', '/api/invitations', invitationSchema, { body }),
    onSuccess: (_reply, body) =>
      void queryClient.invalidateQueries({ queryKey: invitationKeys.sentTo(body.user_id) }),
  });
}
