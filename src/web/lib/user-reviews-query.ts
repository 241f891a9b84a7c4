import { useQuery } from '@tanstack/react-query';
import type { Review } from '../../shared/schemas/profile.ts';
import { request } from './api.ts';
import { userKeys } from './keys.ts';
import { reviewListReply } from './reply-shape.ts';

/**
 * GET /api/reviews/user/{id}: the reviews a person received. In lib because both profile pages
 * show them.
 */
export function useUserReviews(userId: number | undefined) {
  return useQuery({
    queryKey: userKeys.reviews(userId),
    queryFn: async ({ signal }): Promise<Review[]> =>
      request('GET', `/api/reviews/user/${userId}`, reviewListReply, { signal }),
    enabled: userId !== undefined,
  });
}
