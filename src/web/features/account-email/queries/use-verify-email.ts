import { useQuery } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';
import { accountEmailKeys } from '../keys.ts';
import { singleUseTokenOptions } from './single-use-token.ts';

/**
 * GET /api/auth/verify-email?token=, sent once however often the page renders
 * (singleUseTokenOptions).
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
    ...singleUseTokenOptions(token),
  });
}
