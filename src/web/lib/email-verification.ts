import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * POST /api/auth/resend-verification: a new verification link for the signed-in person. The reply
 * schema (and zod) loads with the request, so the shell every visitor downloads stays without it.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const schemas = import('../../shared/schemas/auth.ts');
      schemas.catch(() => undefined);
      const body = await api.post<unknown>('/api/auth/resend-verification');
      return (await schemas).messageReplySchema.parse(body).message;
    },
  });
}
