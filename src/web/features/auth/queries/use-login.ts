import { useMutation } from '@tanstack/react-query';
import { type AccessTokenReply, accessTokenSchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';

export type LoginRequest = { email: string; password: string; rememberMe: boolean };

/** POST /api/auth/login */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<AccessTokenReply> =>
      request('POST', '/api/auth/login', accessTokenSchema, { body }),
  });
}
