import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '../../shared/schemas/auth.ts';
import { api } from './api.ts';

/** POST /api/auth/resend-verification: a new verification link for the signed-in person. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (): Promise<string> =>
      messageReplySchema.parse(await api.post<unknown>('/api/auth/resend-verification')).message,
  });
}
