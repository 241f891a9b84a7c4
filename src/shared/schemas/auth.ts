import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { SELF_SERVICE_ROLES } from '../roles.ts';

/** A string field whose "missing" and "wrong type" errors read well to a person. */
function text(message: string) {
  return z.string({ error: message });
}

export const emailSchema = text(MESSAGES.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .regex(z.regexes.email, MESSAGES.emailInvalid);

export const usernameSchema = text(MESSAGES.usernameInvalid)
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameInvalid)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameInvalid)
  .regex(USERNAME_PATTERN, MESSAGES.usernameInvalid);

/** Length rules only; the server also refuses common passwords (decisions.md, ASVS level 2). */
export const newPasswordSchema = text(MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(SELF_SERVICE_ROLES, { error: MESSAGES.roleInvalid }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The Sign Up form adds the confirmation, which only the browser checks. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** Form posts send booleans as text; accept the usual spellings. */
export const formBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', 'off', '1', '0', '']),
]);
export function readFormBoolean(value: z.infer<typeof formBooleanSchema> | undefined): boolean {
  return value === true || value === 'true' || value === 'on' || value === '1';
}

export const loginSchema = z.object({
  email: emailSchema,
  // Login checks nothing but presence: rules for new passwords must not lock out old ones.
  password: text(MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .max(1024, MESSAGES.invalidCredentials),
  rememberMe: formBooleanSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const accessTokenSchema = z.object({ accessToken: z.string() });
export type AccessTokenReply = z.infer<typeof accessTokenSchema>;

/** POST /api/auth/reset-password-request and /forgot-password. */
export const resetRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.forgotPasswordEmailMissing })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.forgotPasswordEmailMissing)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
    .regex(z.regexes.email, MESSAGES.emailInvalid),
});

const tokenText = z
  .string({ error: MESSAGES.resetTokenMissing })
  .trim()
  .min(1, MESSAGES.resetTokenMissing)
  .max(200, MESSAGES.resetTokenMissing);

/**
 * POST /api/auth/reset-password: `newPassword`, or `password` as the spec's confirm page sends
 * it (spec section 7).
 */
export const resetPasswordSchema = z
  .object({
    token: tokenText,
    newPassword: newPasswordSchema.optional(),
    password: newPasswordSchema.optional(),
  })
  .refine((v) => v.newPassword !== undefined || v.password !== undefined, {
    message: MESSAGES.passwordRequired,
    path: ['newPassword'],
  });

export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: MESSAGES.verificationTokenMissing })
    .trim()
    .min(1, MESSAGES.verificationTokenMissing)
    .max(200, MESSAGES.verificationTokenMissing),
});

/** POST /api/auth/email-change/confirm and /cancel: the token of the mailed link. */
export const emailChangeTokenSchema = z.object({
  token: z
    .string({ error: MESSAGES.emailChangeTokenMissing })
    .trim()
    .min(1, MESSAGES.emailChangeTokenMissing)
    .max(200, MESSAGES.emailChangeTokenMissing),
});

export const messageReplySchema = z.object({ message: z.string() });
