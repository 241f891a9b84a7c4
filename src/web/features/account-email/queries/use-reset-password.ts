import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';

/** POST /api/auth/reset-password; the confirm page sends the new password as `password` (spec section 7). */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }): Promise<string> =>
      (await request('POST', '/api/auth/reset-password', messageReplySchema, { body })).message,
  });
}
