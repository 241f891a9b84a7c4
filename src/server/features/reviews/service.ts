import { desc, eq } from 'drizzle-orm';
import type { Review } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { reviews, users } from '../../db/schema.ts';

/**
 * Reviews of a user, newest first. Writing reviews arrives with applications (issue 5); the
 * read side serves the profile pages now.
 */
export function createReviewsService(db: Database) {
  return {
    async listFor(userId: number): Promise<Review[]> {
      const rows = await db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          jobApplicationId: reviews.jobApplicationId,
          reviewer: users.username,
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.reviewerId))
        .where(eq(reviews.revieweeId, userId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        reviewer: r.reviewer === null ? null : { username: r.reviewer },
        created_at: r.createdAt.toISOString(),
        job_application_id: r.jobApplicationId,
        job_application: r.jobApplicationId === null ? null : { id: r.jobApplicationId },
      }));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
