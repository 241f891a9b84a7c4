import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { invitationSchema } from '../../../shared/schemas/invitations.ts';
import {
  type JobRecommendations,
  jobRecommendationsSchema,
  type TalentSuggestions,
  talentSuggestionsSchema,
} from '../../../shared/schemas/recommendations.ts';
import { request, retryUnlessRefused } from '../../lib/api.ts';
import { invitationKeys } from '../invitations/keys.ts';

/** Query keys of recommendations (docs/decisions/054). */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  jobs: (limit: number) => ['recommendations', 'jobs', limit] as const,
  talent: (postId: number) => ['recommendations', 'talent', postId] as const,
};

/** GET /api/recommendations/jobs: the signed-in jobseeker's best-fitting open posts. */
export function useJobsForYou(limit: number) {
  return useQuery({
    queryKey: recommendationKeys.jobs(limit),
    queryFn: async ({ signal }): Promise<JobRecommendations> =>
      request('GET', `/api/recommendations/jobs?limit=${limit}`, jobRecommendationsSchema, {
        signal,
      }),
    retry: retryUnlessRefused(2),
  });
}

/** GET /api/job-posts/:id/suggested-talent: people for one of the employer's open posts. */
export function useSuggestedTalent(postId: number) {
  return useQuery({
    queryKey: recommendationKeys.talent(postId),
    queryFn: async ({ signal }): Promise<TalentSuggestions> =>
      request('GET', `/api/job-posts/${postId}/suggested-talent`, talentSuggestionsSchema, {
        signal,
      }),
    retry: retryUnlessRefused(2),
  });
}

/**
 * One-click invitation from a suggestion (POST /api/invitations, docs/decisions/034) with the
 * standard message; the suggestion then reads "Invited".
 */
export function useInviteSuggested(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      request('POST', '/api/invitations', invitationSchema, {
        body: {
          job_post_id: postId,
          user_id: userId,
          message: MESSAGES.suggestedTalentInviteMessage,
        },
      }),
    onSuccess: (_reply, userId) => {
      queryClient.setQueryData<TalentSuggestions>(recommendationKeys.talent(postId), (current) =>
        current
          ? {
              data: current.data.map((t) => (t.id === userId ? { ...t, invited: true } : t)),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: invitationKeys.sentTo(userId) });
    },
  });
}
