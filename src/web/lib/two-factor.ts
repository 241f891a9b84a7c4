import { queryOptions } from '@tanstack/react-query';
import { type MfaStatus, mfaStatusSchema } from '../../shared/schemas/mfa.ts';
import { request } from './api.ts';

/**
 * GET /api/auth/mfa: the signed-in person's two-factor sign-in (docs/decisions/047). In lib
 * because the sign-in page (where admins are sent to enrol) and the profile page both read it.
 */
export const twoFactorKeys = { status: (userId: string) => ['two-factor', userId] as const };

export function twoFactorStatusOptions(userId: string) {
  return queryOptions({
    queryKey: twoFactorKeys.status(userId),
    queryFn: ({ signal }): Promise<MfaStatus> =>
      request('GET', '/api/auth/mfa', mfaStatusSchema, { signal }),
  });
}

/** Where the enrol screen is: admins are sent there after signing in until they enrol. */
export const TWO_FACTOR_PATH = '/two-factor';

/** The server's "field: message" without the field, for a message shown beside that field. */
export function withoutFieldName(message: string, field: string | undefined): string {
  return field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/**
 * ADMIN_MFA unset: an admin without two-factor is prompted after every sign-in until they enrol
 * (docs/decisions/047). The sign-in page marks the prompt for this browser tab; "Not now" or
 * turning two-factor on clears it.
 */
const PROMPT_KEY = 'twoFactorPrompt';

export function markTwoFactorPrompt(): void {
  try {
    sessionStorage.setItem(PROMPT_KEY, '1');
  } catch {
    // Storage refused (private mode): no prompt, the profile still offers the set-up.
  }
}

export function clearTwoFactorPrompt(): void {
  try {
    sessionStorage.removeItem(PROMPT_KEY);
  } catch {
    // Nothing stored.
  }
}

export function isTwoFactorPromptPending(): boolean {
  try {
    return sessionStorage.getItem(PROMPT_KEY) === '1';
  } catch {
    return false;
  }
}
