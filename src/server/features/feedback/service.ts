import { count, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminPageQuery } from '../../../shared/schemas/admin.ts';
import type { Feedback } from '../../../shared/schemas/admin-content.ts';
import type { Database } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';
import { tooManyRequests } from '../../errors.ts';
import type { Limiters } from '../../infra/limiters.ts';

/** Feedback a user may send per hour: plenty for a person, a wall for a script. */
export const FEEDBACK_PER_HOUR = 10;

/**
 * Feedback (spec section 2, "Feedback"): any logged-in user writes, admins read. It outlives its
 * author, who then shows as 'Unknown' (decisions.md).
 */
export function createFeedbackService(deps: { db: Database; limiters: Limiters }) {
  const { db } = deps;
  const sentByUser = deps.limiters('feedback-user', FEEDBACK_PER_HOUR, 3600);
  return {
    async create(userId: number, message: string): Promise<Omit<Feedback, 'user'>> {
      const sent = await sentByUser.take(String(userId));
      if (!sent.allowed) throw tooManyRequests(MESSAGES.tooManyFeedback, sent.retryAfterSeconds);
      const [row] = await db
        .insert(feedback)
        .values({ userId, message })
        .returning({ id: feedback.id, message: feedback.message, createdAt: feedback.createdAt });
      if (!row) throw new Error('feedback insert returned no row');
      return { id: row.id, message: row.message, created_at: row.createdAt.toISOString() };
    },

    /** Newest first, paged, with the full count. */
    async list(page: AdminPageQuery): Promise<{ data: Feedback[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: feedback.id,
            message: feedback.message,
            createdAt: feedback.createdAt,
            username: users.username,
          })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(feedback),
      ]);
      return {
        total: counted?.total ?? 0,
        data: rows.map((r) => ({
          id: r.id,
          message: r.message,
          user: r.username === null ? null : { username: r.username },
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
