import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/reset-password; the confirm page sends the new password as `password` (spec section 7). */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }): Promise<string> =>
      messageReplySchema.parse(await api.post<unknown>('/api/auth/reset-password', body)).message,
  });
}
