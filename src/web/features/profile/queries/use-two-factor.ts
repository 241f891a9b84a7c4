import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MfaDisableInput,
  type MfaSetupReply,
  mfaSetupReplySchema,
  type RecoveryCodesReply,
  recoveryCodesReplySchema,
} from '../../../../shared/schemas/mfa.ts';
import { noReply, request } from '../../../lib/api.ts';
import { twoFactorKeys } from '../../../lib/two-factor.ts';

/** Each change of two-factor sign-in refreshes its status (on/off, codes left). */
function useRefreshStatus(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status(userId) });
}

/** POST /api/auth/mfa/setup: a new secret, its otpauth URI and QR code (not in force yet). */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (): Promise<MfaSetupReply> =>
      request('POST', '/api/auth/mfa/setup', mfaSetupReplySchema),
  });
}

/** POST /api/auth/mfa/enable: turns it on; the reply's recovery codes are shown once. */
export function useTwoFactorEnable(userId: string) {
  const refresh = useRefreshStatus(userId);
  return useMutation({
    mutationFn: (code: string): Promise<RecoveryCodesReply> =>
      request('POST', '/api/auth/mfa/enable', recoveryCodesReplySchema, { body: { code } }),
    onSuccess: refresh,
  });
}

/** POST /api/auth/mfa/disable with the password and a code. */
export function useTwoFactorDisable(userId: string) {
  const refresh = useRefreshStatus(userId);
  return useMutation({
    mutationFn: (body: MfaDisableInput) =>
      request('POST', '/api/auth/mfa/disable', noReply, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/auth/mfa/recovery-codes: ten new codes; the old ones stop working. */
export function useNewRecoveryCodes(userId: string) {
  const refresh = useRefreshStatus(userId);
  return useMutation({
    mutationFn: (code: string): Promise<RecoveryCodesReply> =>
      request('POST', '/api/auth/mfa/recovery-codes', recoveryCodesReplySchema, {
        body: { code },
      }),
    onSuccess: refresh,
  });
}
