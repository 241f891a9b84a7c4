import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { accessTokenSchema } from '../../../../shared/schemas/auth.ts';
import { mfaChallengeReplySchema } from '../../../../shared/schemas/mfa.ts';
import { request } from '../../../lib/api.ts';

export type LoginRequest = { email: string; password: string; rememberMe: boolean };

/** The session, or with two-factor on the challenge the code step answers (decisions/047). */
const loginReplySchema = z.union([accessTokenSchema, mfaChallengeReplySchema]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/auth/login */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<LoginReply> =>
      request('POST', '/api/auth/login', loginReplySchema, { body }),
  });
}
