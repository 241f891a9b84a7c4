import { desc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Review } from '../../../shared/schemas/profile.ts';
import type { ReviewCreate } from '../../../shared/schemas/reviews.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobPosts, reviews, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';

/**
 * Reviews between the parties of an Accepted application (decisions.md): the jobseeker reviews
 * the employer and the employer the jobseeker, once per side. The reviewee's `average_rating`
 * is recomputed in the same transaction.
 */
type ReviewRow = {
  id: number;
  rating: number;
  comment: string;
  createdAt: Date;
  jobApplicationId: number | null;
  reviewer: string | null;
};

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reviewer: r.reviewer === null ? null : { username: r.reviewer },
    created_at: r.createdAt.toISOString(),
    job_application_id: r.jobApplicationId,
    job_application: r.jobApplicationId === null ? null : { id: r.jobApplicationId },
  };
}

export function createReviewsService(db: Database) {
  /** Sets a user's average rating from their reviews (null when none are left). */
  async function recomputeAverage(executor: Database, userId: number) {
    await executor
      .update(users)
      .set({
        averageRating: sql`(select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.revieweeId} = ${userId})`,
      })
      .where(eq(users.id, userId));
  }

  const selectReviews = () =>
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        jobApplicationId: reviews.jobApplicationId,
        reviewer: users.username,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId));

  return {
    async listFor(userId: number): Promise<Review[]> {
      const rows = await selectReviews()
        .where(eq(reviews.revieweeId, userId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map(toReview);
    },

    /**
     * A party of an Accepted application reviews the other party. Someone else's application
     * answers 403, one that is not Accepted or already reviewed by this side 409.
     */
    async create(reviewerId: number, input: ReviewCreate): Promise<Review> {
      const id = await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const [application] = await tx
          .select({
            status: jobApplications.status,
            jobseekerId: jobApplications.jobseekerId,
            employerId: jobPosts.employerId,
          })
          .from(jobApplications)
          .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
          .where(eq(jobApplications.id, input.job_application_id))
          .limit(1);
        if (!application) throw notFound(MESSAGES.applicationNotFound);
        const revieweeId =
          reviewerId === application.jobseekerId
            ? application.employerId
            : reviewerId === application.employerId
              ? application.jobseekerId
              : null;
        if (revieweeId === null) throw forbidden(MESSAGES.reviewNotParty);
        if (application.status !== 'Accepted') throw conflict(MESSAGES.reviewNotAccepted);
        // The reviewee's row lock orders concurrent reviews of one person, so each average is
        // computed after the reviews committed before it (a fresh snapshot per statement).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, revieweeId)).for('update');
        const [created] = await tx
          .insert(reviews)
          .values({
            jobApplicationId: input.job_application_id,
            reviewerId,
            revieweeId,
            rating: input.rating,
            comment: input.comment,
          })
          .onConflictDoNothing({ target: [reviews.jobApplicationId, reviews.revieweeId] })
          .returning({ id: reviews.id });
        if (!created) throw conflict(MESSAGES.reviewAlreadyGiven);
        await recomputeAverage(executor, revieweeId);
        return created.id;
      });
      const [row] = await selectReviews().where(eq(reviews.id, id)).limit(1);
      if (!row) throw notFound(MESSAGES.applicationNotFound);
      return toReview(row);
    },

    recomputeAverage: (userId: number) => recomputeAverage(db, userId),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
