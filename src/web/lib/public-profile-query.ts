import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../shared/schemas/profile.ts';
import { request, retryUnlessRefused } from './api.ts';
import { userKeys } from './keys.ts';
import { publicProfileReply } from './reply-shape.ts';

/**
 * GET /api/users/{id}: what anyone may see of a person; the e-mail only for logged-in viewers.
 * The public profile and the reviews page share it: one cached copy of a person.
 */
export function usePublicProfile(userId: number | null) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }): Promise<PublicProfile> =>
      request('GET', `/api/users/${userId}`, publicProfileReply, { signal }),
    enabled: userId !== null,
    retry: retryUnlessRefused(2),
  });
}
