/** Query keys of the single-use e-mail links: one request per token, kept (docs/decisions/008). */
export const accountEmailKeys = {
  verifyEmail: (token: string | null) => ['verify-email', token] as const,
  emailChangeConfirm: (token: string | null) => ['email-change-confirm', token] as const,
  /** What an unsubscribe link turns off (docs/decisions/037); reusable, unlike the others. */
  unsubscribe: (token: string | null) => ['unsubscribe', token] as const,
};
