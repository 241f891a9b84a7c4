import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Two-factor sign-in (docs/decisions/047): the answers and bodies of /api/auth/mfa/*, shared by
 * the server's routes and the web app's forms.
 */

/** A 6-digit authenticator code or a recovery code (`abcde-fghjk`); spaces are forgiven. */
export const mfaCodeSchema = z
  .string({ error: MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, MESSAGES.mfaCodeRequired)
  .max(32, MESSAGES.mfaCodeWrong);

export const mfaCodeBodySchema = z.object({ code: mfaCodeSchema });

/** How an account's role stands under ADMIN_MFA: admins are prompted, or required, to enrol. */
export const MFA_ENROLMENTS = ['optional', 'prompted', 'required'] as const;
export type MfaEnrolment = (typeof MFA_ENROLMENTS)[number];

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  enrolment: z.enum(MFA_ENROLMENTS),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaSetupReplySchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth:// URI as an SVG QR code, made on the server (no remote images, strict CSP). */
  qrSvg: z.string(),
});
export type MfaSetupReply = z.infer<typeof mfaSetupReplySchema>;

export const recoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;

export const mfaDisableSchema = z.object({
  password: z
    .string({ error: MESSAGES.mfaPasswordRequired })
    .min(1, MESSAGES.mfaPasswordRequired)
    .max(1024, MESSAGES.mfaPasswordWrong),
  code: mfaCodeSchema,
});
export type MfaDisableInput = z.infer<typeof mfaDisableSchema>;

/** POST /api/auth/login for an account with two-factor on: no session yet, a code is due. */
export const mfaChallengeReplySchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type MfaChallengeReply = z.infer<typeof mfaChallengeReplySchema>;

export const mfaVerifySchema = z.object({
  mfaToken: z
    .string({ error: MESSAGES.mfaTokenInvalid })
    .min(1, MESSAGES.mfaTokenInvalid)
    .max(2000, MESSAGES.mfaTokenInvalid),
  code: mfaCodeSchema,
});
