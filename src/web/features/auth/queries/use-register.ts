import { useMutation } from '@tanstack/react-query';
import {
  type AccessTokenReply,
  accessTokenSchema,
  type RegisterInput,
} from '../../../../shared/schemas/auth.ts';
import { request } from '../../../lib/api.ts';
import { getBrowserFingerprint } from '../../../lib/fingerprint.ts';

/** POST /api/auth/register, with the x-fingerprint header of spec section 7. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterInput): Promise<AccessTokenReply> =>
      request('POST', '/api/auth/register', accessTokenSchema, {
        body,
        headers: { 'x-fingerprint': getBrowserFingerprint() },
      }),
  });
}
