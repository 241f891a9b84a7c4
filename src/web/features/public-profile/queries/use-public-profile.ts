import { useQuery } from '@tanstack/react-query';
import { type PublicProfile, publicProfileSchema } from '../../../../shared/schemas/profile.ts';
import { ApiError, DataShapeError, request } from '../../../lib/api.ts';
import { userKeys } from '../../../lib/keys.ts';

/** GET /api/users/{id}: what anyone may see of a person; the e-mail only for logged-in viewers. */
export function usePublicProfile(userId: number | null) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }): Promise<PublicProfile> =>
      request('GET', `/api/users/${userId}`, publicProfileSchema, { signal }),
    enabled: userId !== null,
    // A 4xx (bad id, unknown or blocked user) or a reply that is not a profile will not get better
    // by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
      !(error instanceof DataShapeError) &&
      failureCount < 2,
  });
}
