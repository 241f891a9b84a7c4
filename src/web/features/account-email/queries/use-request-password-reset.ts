import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';

/** POST /api/auth/reset-password-request (the /reset-password page). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string): Promise<string> =>
      (
        await request('POST', '/api/auth/reset-password-request', messageReplySchema, {
          body: { email },
        })
      ).message,
  });
}
