/**
 * The stable `code` of every error the API answers, beside `statusCode`, `error` and `message`
 * (docs/decisions/029-error-codes.md). Clients branch on the code, never on the message, whose
 * words may change. The set is closed and small on purpose: a new code is a new contract, added
 * here with the situation it names. No zod here: the web app's shell imports this file.
 */
export const ERROR_CODES = [
  /** 400: the request's content breaks a rule; `field` names the value at fault when there is one. */
  'VALIDATION_FAILED',
  /** 400 or 415: not the body the call reads (bad JSON, not multipart, wrong content type). */
  'MALFORMED_REQUEST',
  /** 401: no session, or the one sent has ended (expired, revoked, account deleted). */
  'UNAUTHENTICATED',
  /** 403: this account may not do this. */
  'FORBIDDEN',
  /** 403: the account is blocked by an admin; the web app ends its session. */
  'ACCOUNT_BLOCKED',
  /** 403: sign-ups are refused from the client's country (admin's blocked countries). */
  'COUNTRY_BLOCKED',
  /** 403: ADMIN_MFA=required and this admin has not turned on two-factor sign-in yet. */
  'MFA_ENROLMENT_REQUIRED',
  /** 404: no such API route, or no such object (or one the caller may not know of). */
  'NOT_FOUND',
  /** 409: the object's state refuses the change (already applied, already reviewed, …). */
  'CONFLICT',
  /** 409: a count limit is reached (a post's application limit). */
  'LIMIT_REACHED',
  /** 403: the employer's plan allows no more new job posts this month (docs/decisions/055). */
  'PLAN_LIMIT_REACHED',
  /** 413: the body or an uploaded file is larger than allowed. */
  'PAYLOAD_TOO_LARGE',
  /** 429: too many requests or attempts; `Retry-After` says when to try again. */
  'RATE_LIMITED',
  /** 500: our failure; the message is neutral and the details are in the server's log. */
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);

/** The code an answer gets when nothing more precise was said: one per status. */
export function codeForStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return statusCode >= 400 && statusCode < 500 ? 'MALFORMED_REQUEST' : 'INTERNAL';
  }
}
