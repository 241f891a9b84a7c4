import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { wholeNumberField } from './numbers.ts';

/** What an admin may say about why they act (docs/decisions/048): a short line, trimmed. */
export const ADMIN_REASON_MIN_LENGTH = 3;
export const ADMIN_REASON_MAX_LENGTH = 200;
/** Recorded when an admin's call carries no reason (the spec's own client sends none). */
export const NO_REASON_GIVEN = 'no reason given';

/**
 * The `reason` query parameter of the admin calls that touch a person's data or account: optional
 * in the API (the spec's client does not send it), at most 200 characters once trimmed.
 */
export const adminReasonQuerySchema = z.object({
  reason: z
    .string({ error: MESSAGES.adminReasonTooLong })
    .trim()
    .max(ADMIN_REASON_MAX_LENGTH, { error: MESSAGES.adminReasonTooLong })
    .optional(),
});

/** The admin UI's reason dialog: required there, 3 to 200 characters. */
export const adminReasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(ADMIN_REASON_MIN_LENGTH, { error: MESSAGES.adminReasonRequired })
    .max(ADMIN_REASON_MAX_LENGTH, { error: MESSAGES.adminReasonTooLong }),
});
export type AdminReasonForm = z.infer<typeof adminReasonFormSchema>;

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_LIMIT = 50;
/** Deep pages are refused: the activity is read newest first, a page at a time. */
export const ACTIVITY_MAX_PAGE = 100;

export const activityQuerySchema = z.object({
  page: wholeNumberField(MESSAGES.pageInvalid, 1, ACTIVITY_MAX_PAGE).default(1),
  limit: wholeNumberField(MESSAGES.activityLimitInvalid, 1, ACTIVITY_MAX_LIMIT).default(
    ACTIVITY_PAGE_SIZE,
  ),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/**
 * One line of GET /api/profile/activity. `kind`: `admin` (an administrator acted on the account
 * or read its data), `sign_in` (a session started), `account` (the owner's own security action).
 */
export const activityItemSchema = z.object({
  id: z.string().describe('Unique within the list: `audit-<n>` or `sign-in-<n>`'),
  kind: z.enum(['admin', 'sign_in', 'account']),
  at: z.string(),
  /** In plain words: 'An administrator opened your identity document'. */
  what: z.string(),
  /** The reason the admin gave, or 'no reason given'; null for sign-ins and own actions. */
  reason: z.string().nullable(),
  /** Sign-ins: country name (null when unknown), device ('Chrome on Windows'), address. */
  country: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** The sign-in that started the session making this request. */
  is_current: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  total: z.number().int(),
  data: z.array(activityItemSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
