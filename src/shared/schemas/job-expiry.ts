import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * The reminder mail's one-click Extend link (docs/decisions/058): `GET /api/job-post-extensions`
 * reads it for the page, `POST` with the same token extends.
 */
export const extendLinkQuerySchema = z.object({
  token: z
    .string({ error: MESSAGES.jobExtendTokenMissing })
    .trim()
    .min(1, MESSAGES.jobExtendTokenMissing)
    .max(2000, MESSAGES.jobExtendTokenMissing),
});

export const extendLinkBodySchema = extendLinkQuerySchema;

export const extendLinkReplySchema = z.object({
  post_id: z.number().int(),
  title: z.string(),
  /** The post's expiry now, ISO 8601. */
  expires_at: z.string(),
  /**
   * GET: the post was extended (or reopened) since the mail, so the link has nothing left to do.
   * POST: this call found it so and changed nothing; false when this call extended it.
   */
  already_extended: z.boolean(),
});
export type ExtendLinkReply = z.infer<typeof extendLinkReplySchema>;
