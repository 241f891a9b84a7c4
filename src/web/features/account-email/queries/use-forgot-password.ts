import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';

/** POST /api/auth/forgot-password (the /forgot-password page). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string): Promise<string> =>
      (await request('POST', '/api/auth/forgot-password', messageReplySchema, { body: { email } }))
        .message,
  });
}
