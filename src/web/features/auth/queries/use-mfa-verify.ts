import { useMutation } from '@tanstack/react-query';
import { type AccessTokenReply, accessTokenSchema } from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';

/** POST /api/auth/mfa/verify: the code step of a sign-in with two-factor on. */
export function useMfaVerify() {
  return useMutation({
    mutationFn: (body: { mfaToken: string; code: string }): Promise<AccessTokenReply> =>
      request('POST', '/api/auth/mfa/verify', accessTokenSchema, { body }),
  });
}
