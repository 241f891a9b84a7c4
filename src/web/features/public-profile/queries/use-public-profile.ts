import { useQuery } from '@tanstack/react-query';
import { type PublicProfile, publicProfileSchema } from '../../../../shared/schemas/profile.ts';
import { ApiError, api } from '../../../lib/api.ts';

/** The reply was not a profile: spec section 8's 'Profile data is unavailable.' */
export class ProfileShapeError extends Error {
  override name = 'ProfileShapeError';
}

/** GET /api/users/{id}: what anyone may see of a person; the e-mail only for logged-in viewers. */
export function usePublicProfile(userId: number | null) {
  return useQuery({
    queryKey: ['users', userId],
    queryFn: async ({ signal }): Promise<PublicProfile> => {
      const body = await api.get<unknown>(`/api/users/${userId}`, { signal });
      const parsed = publicProfileSchema.safeParse(body);
      if (!parsed.success) {
        console.error('GET /api/users/:id answered an unexpected shape', parsed.error.issues);
        throw new ProfileShapeError();
      }
      return parsed.data;
    },
    enabled: userId !== null,
    // A 4xx (bad id, unknown or blocked user) will not get better by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
      !(error instanceof ProfileShapeError) &&
      failureCount < 2,
  });
}
