import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/forgot-password (the /forgot-password page). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string): Promise<string> =>
      messageReplySchema.parse(await api.post<unknown>('/api/auth/forgot-password', { email }))
        .message,
  });
}
