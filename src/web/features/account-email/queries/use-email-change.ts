import { useMutation, useQuery } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';
import { accountEmailKeys } from '../keys.ts';
import { singleUseTokenOptions } from './single-use-token.ts';

/**
 * POST /api/auth/email-change/confirm from the link mailed to the new address, sent once
 * however often the page renders (singleUseTokenOptions).
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
    ...singleUseTokenOptions(token),
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
