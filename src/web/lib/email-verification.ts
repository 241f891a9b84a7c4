import { useMutation } from '@tanstack/react-query';
import { request } from './api.ts';

/**
 * POST /api/auth/resend-verification: a new verification link for the signed-in person. The reply
 * schema (and zod) loads with the request, so the shell every visitor downloads stays without it.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const { messageReplySchema } = await import('../../shared/schemas/auth.ts');
      return (await request('POST', '/api/auth/resend-verification', messageReplySchema)).message;
    },
  });
}
