import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RESPONSE_GRACE_DAYS,
  RESPONSIVENESS_MIN_APPLICATIONS,
} from '../../../shared/applications.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type {
  Application,
  ApplicationDecision,
  Apply,
  BulkReject,
  Responsiveness,
} from '../../../shared/schemas/applications.ts';
import { detectRisks, type Finding } from '../../../shared/trust/detector.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobPosts, reviews, users } from '../../db/schema.ts';
import { conflict, forbidden, invalidField, notFound } from '../../errors.ts';
import { employerHires, toEmployerSummary } from '../jobs/post-reply.ts';
import type { JobsService } from '../jobs/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { createApplicationMails } from './mails.ts';

export type Caller = { id: number; role: Role };

const applicant = alias(users, 'applicant');
const employer = alias(users, 'employer');

/** The smaller of a post's own limit and the global one; null when neither is set. */
export function effectiveLimit(postLimit: number | null, globalLimit: number | null) {
  if (postLimit === null) return globalLimit;
  if (globalLimit === null) return postLimit;
  return Math.min(postLimit, globalLimit);
}

/**
 * The columns of an Application reply. `reviewedOther` says whether the given party already
 * reviewed the other one for this application (a review's reviewee identifies its side).
 */
function replyColumns(reviewee: SQL) {
  return {
    id: jobApplications.id,
    status: jobApplications.status,
    note: jobApplications.note,
    createdAt: jobApplications.createdAt,
    updatedAt: jobApplications.updatedAt,
    jobPostId: jobApplications.jobPostId,
    jobTitle: jobPosts.title,
    jobStatus: jobPosts.status,
    employerId: jobPosts.employerId,
    employerUsername: employer.username,
    employerAvatar: employer.avatar,
    employerCompanyName: employer.companyName,
    employerVerified: employer.identityVerified,
    employerVerifiedEmployer: employer.verifiedEmployer,
    employerHires: employerHires(employer.id),
    userId: jobApplications.jobseekerId,
    username: applicant.username,
    email: applicant.email,
    avatar: applicant.avatar,
    applicantHeadline: applicant.headline,
    applicantHourlyRate: applicant.hourlyRate,
    applicantRating: applicant.averageRating,
    applicantSkills: applicant.skills,
    applicantVerified: applicant.identityVerified,
    applicantReviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.revieweeId} = ${jobApplications.jobseekerId})`,
    proposedRate: jobApplications.proposedRate,
    availability: jobApplications.availability,
    questions: jobApplications.questions,
    answers: jobApplications.answers,
    flags: jobApplications.flags,
    hasReviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.jobApplicationId} = ${jobApplications.id} and ${reviews.revieweeId} = ${reviewee})`,
  };
}

type ReplyRow = {
  id: number;
  status: Application['status'];
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  jobPostId: number;
  jobTitle: string;
  jobStatus: Application['job_post']['status'];
  employerId: number;
  employerUsername: string | null;
  employerAvatar: string | null;
  employerCompanyName: string | null;
  employerVerified: boolean | null;
  employerVerifiedEmployer: boolean | null;
  employerHires: number;
  userId: number;
  username: string;
  email: string;
  avatar: string | null;
  applicantHeadline: string | null;
  applicantHourlyRate: number | null;
  applicantRating: number | null;
  applicantSkills: string[];
  applicantVerified: boolean;
  applicantReviewCount: number;
  proposedRate: number | null;
  availability: number | null;
  questions: string[];
  answers: string[];
  flags: Finding[];
  hasReviewed: boolean;
};

/**
 * `side` is who reads it: the cover letter's findings (docs/decisions/046) go to the post's
 * owner only, who is the one warned; the applicant's own replies do not carry them.
 */
function toApplication(row: ReplyRow, side: 'jobseeker' | 'employer'): Application {
  const created = row.createdAt.toISOString();
  return {
    ...(side === 'employer' ? { flags: row.flags } : {}),
    id: row.id,
    status: row.status,
    created_at: created,
    appliedAt: created,
    updated_at: row.updatedAt.toISOString(),
    job_post_id: row.jobPostId,
    job_post: {
      id: row.jobPostId,
      title: row.jobTitle,
      status: row.jobStatus,
      employer:
        row.employerUsername === null
          ? null
          : toEmployerSummary({
              id: row.employerId,
              username: row.employerUsername,
              avatar: row.employerAvatar,
              companyName: row.employerCompanyName,
              identityVerified: row.employerVerified,
              verifiedEmployer: row.employerVerifiedEmployer,
              hires: row.employerHires,
            }),
    },
    user_id: row.userId,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    jobDescription: row.note,
    has_reviewed: Boolean(row.hasReviewed),
    proposed_rate: row.proposedRate === null ? null : Number(row.proposedRate),
    availability: row.availability,
    screening_answers: row.questions.map((question, i) => ({
      question,
      answer: row.answers[i] ?? '',
    })),
    applicant: {
      headline: row.applicantHeadline,
      hourly_rate: row.applicantHourlyRate === null ? null : Number(row.applicantHourlyRate),
      rating: row.applicantRating === null ? null : Number(row.applicantRating),
      review_count: Number(row.applicantReviewCount),
      skills: row.applicantSkills,
      identity_verified: row.applicantVerified,
    },
  };
}

/**
 * What the post asks of a proposal (docs/decisions/033): a cover letter of its minimum length and
 * an answer to each screening question. Answers sent to a post that asks none are ignored (its
 * questions may have been removed while the form was open).
 */
function checkProposal(
  input: Apply,
  post: { screeningQuestions: string[]; minCoverLetter: number },
) {
  const letter = input.description ?? '';
  if (letter.length < post.minCoverLetter) {
    throw invalidField(
      'description',
      `${MESSAGES.coverLetterTooShort} ${post.minCoverLetter} characters.`,
    );
  }
  const questions = post.screeningQuestions;
  if (questions.length === 0) return;
  if (input.answers.length !== questions.length) {
    throw invalidField('answers', MESSAGES.answersMismatch);
  }
  const blank = input.answers.indexOf('');
  if (blank !== -1) throw invalidField(`answers.${blank}`, MESSAGES.answersMismatch);
}

/**
 * Applying, deciding and listing applications (decisions.md, "Applications, limits, reviews").
 * Limits are checked in the transaction that inserts, under a lock on the post's row, so
 * concurrent applies to one post are taken one at a time and can never pass its limit.
 */
export function createApplicationsService(deps: {
  db: Database;
  jobs: JobsService;
  settings: SettingsService;
  /** Tells applicants and employers, as they chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'deliver' | 'notify' | 'committed'>;
  publicUrl: string;
  /** Owns the account row, where flagged cover letters count toward the risk score. */
  profiles: Pick<ProfilesService, 'countFlaggedWriting'>;
}) {
  const { db, jobs, settings } = deps;
  const mails = createApplicationMails(deps);

  /** Applications with their post, employer and applicant; `side` decides `has_reviewed`. */
  const selectReplies = (side: 'jobseeker' | 'employer') =>
    db
      .select(
        replyColumns(
          side === 'jobseeker' ? sql`${jobPosts.employerId}` : sql`${jobApplications.jobseekerId}`,
        ),
      )
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
      .innerJoin(applicant, eq(applicant.id, jobApplications.jobseekerId))
      .leftJoin(employer, eq(employer.id, jobPosts.employerId));

  async function getFor(id: number, side: 'jobseeker' | 'employer'): Promise<Application> {
    const [row] = await selectReplies(side).where(eq(jobApplications.id, id)).limit(1);
    if (!row) throw notFound(MESSAGES.applicationNotFound);
    return toApplication(row, side);
  }

  return {
    /**
     * A jobseeker applies to an Active, approved post, once, within the effective limit (the
     * smaller of the post's and the global one). Check and insert share one transaction that
     * holds the post's row lock, so neither a double submit nor a crowd can break the rules.
     */
    async apply(jobseekerId: number, input: Apply): Promise<Application> {
      // Stored with the application; the employer's review warns under it (docs/decisions/046).
      const flags = input.description ? detectRisks(input.description) : [];
      let employerId: number | undefined;
      const id = await db.transaction(async (tx) => {
        const [post] = await tx
          .select({
            status: jobPosts.status,
            pendingReview: jobPosts.pendingReview,
            applicationLimit: jobPosts.applicationLimit,
            screeningQuestions: jobPosts.screeningQuestions,
            minCoverLetter: jobPosts.minCoverLetter,
            employerId: jobPosts.employerId,
            title: jobPosts.title,
          })
          .from(jobPosts)
          .where(eq(jobPosts.id, input.job_post_id))
          .for('update');
        // Hidden posts (pending review, closed) look the same as missing ones (docs/decisions/010).
        if (post?.status !== 'Active' || post.pendingReview) {
          throw notFound(MESSAGES.jobNotFound);
        }
        const [existing] = await tx
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(
            and(
              eq(jobApplications.jobPostId, input.job_post_id),
              eq(jobApplications.jobseekerId, jobseekerId),
            ),
          )
          .limit(1);
        if (existing) throw conflict(MESSAGES.alreadyApplied);
        checkProposal(input, post);
        const limit = effectiveLimit(
          post.applicationLimit,
          await settings.globalApplicationLimit(tx as unknown as Database),
        );
        if (limit !== null) {
          const [counted] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(jobApplications)
            .where(eq(jobApplications.jobPostId, input.job_post_id));
          if ((counted?.n ?? 0) >= limit)
            throw conflict(MESSAGES.applicationLimitReached, { code: 'LIMIT_REACHED' });
        }
        const [created] = await tx
          .insert(jobApplications)
          .values({
            jobPostId: input.job_post_id,
            jobseekerId,
            note: input.description,
            proposedRate: input.proposed_rate,
            availability: input.availability,
            // The questions as asked: the employer may edit the post later (decisions/033).
            questions: post.screeningQuestions,
            answers: post.screeningQuestions.length === 0 ? [] : input.answers,
            flags,
          })
          .onConflictDoNothing({ target: [jobApplications.jobPostId, jobApplications.jobseekerId] })
          .returning({ id: jobApplications.id });
        if (!created) throw conflict(MESSAGES.alreadyApplied);
        // The employer's bell, in the deciding transaction (docs/decisions/052).
        const [applicant] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, jobseekerId));
        await deps.notifications.notify(tx, {
          userId: post.employerId,
          kind: 'application_received',
          title: `New application for "${post.title}"`,
          body: `${applicant?.username ?? 'A jobseeker'} applied to "${post.title}".`,
          link: '/my-job-posts',
          mail: {
            subject: `New application for "${post.title}"`,
            content: {
              preheader: `${applicant?.username ?? 'A jobseeker'} applied.`,
              greeting: 'Hi,',
              paragraphs: [
                `${applicant?.username ?? 'A jobseeker'} applied to your job post "${post.title}".`,
              ],
              action: { label: 'Review applicants', url: `${deps.publicUrl}/my-job-posts` },
              footer: 'You received this because you posted a job on TalentBridge.',
            },
          },
        });
        employerId = post.employerId;
        return created.id;
      });
      if (employerId !== undefined) deps.notifications.committed(employerId);
      if (flags.length > 0)
        await deps.profiles.countFlaggedWriting(jobseekerId, 'flaggedCoverLetters');
      return getFor(id, 'jobseeker');
    },

    async hasApplied(jobseekerId: number, jobPostId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.jobPostId, jobPostId),
            eq(jobApplications.jobseekerId, jobseekerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** My Applications: the jobseeker's own, newest first. */
    async listMine(jobseekerId: number): Promise<Application[]> {
      const rows = await selectReplies('jobseeker')
        .where(eq(jobApplications.jobseekerId, jobseekerId))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
      return rows.map((row) => toApplication(row, 'jobseeker'));
    },

    /**
     * The applications table of one post, oldest first, for its owner only. A post the caller
     * cannot see answers 404, someone else's visible post 403.
     */
    async listForPost(jobPostId: number, caller: Caller): Promise<Application[]> {
      const post = await jobs.get(jobPostId, caller);
      if (post.employer_id !== caller.id) throw forbidden(MESSAGES.applicationNotOwner);
      const rows = await selectReplies('employer')
        .where(eq(jobApplications.jobPostId, jobPostId))
        .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
      return rows.map((row) => toApplication(row, 'employer'));
    },

    /**
     * A jobseeker takes back a Pending application of their own: it is deleted, so the employer no
     * longer sees it, the post counts one applicant fewer and the jobseeker may apply again.
     */
    async withdraw(id: number, jobseekerId: number): Promise<void> {
      const [row] = await db
        .select({ jobseekerId: jobApplications.jobseekerId })
        .from(jobApplications)
        .where(eq(jobApplications.id, id))
        .limit(1);
      if (!row) throw notFound(MESSAGES.applicationNotFound);
      if (row.jobseekerId !== jobseekerId) throw forbidden(MESSAGES.applicationWithdrawNotOwner);
      // The Pending condition in the same statement: a decision cannot slip in between.
      const deleted = await db
        .delete(jobApplications)
        .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'Pending')))
        .returning({ id: jobApplications.id });
      if (deleted.length === 0) throw conflict(MESSAGES.applicationWithdrawNotPending);
    },

    /**
     * How an employer answers applicants (docs/decisions/035), from their decisions: the share
     * decided and the median time to decide. An application counts once decided or once it has
     * waited RESPONSE_GRACE_DAYS; newer Pending ones are not yet a failure to answer. A decided
     * application's `updated_at` is its decision's time: nothing else writes an application.
     * Null until RESPONSIVENESS_MIN_APPLICATIONS count, and for anyone who is not an employer.
     */
    async responsiveness(userId: number): Promise<Responsiveness> {
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.role !== 'employer') return null;
      const decided = sql`${jobApplications.status} <> 'Pending'`;
      const [row] = await db
        .select({
          counted: sql<number>`(count(*) filter (where ${decided} or ${jobApplications.createdAt} < now() - make_interval(days => ${RESPONSE_GRACE_DAYS})))::int`,
          decided: sql<number>`(count(*) filter (where ${decided}))::int`,
          medianSeconds: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${jobApplications.updatedAt} - ${jobApplications.createdAt})) filter (where ${decided})`,
        })
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
        .where(eq(jobPosts.employerId, userId));
      const counted = Number(row?.counted ?? 0);
      if (counted < RESPONSIVENESS_MIN_APPLICATIONS) return null;
      const median = row?.medianSeconds === null ? null : Number(row?.medianSeconds);
      return {
        applications: counted,
        response_rate: Math.round((Number(row?.decided ?? 0) / counted) * 100) / 100,
        median_response_hours: median === null ? null : Math.round((median / 3600) * 10) / 10,
      };
    },

    /**
     * Rejects many Pending applications to one of the caller's posts at once (docs/decisions/035):
     * the listed ones, or all that are Pending; each applicant gets one mail with the message.
     * Ids of other posts or already decided applications are passed over, not refused: a list
     * drawn a minute ago may be out of date by the time it is sent.
     */
    async bulkReject(caller: Caller, input: BulkReject): Promise<{ rejected: number[] }> {
      const post = await jobs.get(input.job_post_id, caller);
      if (post.employer_id !== caller.id) throw forbidden(MESSAGES.applicationNotOwner);
      const chosen = input.application_ids
        ? inArray(jobApplications.id, input.application_ids)
        : undefined;
      const updated = await db
        .update(jobApplications)
        .set({ status: 'Rejected', updatedAt: new Date() })
        .where(
          and(
            eq(jobApplications.jobPostId, input.job_post_id),
            eq(jobApplications.status, 'Pending'),
            chosen,
          ),
        )
        .returning({ id: jobApplications.id });
      const ids = updated.map((row) => row.id).sort((a, b) => a - b);
      if (ids.length > 0) {
        const rows = await selectReplies('employer').where(inArray(jobApplications.id, ids));
        for (const row of rows) mails.decision(toApplication(row, 'employer'), input.message);
      }
      return { rejected: ids };
    },

    /** Accept or Reject, by the post's owner, only from Pending; the applicant is e-mailed. */
    async decide(id: number, caller: Caller, status: ApplicationDecision): Promise<Application> {
      const [row] = await db
        .select({ employerId: jobPosts.employerId })
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
        .where(eq(jobApplications.id, id))
        .limit(1);
      if (!row) throw notFound(MESSAGES.applicationNotFound);
      if (row.employerId !== caller.id) throw forbidden(MESSAGES.applicationNotOwner);
      // The Pending condition in the same statement: two clicks cannot both decide.
      const [updated] = await db
        .update(jobApplications)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'Pending')))
        .returning({ id: jobApplications.id });
      if (!updated) throw conflict(MESSAGES.applicationNotPending);
      const application = await getFor(id, 'employer');
      mails.decision(application);
      return application;
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
