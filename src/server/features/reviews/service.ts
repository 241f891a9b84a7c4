import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminReview } from '../../../shared/schemas/admin-content.ts';
import type { Review } from '../../../shared/schemas/profile.ts';
import type { ReviewCreate } from '../../../shared/schemas/reviews.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobPosts, reviews, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { ProfilesService } from '../profiles/service.ts';

type ReviewRow = {
  id: number;
  rating: number;
  comment: string;
  createdAt: Date;
  jobApplicationId: number | null;
  reviewer: string | null;
};

/** The columns of a ReviewRow; `reviewer` needs users joined on the reviewer. */
const REVIEW_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  jobApplicationId: reviews.jobApplicationId,
  reviewer: users.username,
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

/**
 * Reviews between the parties of an Accepted application (decisions.md): the jobseeker reviews
 * the employer and the employer the jobseeker, once per side. The reviewee's `average_rating`
 * is recomputed in the same transaction, by the profiles feature, which owns the account row
 * (docs/decisions/030).
 */
export function createReviewsService(deps: { db: Database; profiles: ProfilesService }) {
  const { db, profiles } = deps;

  const selectReviews = () =>
    db.select(REVIEW_COLUMNS).from(reviews).leftJoin(users, eq(users.id, reviews.reviewerId));

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
        await profiles.recomputeRating(revieweeId, tx);
        return created.id;
      });
      const [row] = await selectReviews().where(eq(reviews.id, id)).limit(1);
      if (!row) throw notFound(MESSAGES.applicationNotFound);
      return toReview(row);
    },

    /** Admin: every review, newest first, paged, with the full count. */
    async adminList(page: {
      page: number;
      limit: number;
    }): Promise<{ data: AdminReview[]; total: number }> {
      const reviewee = alias(users, 'reviewee');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ...REVIEW_COLUMNS,
            revieweeId: reviewee.id,
            revieweeUsername: reviewee.username,
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.reviewerId))
          .leftJoin(reviewee, eq(reviewee.id, reviews.revieweeId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(reviews),
      ]);
      return {
        total: counted?.total ?? 0,
        data: rows.map((r) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          reviewer: r.reviewer === null ? null : { username: r.reviewer },
          reviewee:
            r.revieweeId === null || r.revieweeUsername === null
              ? null
              : { id: r.revieweeId, username: r.revieweeUsername },
          job_application_id: r.jobApplicationId,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Admin: removes a review; the reviewee's average follows in the same transaction, under the
     * reviewee's row lock as `create` takes it, so concurrent changes never leave a stale average.
     */
    async adminDelete(id: number): Promise<{ revieweeId: number; rating: number }> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ revieweeId: reviews.revieweeId, rating: reviews.rating })
          .from(reviews)
          .where(eq(reviews.id, id))
          .limit(1);
        if (!found) throw notFound(MESSAGES.reviewNotFound);
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, found.revieweeId))
          .for('update');
        const [deleted] = await tx
          .delete(reviews)
          .where(eq(reviews.id, id))
          .returning({ id: reviews.id });
        if (!deleted) throw notFound(MESSAGES.reviewNotFound);
        await profiles.recomputeRating(found.revieweeId, tx);
        return found;
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
