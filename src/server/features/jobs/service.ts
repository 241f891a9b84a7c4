import { and, count, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import { jobPostFindings } from '../../../shared/job-post-risks.ts';
import { JOB_DESCRIPTION_MAX_TEXT, JOB_DESCRIPTION_MIN_TEXT } from '../../../shared/jobs.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type {
  AdminJobListQuery,
  JobWithApplications,
} from '../../../shared/schemas/admin-content.ts';
import type {
  EmployerJobs,
  EmployerJobsQuery,
  JobCreate,
  JobListQuery,
  JobPost,
  JobUpdate,
} from '../../../shared/schemas/jobs.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobPosts, jobViews, users } from '../../db/schema.ts';
import { badRequest, forbidden, invalidField, notFound } from '../../errors.ts';
import type { PlansService } from '../billing/plans.ts';
import type { CategoriesService } from '../categories/service.ts';
import type { SettingsService } from '../settings/service.ts';
import {
  employerHires,
  isPublic,
  type ReplyRow,
  selectReply,
  selectReviewedReply,
  toEmployerSummary,
  toJobPost,
  toReviewedJobPost,
} from './post-reply.ts';
import { plainText, plainTextLines, sanitizeDescription } from './sanitize.ts';
import type { EncodedReply } from './search/encoded-reply.ts';
import { createJobSearch, type JobSearchOptions } from './search/job-search.ts';

export type Viewer = { id: number; role: Role } | null;

/** The overlap fields as columns: all four set or all four null (the schema checked them). */
function overlapColumns(input: JobCreate | JobUpdate) {
  return {
    overlapHours: input.overlap_hours ?? null,
    overlapTimezone: input.overlap_timezone ?? null,
    overlapStart: input.overlap_start ?? null,
    overlapEnd: input.overlap_end ?? null,
  };
}

/** A post the scam detector found something in (docs/decisions/045). */
const hasFindings = sql`${jobPosts.riskFlags} <> '[]'::jsonb`;

/** Sanitizes a description and applies the length rules to what a reader will see. */
function cleanDescription(html: string): { description: string; descriptionText: string } {
  const description = sanitizeDescription(html);
  const descriptionText = plainText(description);
  if (descriptionText.length < JOB_DESCRIPTION_MIN_TEXT) {
    throw invalidField('description', MESSAGES.jobDescriptionTooShort);
  }
  if (descriptionText.length > JOB_DESCRIPTION_MAX_TEXT) {
    throw invalidField('description', MESSAGES.jobDescriptionTooLong);
  }
  return { description, descriptionText };
}

/**
 * Job posts: writes, moderation, reads of one post or one employer's posts, and views. Find Jobs
 * itself is the search module's (search/job-search.ts); every write here tells it that searches
 * changed.
 */
export function createJobsService(
  deps: {
    db: Database;
    categories: CategoriesService;
    settings: SettingsService;
    /**
     * The employer's plan (docs/decisions/055): refuses a new post over its monthly limit, inside
     * the transaction that inserts it.
     */
    plans?: Pick<PlansService, 'assertCanPost'>;
  } & Omit<JobSearchOptions, 'db'>,
) {
  const { db, categories: categoriesService, settings } = deps;
  const search = createJobSearch(deps);
  const searchesChanged = search.changed;

  async function assertCategory(categoryId: number | null | undefined) {
    if (categoryId === null || categoryId === undefined) return;
    const found = await categoriesService.findByIds([categoryId]);
    if (found.length === 0) throw invalidField('category_id', MESSAGES.jobCategoryInvalid);
  }

  async function findRow(id: number) {
    const [row] = await selectReviewedReply(db).where(eq(jobPosts.id, id)).limit(1);
    return row;
  }

  /** The post's owner and admins: who may read its risk findings (docs/decisions/045). */
  const isReviewer = (row: ReplyRow, viewer: Viewer) =>
    viewer?.role === 'admin' || (viewer !== null && viewer.id === row.employerId);

  const canSee = (row: ReplyRow, viewer: Viewer) =>
    (row.status === 'Active' && row.pendingReview === false) || isReviewer(row, viewer);

  /** The post as the owner may change it: 404 when the caller cannot see it, 403 when not theirs. */
  async function ownedRow(id: number, viewer: Viewer) {
    const row = await findRow(id);
    if (!row || !canSee(row, viewer)) throw notFound(MESSAGES.jobNotFound);
    if (!viewer || row.employerId !== viewer.id) throw forbidden(MESSAGES.jobNotOwner);
    return row;
  }

  const service = {
    /**
     * New posts wait for moderation (decisions.md); one with risk findings is held there, its
     * findings recorded for the admin and its owner (docs/decisions/045). Each counts against
     * the employer's plan for the month (docs/decisions/055).
     */
    async create(employerId: number, input: JobCreate): Promise<JobPost> {
      const { description, descriptionText } = cleanDescription(input.description);
      await assertCategory(input.category_id);
      const created = await db.transaction(async (tx) => {
        await deps.plans?.assertCanPost(tx, employerId);
        const [row] = await tx
          .insert(jobPosts)
          .values({
            employerId,
            title: input.title,
            description,
            descriptionText,
            location: input.location ?? null,
            salary: input.salary ?? null,
            status: input.status ?? 'Active',
            jobType: input.job_type,
            categoryId: input.category_id ?? null,
            requiredSkills: input.required_skills ?? [],
            screeningQuestions: input.screening_questions ?? [],
            minCoverLetter: input.min_cover_letter ?? 0,
            ...overlapColumns(input),
            pendingReview: true,
            riskFlags: jobPostFindings(input.title, plainTextLines(description)),
          })
          .returning({ id: jobPosts.id });
        return row;
      });
      await searchesChanged();
      return service.get(created?.id as number, { id: employerId, role: 'employer' });
    },

    /**
     * A partial edit by the owner. A change to what the post says sends it back to review with
     * its risk findings computed again (docs/decisions/045); a status change alone (Reopen) does
     * not.
     */
    async update(id: number, viewer: Viewer, input: JobUpdate): Promise<JobPost> {
      const row = await ownedRow(id, viewer);
      if (input.title === '' || input.description === '') {
        throw badRequest(MESSAGES.jobTitleAndDescriptionRequired);
      }
      const changes: Partial<typeof jobPosts.$inferInsert> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined)
        Object.assign(changes, cleanDescription(input.description));
      if (input.location !== undefined) changes.location = input.location;
      if (input.salary !== undefined) changes.salary = input.salary;
      if (input.job_type !== undefined) changes.jobType = input.job_type;
      if (input.category_id !== undefined) {
        await assertCategory(input.category_id);
        changes.categoryId = input.category_id;
      }
      if (input.required_skills !== undefined) changes.requiredSkills = input.required_skills;
      if (input.screening_questions !== undefined) {
        changes.screeningQuestions = input.screening_questions;
      }
      if (input.min_cover_letter !== undefined) changes.minCoverLetter = input.min_cover_letter;
      const isContentEdit = Object.keys(changes).length > 0;
      if (isContentEdit) {
        changes.pendingReview = true;
        changes.riskFlags = jobPostFindings(
          changes.title ?? (row.title as string),
          plainTextLines(changes.description ?? (row.description as string)),
        );
      }
      if (input.status !== undefined) changes.status = input.status;
      // The hours a post asks to share are not what it says (docs/decisions/051): changing them
      // alone, like a status change, leaves the post approved.
      if (input.overlap_hours !== undefined) Object.assign(changes, overlapColumns(input));
      if (Object.keys(changes).length > 0) {
        await db
          .update(jobPosts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(jobPosts.id, id));
        await searchesChanged();
      }
      return service.get(id, viewer);
    },

    async close(id: number, viewer: Viewer): Promise<JobPost> {
      await ownedRow(id, viewer);
      await db
        .update(jobPosts)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(eq(jobPosts.id, id));
      await searchesChanged();
      return service.get(id, viewer);
    },

    /**
     * Public posts for anyone; pending or closed ones for their owner and admins only, who also
     * read the post's risk findings (docs/decisions/045).
     */
    async get(id: number, viewer: Viewer): Promise<JobPost> {
      const row = await findRow(id);
      if (!row || !canSee(row, viewer)) throw notFound(MESSAGES.jobNotFound);
      return isReviewer(row, viewer) ? toReviewedJobPost(row) : toJobPost(row);
    },

    /** The employer's own posts, with their risk findings (docs/decisions/045). */
    async listOwn(employerId: number): Promise<JobPost[]> {
      const rows = await selectReviewedReply(db)
        .where(eq(jobPosts.employerId, employerId))
        .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
      return rows.map(toReviewedJobPost);
    },

    /**
     * A company's open jobs (docs/decisions/036): the employer as a company and their approved
     * Active posts, newest first, without `exclude`. 404 for anyone who is not an employer, so a
     * jobseeker's id is never mistaken for a company without jobs.
     */
    async listOpenByEmployer(employerId: number, query: EmployerJobsQuery): Promise<EmployerJobs> {
      const [employer] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          avatar: users.avatar,
          companyName: users.companyName,
          identityVerified: users.identityVerified,
          verifiedEmployer: users.verifiedEmployer,
          hires: employerHires(sql`${employerId}`),
        })
        .from(users)
        .where(eq(users.id, employerId))
        .limit(1);
      if (!employer) throw notFound(MESSAGES.userNotFound);
      if (employer.role !== 'employer') throw notFound(MESSAGES.notAnEmployer);
      const where = and(
        eq(jobPosts.employerId, employerId),
        isPublic,
        query.exclude === undefined ? undefined : sql`${jobPosts.id} <> ${query.exclude}`,
      );
      // Both read the employer's posts through (employer_id, created_at).
      const [rows, [counted]] = await Promise.all([
        selectReply(db)
          .where(where)
          .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
          .limit(query.limit),
        db.select({ total: count() }).from(jobPosts).where(where),
      ]);
      return {
        employer: toEmployerSummary(employer),
        data: rows.map(toJobPost),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Find Jobs: full-text search over title and description ranked by relevance, typo tolerance
     * on titles and locations, and the structured filters, combined (search/job-search.ts).
     */
    listJson(query: JobListQuery): Promise<EncodedReply> {
      return search.search(query);
    },

    /**
     * Other features call this after a write that changes what searches answer without going
     * through this service: an employer's name or avatar (shown in every post), an account
     * deletion (its posts go with it), an application limit.
     */
    searchesChanged,

    /** What the in-memory search index holds and has answered (null when it is off). */
    searchIndexStats: search.stats,

    /** Loads the search index now rather than at the first search; false when it is off. */
    warmSearchIndex: search.warm,

    /**
     * Counts a view once per viewer (user, or IP for visitors) per job per hour; the owner's own
     * views never count (decisions.md).
     */
    async recordView(id: number, viewer: { user: Viewer; ip: string }): Promise<number> {
      const row = await findRow(id);
      if (!row || !canSee(row, viewer.user)) throw notFound(MESSAGES.jobNotFound);
      if (viewer.user?.id === row.employerId) return row.views as number;
      const viewerKey = viewer.user ? `user:${viewer.user.id}` : `ip:${viewer.ip}`;
      return db.transaction(async (tx) => {
        const counted = await tx
          .insert(jobViews)
          .values({ jobPostId: id, viewerKey })
          .onConflictDoUpdate({
            target: [jobViews.jobPostId, jobViews.viewerKey],
            set: { viewedAt: sql`now()` },
            setWhere: sql`${jobViews.viewedAt} <= now() - interval '1 hour'`,
          })
          .returning({ id: jobViews.jobPostId });
        if (counted.length === 0) return row.views as number;
        const [updated] = await tx
          .update(jobPosts)
          .set({ views: sql`${jobPosts.views} + 1` })
          .where(eq(jobPosts.id, id))
          .returning({ views: jobPosts.views });
        return updated?.views ?? (row.views as number);
      });
    },

    /** Admin moderation: Approve clears the review flag, Flag sets it and hides the post. */
    async setPendingReview(id: number, pendingReview: boolean, viewer: Viewer): Promise<JobPost> {
      const [updated] = await db
        .update(jobPosts)
        .set({ pendingReview })
        .where(eq(jobPosts.id, id))
        .returning({ id: jobPosts.id });
      if (!updated) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return service.get(id, viewer);
    },

    /**
     * Admin: a post's own application limit (null: none). It may not exceed the global limit
     * (decisions.md); lowering it under the applications already received only stops new ones.
     */
    async setApplicationLimit(id: number, limit: number | null, viewer: Viewer): Promise<JobPost> {
      if (limit !== null) {
        const global = await settings.globalApplicationLimit();
        if (global !== null && limit > global) {
          throw badRequest(`${MESSAGES.applicationLimitAboveGlobal} ${global}.`, {
            field: 'limit',
          });
        }
      }
      const [updated] = await db
        .update(jobPosts)
        .set({ applicationLimit: limit })
        .where(eq(jobPosts.id, id))
        .returning({ id: jobPosts.id });
      if (!updated) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return service.get(id, viewer);
    },

    /**
     * Admin: every post, held ones (waiting for review with risk findings, docs/decisions/045)
     * first, then newest first; filtered by status, review flag, findings and a title substring
     * (case-insensitive), paged; with the full count for `X-Total-Count`.
     */
    async adminList(query: AdminJobListQuery): Promise<{ data: JobPost[]; total: number }> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(jobPosts.status, query.status));
      if (query.pendingReview !== undefined) {
        filters.push(eq(jobPosts.pendingReview, query.pendingReview));
      }
      if (query.risk === 'flagged') filters.push(hasFindings);
      if (query.risk === 'clear') filters.push(not(hasFindings));
      if (query.search) {
        // The trigram index on lower(title) serves this substring match.
        const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        filters.push(sql`lower(${jobPosts.title}) like ${pattern}`);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        selectReviewedReply(db)
          .where(where)
          .orderBy(
            desc(sql`(${jobPosts.pendingReview} and ${hasFindings})`),
            desc(jobPosts.createdAt),
            desc(jobPosts.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(jobPosts).where(where),
      ]);
      return { data: rows.map(toReviewedJobPost), total: counted?.total ?? 0 };
    },

    /**
     * Admin: deletes a post; its applications, chats, views and notifications go with it, and
     * complaints about it keep their record without the post (schema foreign keys). The title is
     * returned for the audit log.
     */
    async adminDelete(id: number): Promise<{ title: string }> {
      const [deleted] = await db
        .delete(jobPosts)
        .where(eq(jobPosts.id, id))
        .returning({ title: jobPosts.title });
      if (!deleted) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return deleted;
    },

    /**
     * Admin: posts with at least one application, most applications first (then newest), paged,
     * counted by one aggregate over the applications.
     */
    async listWithApplications(page: {
      page: number;
      limit: number;
    }): Promise<{ data: JobWithApplications[]; total: number }> {
      const counts = db
        .select({
          jobPostId: jobApplications.jobPostId,
          applicationCount: sql<number>`count(*)::int`.as('application_count'),
        })
        .from(jobApplications)
        .groupBy(jobApplications.jobPostId)
        .as('counts');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: jobPosts.id,
            title: jobPosts.title,
            applicationCount: counts.applicationCount,
            createdAt: jobPosts.createdAt,
          })
          .from(counts)
          .innerJoin(jobPosts, eq(jobPosts.id, counts.jobPostId))
          .orderBy(desc(counts.applicationCount), desc(jobPosts.createdAt), desc(jobPosts.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: sql<number>`count(distinct ${jobApplications.jobPostId})::int` })
          .from(jobApplications),
      ]);
      return {
        total: counted?.total ?? 0,
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          applicationCount: Number(r.applicationCount),
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /** Public Active posts: the vacancies of /stats. */
    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobPosts)
        .where(isPublic);
      return row?.n ?? 0;
    },
  };
  return service;
}

export type JobsService = ReturnType<typeof createJobsService>;
