import { useMutation, useQuery } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';
import { accountEmailKeys } from '../keys.ts';

/**
 * POST /api/auth/email-change/confirm from the link mailed to the new address. A query, like the
 * e-mail verification, so the single-use token is sent once however often the page renders.
 */
export function useConfirmEmailChange(token: string | null) {
  return useQuery({
    queryKey: accountEmailKeys.emailChangeConfirm(token),
    queryFn: async (): Promise<string> =>
      (
        await request('POST', '/api/auth/email-change/confirm', messageReplySchema, {
          body: { token },
        })
      ).message,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

/** POST /api/auth/email-change/cancel from the link mailed to the old address: a button press. */
export function useCancelEmailChange() {
  return useMutation({
    mutationFn: async (token: string): Promise<string> =>
      (
        await request('POST', '/api/auth/email-change/cancel', messageReplySchema, {
          body: { token },
        })
      ).message,
  });
}
