/**
 * The texts the app shell and the home page show (header, session, banners, the home page's
 * error): a module of their own so that the home page's JavaScript does not carry every message
 * of the product (docs/decisions/015, `npm run bench:bundle`). `MESSAGES` includes them all.
 */
export const SHELL_MESSAGES = {
  invalidToken: 'Invalid token. Please log in again.',
  profileUnauthorized: 'Unauthorized or profile not found. Please check your credentials.',
  profileLoadFailed: 'Failed to load profile.',
  notSpecified: 'Not specified',
  accountBlocked: 'Your account has been blocked. Contact support if you think this is a mistake.',
  sessionInvalid: 'Your session is invalid or has expired. Please log in again.',
  verifyEmailPrompt: 'Please verify your e-mail address.',
  resendVerificationFailed: 'We could not send a new verification link. Please try again later.',
  homeLoadFailed: 'Failed to load recent jobs or statistics. Please try again.',
  /** Said beside a load error when the server did not answer in time (docs/decisions/043). */
  requestTimedOut: 'The server did not answer within 10 seconds.',
  /** The verified employer badge on the home page's cards and elsewhere (docs/decisions/049). */
  verifiedEmployer: 'Verified employer',
  verifiedEmployerExplained:
    'E-mail address and identity document checked by TalentBridge; no upheld complaints in the last 12 months.',
} as const;
