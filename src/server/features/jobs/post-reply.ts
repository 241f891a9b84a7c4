import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { companyNameOf } from '../../../shared/company.ts';
import type { EmployerSummary, JobOverlap, JobPost } from '../../../shared/schemas/jobs.ts';
import { clockWindow } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { categories, jobApplications, jobPosts, users } from '../../db/schema.ts';

/** Public lists show only approved, Active posts (decisions.md, "Jobs"). */
export const isPublic = sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`;

/**
 * An employer's hires (docs/decisions/036): Accepted applications over all their posts, counted
 * when read through the posts' employer index and the applications' (post, applicant) index, so
 * that no decision, withdrawal or deletion can leave a kept count wrong. `employerId` is the
 * outer query's column naming the employer (qualified: a query of several tables), or a value.
 */
export const employerHires = (employerId: AnyColumn | SQL) =>
  // Written out with aliases of its own, so that its tables never capture a reply's own
  // `job_posts` or `job_applications` (a name binds to the nearest query naming that table).
  sql<number>`(select count(*)::int from ${jobApplications} as hired_application inner join ${jobPosts} as hired_post on hired_post.id = hired_application.job_post_id where hired_post.employer_id = ${employerId} and hired_application.status = 'Accepted')`;

/** The employer as replies show them, from their user row's columns (docs/decisions/036). */
export function toEmployerSummary(row: {
  id: number;
  username: string;
  avatar: string | null;
  companyName: string | null;
  identityVerified: boolean | null;
  verifiedEmployer: boolean | null;
  hires: number | string | null;
}): EmployerSummary {
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    company_name: companyNameOf(row.companyName),
    identity_verified: row.identityVerified === true,
    verified_employer: row.verifiedEmployer === true,
    hires: Number(row.hires ?? 0),
  };
}

/**
 * The columns of a JobPost reply. The employer's name and avatar and the category's name are
 * joined here rather than fetched per row through their services: one query for a whole page.
 */
const replyColumns = {
  id: jobPosts.id,
  title: jobPosts.title,
  description: jobPosts.description,
  location: jobPosts.location,
  salary: jobPosts.salary,
  status: jobPosts.status,
  jobType: jobPosts.jobType,
  categoryId: jobPosts.categoryId,
  categoryName: categories.name,
  requiredSkills: jobPosts.requiredSkills,
  applicationLimit: jobPosts.applicationLimit,
  screeningQuestions: jobPosts.screeningQuestions,
  minCoverLetter: jobPosts.minCoverLetter,
  overlapHours: jobPosts.overlapHours,
  overlapTimezone: jobPosts.overlapTimezone,
  overlapStart: jobPosts.overlapStart,
  overlapEnd: jobPosts.overlapEnd,
  // Counted when read, through the (post, applicant) unique index, so no write path (a withdrawal,
  // an account deletion) can leave it wrong; cached lists may lag like `views` (decisions/033).
  applicationCount: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobPostId} = ${jobPosts.id})`,
  pendingReview: jobPosts.pendingReview,
  // When the public post closes by itself (docs/decisions/058); null while not public.
  expiresAt: jobPosts.expiresAt,
  views: jobPosts.views,
  createdAt: jobPosts.createdAt,
  updatedAt: jobPosts.updatedAt,
  employerId: jobPosts.employerId,
  employerUsername: users.username,
  employerAvatar: users.avatar,
  employerCompanyName: users.companyName,
  employerVerified: users.identityVerified,
  // The post's copy of the employer's mark: the one Find Jobs filters on (docs/decisions/049).
  verifiedEmployer: jobPosts.employerVerified,
  employerHires: employerHires(users.id),
};

/** Posts with what a JobPost reply shows of their employer and category; add a where clause. */
export const selectReply = (db: Database) =>
  db
    .select(replyColumns)
    .from(jobPosts)
    .leftJoin(users, eq(users.id, jobPosts.employerId))
    .leftJoin(categories, eq(categories.id, jobPosts.categoryId));

export type ReplyRow = Awaited<ReturnType<typeof selectReply>>[number];

/**
 * The same with the post's risk findings (docs/decisions/045), for the replies its owner and
 * admins read; public lists use `selectReply`, which never reads them.
 */
export const selectReviewedReply = (db: Database) =>
  db
    .select({ ...replyColumns, riskFlags: jobPosts.riskFlags })
    .from(jobPosts)
    .leftJoin(users, eq(users.id, jobPosts.employerId))
    .leftJoin(categories, eq(categories.id, jobPosts.categoryId));

export type ReviewedReplyRow = Awaited<ReturnType<typeof selectReviewedReply>>[number];

/** A JobPost with `risk_flags`: for the post's owner and admins only (docs/decisions/045). */
export function toReviewedJobPost(row: ReviewedReplyRow): JobPost {
  return { ...toJobPost(row), risk_flags: row.riskFlags };
}

export function toJobPost(row: ReplyRow): JobPost {
  return {
    id: row.id as number,
    title: row.title as string,
    description: row.description as string,
    location: row.location,
    salary: row.salary === null ? null : Number(row.salary),
    status: row.status as JobPost['status'],
    job_type: row.jobType as string,
    category_id: row.categoryId,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    required_skills: row.requiredSkills ?? [],
    applicationLimit: row.applicationLimit,
    screening_questions: row.screeningQuestions ?? [],
    min_cover_letter: row.minCoverLetter ?? 0,
    application_count: Number(row.applicationCount ?? 0),
    pending_review: row.pendingReview as boolean,
    views: row.views as number,
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
    employer_id: row.employerId as number,
    verified_employer: row.verifiedEmployer === true,
    employer:
      row.employerUsername === null
        ? null
        : toEmployerSummary({
            id: row.employerId as number,
            username: row.employerUsername,
            avatar: row.employerAvatar,
            companyName: row.employerCompanyName,
            identityVerified: row.employerVerified,
            verifiedEmployer: row.verifiedEmployer,
            hires: row.employerHires,
          }),
    overlap: overlapOf(row),
    expires_at: row.expiresAt ? (row.expiresAt as Date).toISOString() : null,
  };
}

/** The hours a post asks its hire to share (docs/decisions/051), or null. */
function overlapOf(row: ReplyRow): JobOverlap | null {
  const window = clockWindow(row.overlapStart, row.overlapEnd);
  if (row.overlapHours === null || row.overlapTimezone === null || !window) return null;
  return { hours: row.overlapHours, timezone: row.overlapTimezone, ...window };
}
