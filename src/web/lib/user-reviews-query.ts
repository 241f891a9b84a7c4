import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Review, reviewSchema } from '../../shared/schemas/profile.ts';
import { api } from './api.ts';

const reviewListSchema = z.array(reviewSchema);

/**
 * GET /api/reviews/user/{id}: the reviews a person received. In lib because both profile pages
 * show them.
 */
export function useUserReviews(userId: number | undefined) {
  return useQuery({
    queryKey: ['users', userId, 'reviews'],
    queryFn: async ({ signal }): Promise<Review[]> =>
      reviewListSchema.parse(await api.get<unknown>(`/api/reviews/user/${userId}`, { signal })),
    enabled: userId !== undefined,
  });
}
