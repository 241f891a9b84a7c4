import { useQuery } from '@tanstack/react-query';
import type {
  JobRecommendations,
  TalentSuggestions,
} from '../../../shared/schemas/recommendations.ts';
import { type ReplySchema, request, retryUnlessRefused } from '../../lib/api.ts';

/** Query keys of recommendations (docs/decisions/054). */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  jobs: (limit: number) => ['recommendations', 'jobs', limit] as const,
  talent: (postId: number) => ['recommendations', 'talent', postId] as const,
};

/**
 * A light check of a `{ data: [...] }` reply in place of the shared zod schemas, so that the
 * home page's "Jobs for you" does not bring zod to a jobseeker's first visit (docs/decisions/015):
 * the server already serializes the reply through those schemas.
 */
function listReply<T extends { data: unknown[] }>(): ReplySchema<T> {
  return {
    safeParse(body) {
      const data = (body as { data?: unknown } | null)?.data;
      return Array.isArray(data) &&
        data.every((item) => typeof item === 'object' && item !== null && 'reasons' in item)
        ? { success: true, data: body as T }
        : { success: false, error: 'data' };
    },
  };
}
const jobRecommendationsReply = listReply<JobRecommendations>();
const talentSuggestionsReply = listReply<TalentSuggestions>();

/** GET /api/recommendations/jobs: the signed-in jobseeker's best-fitting open posts. */
export function useJobsForYou(limit: number) {
  return useQuery({
    queryKey: recommendationKeys.jobs(limit),
    queryFn: async ({ signal }): Promise<JobRecommendations> =>
      request('GET', `/api/recommendations/jobs?limit=${limit}`, jobRecommendationsReply, {
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
      request('GET', `/api/job-posts/${postId}/suggested-talent`, talentSuggestionsReply, {
        signal,
      }),
    retry: retryUnlessRefused(2),
  });
}
