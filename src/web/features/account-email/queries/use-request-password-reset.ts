import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/reset-password-request (the /reset-password page). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string): Promise<string> =>
      messageReplySchema.parse(
        await api.post<unknown>('/api/auth/reset-password-request', { email }),
      ).message,
  });
}
