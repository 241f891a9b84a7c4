import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCreateInput } from '../../shared/schemas/reviews.ts';
import { noReply, request } from './api.ts';
import { applicationKeys, userKeys } from './keys.ts';

/**
 * POST /api/reviews: a party of an Accepted application reviews the other side, once. In lib
 * because both sides write reviews: the jobseeker on My Applications, the employer on My Job Posts.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) =>
      request('POST', '/api/reviews', noReply, { body: input }),
    onSuccess: () => {
      // The reviewed person's reviews and average rating changed, and the application now counts
      // as reviewed on both lists that show it.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
