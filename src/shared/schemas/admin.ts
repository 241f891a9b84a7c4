import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { idField, wholeNumberField } from './numbers.ts';

/**
 * The admin console's contract (spec sections 3 and 7, decisions.md "Compatibility"). The admin
 * listings reply a bare array and page with `page` and `limit` (default 100, at most 500), giving
 * the full count in the `X-Total-Count` header.
 */
export const ADMIN_PAGE_DEFAULT_LIMIT = 100;
export const ADMIN_PAGE_MAX_LIMIT = 500;

/** An empty query value means "not given", as a blank form field sends it. */
export const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const adminPageQuerySchema = z.object({
  page: z.preprocess(blankAsAbsent, wholeNumberField(MESSAGES.pageInvalid, 1, 100_000).default(1)),
  limit: z.preprocess(
    blankAsAbsent,
    wholeNumberField(MESSAGES.adminLimitInvalid, 1, ADMIN_PAGE_MAX_LIMIT).default(
      ADMIN_PAGE_DEFAULT_LIMIT,
    ),
  ),
});
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/**
 * One audit log entry (decisions.md, "Trust and safety"): who (`actor`, kept by name too so the
 * entry outlives the admin's account), what (`action`, such as `user.block`), the target and when.
 * `details` holds what the action set (never a password).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string().nullable() }),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminPageQuerySchema.extend({
  action: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  target_type: z.preprocess(blankAsAbsent, z.string().trim().max(50).optional()),
  target_id: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  actor_id: z.preprocess(blankAsAbsent, idField(MESSAGES.idInvalid).optional()),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
