import { useQuery } from '@tanstack/react-query';
import { type PublicProfile, publicProfileSchema } from '../../../../shared/schemas/profile.ts';
import { ApiError, request } from '../../../lib/api.ts';
import { userKeys } from '../../../lib/keys.ts';

/** GET /api/users/{id}: whose reviews these are (name, avatar, average rating). */
export function useReviewedUser(userId: number | null) {
  return useQuery({
    // The same key as the public profile page: one cached copy of a person.
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }): Promise<PublicProfile> =>
      request('GET', `/api/users/${userId}`, publicProfileSchema, { signal }),
    enabled: userId !== null,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}
