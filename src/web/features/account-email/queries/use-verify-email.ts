import { useQuery } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';
import { accountEmailKeys } from '../keys.ts';

/**
 * GET /api/auth/verify-email?token=. A query rather than a mutation so the single-use token is
 * sent once even when the page renders twice (React's strict mode, a remount): the result is
 * kept and never refetched.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: accountEmailKeys.verifyEmail(token),
    queryFn: async ({ signal }): Promise<string> =>
      (
        await request(
          'GET',
          `/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
          messageReplySchema,
          { signal },
        )
      ).message,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}
