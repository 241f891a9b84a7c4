import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type { AdminPageQuery } from '../../../shared/schemas/admin.ts';
import type {
  AdminComplaintQuery,
  Complaint,
  ComplaintCreate,
  ComplaintResolve,
} from '../../../shared/schemas/admin-content.ts';
import type { ComplaintResolveWithAction } from '../../../shared/schemas/complaint-actions.ts';
import type { Database } from '../../db/client.ts';
import { complaints, jobPosts, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors.ts';
import type { Limiters } from '../../infra/limiters.ts';
import type { AdminUsersService } from '../admin-users/service.ts';
import type { JobsService } from '../jobs/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { createTargetActions, type TakenAction } from './target-action.ts';

/** Complaints a user may file per hour. */
export const COMPLAINTS_PER_HOUR = 20;

export type Caller = { id: number; role: Role };

const complainant = alias(users, 'complainant');
const reported = alias(users, 'reported');

/**
 * Complaints about a job post or a profile (decisions.md, "Trust and safety"): exactly one
 * target, never against yourself, at most one Pending complaint per user and target (a partial
 * unique index backs the rule under concurrency). Admins resolve or reject a Pending one, and the
 * complainant is e-mailed the outcome and sees it in their own list.
 */
export function createComplaintsService(deps: {
  db: Database;
  jobs: JobsService;
  profiles: ProfilesService;
  adminUsers: AdminUsersService;
  limiters: Limiters;
  /** Tells the complainant as they chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'deliver'>;
  publicUrl: string;
}) {
  const { db } = deps;
  const filedByUser = deps.limiters('complaints-user', COMPLAINTS_PER_HOUR, 3600);
  const targetActions = createTargetActions(deps);

  const selectComplaints = () =>
    db
      .select({
        id: complaints.id,
        complainantId: complaints.complainantId,
        complainantUsername: complainant.username,
        complainantEmail: complainant.email,
        targetType: complaints.targetType,
        jobPostId: complaints.jobPostId,
        jobPostTitle: jobPosts.title,
        jobPostEmployerId: jobPosts.employerId,
        profileId: complaints.profileId,
        profileUsername: reported.username,
        reason: complaints.reason,
        category: complaints.category,
        status: complaints.status,
        resolutionComment: complaints.resolutionComment,
        createdAt: complaints.createdAt,
        resolvedAt: complaints.resolvedAt,
      })
      .from(complaints)
      .leftJoin(complainant, eq(complainant.id, complaints.complainantId))
      .leftJoin(jobPosts, eq(jobPosts.id, complaints.jobPostId))
      .leftJoin(reported, eq(reported.id, complaints.profileId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectComplaints>['execute']>>[number];

  const toComplaint = (row: Row): Complaint => ({
    id: row.id,
    complainant: row.complainantUsername === null ? null : { username: row.complainantUsername },
    job_post_id: row.jobPostId,
    job_post: row.jobPostTitle === null ? null : { title: row.jobPostTitle },
    profile_id: row.profileId,
    profile: row.profileUsername === null ? null : { username: row.profileUsername },
    reason: row.reason,
    category: row.category,
    status: row.status,
    resolution_comment: row.resolutionComment,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  });

  async function page(where: SQL | undefined, query: AdminPageQuery) {
    const [rows, [counted]] = await Promise.all([
      selectComplaints()
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(complaints).where(where),
    ]);
    return { data: rows.map(toComplaint), total: counted?.total ?? 0 };
  }

  async function findRow(id: number): Promise<Row | undefined> {
    const [row] = await selectComplaints().where(eq(complaints.id, id)).limit(1);
    return row;
  }

  function sendOutcomeMail(row: Row, taken: TakenAction | null) {
    if (!row.complainantEmail || !row.complainantUsername || row.complainantId === null) return;
    const about =
      row.targetType === 'job_post'
        ? row.jobPostTitle
          ? `the job post "${row.jobPostTitle}"`
          : 'a job post'
        : row.profileUsername
          ? `the profile of ${row.profileUsername}`
          : 'a profile';
    const resolved = row.status === 'Resolved';
    const paragraphs = [
      `Thank you for reporting ${about}. An admin has reviewed your complaint.`,
      resolved
        ? 'Outcome: Resolved. We found a problem and have taken action.'
        : 'Outcome: Rejected. We found no breach of our rules, so no action was taken.',
    ];
    if (taken) paragraphs.push(taken.outcome);
    if (row.resolutionComment) paragraphs.push(`Comment from our team:\n${row.resolutionComment}`);
    const subject = `Your complaint about ${about} was ${resolved ? 'resolved' : 'rejected'}`;
    // After the answer: neither the bell nor SMTP holds up the admin's click.
    deps.notifications.deliver('complaint outcome', {
      userId: row.complainantId,
      kind: 'complaint_outcome',
      title: subject,
      body: paragraphs[1] ?? `Outcome: ${row.status}.`,
      link: '/profile',
      mail: {
        to: row.complainantEmail,
        subject,
        content: {
          preheader: `Outcome: ${row.status}.`,
          greeting: `Hi ${row.complainantUsername},`,
          paragraphs,
          action: { label: 'Open TalentBridge', url: `${deps.publicUrl}/profile` },
          footer: 'You received this because you filed a complaint on TalentBridge.',
        },
      },
    });
  }

  return {
    async create(caller: Caller, input: ComplaintCreate): Promise<Complaint> {
      // The target must exist and be visible to the caller (404 otherwise), and not be theirs.
      if (input.type === 'job_post') {
        const post = await deps.jobs.get(input.id, caller);
        if (post.employer_id === caller.id) throw badRequest(MESSAGES.complaintAgainstSelf);
      } else {
        if (input.id === caller.id) throw badRequest(MESSAGES.complaintAgainstSelf);
        await deps.profiles.getPublicProfile(input.id, caller);
      }
      const filed = await filedByUser.take(String(caller.id));
      if (!filed.allowed) {
        throw tooManyRequests(MESSAGES.tooManyComplaints, filed.retryAfterSeconds);
      }
      let created: { id: number } | undefined;
      try {
        [created] = await db
          .insert(complaints)
          .values({
            complainantId: caller.id,
            targetType: input.type,
            jobPostId: input.type === 'job_post' ? input.id : null,
            profileId: input.type === 'profile' ? input.id : null,
            reason: input.reason,
            category: input.category,
          })
          // The partial unique indexes: one Pending complaint per user and target.
          .onConflictDoNothing()
          .returning({ id: complaints.id });
      } catch (error) {
        // The target went away between the check and the insert.
        if ((error as { code?: string }).code === '23503') {
          throw notFound(
            input.type === 'job_post' ? MESSAGES.jobNotFound : MESSAGES.profileNotFound,
          );
        }
        throw error;
      }
      if (!created) throw conflict(MESSAGES.complaintAlreadyPending);
      const row = await findRow(created.id);
      if (!row) throw notFound(MESSAGES.complaintNotFound);
      return toComplaint(row);
    },

    /** The caller's own complaints, newest first: the complainant sees the outcome. */
    listOwn: (userId: number, query: AdminPageQuery) =>
      page(eq(complaints.complainantId, userId), query),

    /** Admin: every complaint (optionally of one status), newest first. */
    adminList: (query: AdminComplaintQuery) =>
      page(query.status ? eq(complaints.status, query.status) : undefined, query),

    /**
     * Admin: Pending to Resolved or Rejected, once; a second decision answers 409. The update's
     * own condition decides, so two admins clicking at once cannot both succeed. With an `action`
     * (docs/decisions/042) the target is acted on after the decision is claimed; should that
     * fail, the complaint goes back to Pending and the error is the answer.
     */
    async resolve(
      id: number,
      adminId: number,
      input: ComplaintResolve & Partial<Pick<ComplaintResolveWithAction, 'action'>>,
    ): Promise<{ complaint: Complaint; taken: TakenAction | null }> {
      const before = await findRow(id);
      if (!before) throw notFound(MESSAGES.complaintNotFound);
      if (before.status !== 'Pending') throw conflict(MESSAGES.complaintAlreadyResolved);
      const planned = targetActions.plan(before, input.action ?? 'none', input.status);
      const [updated] = await db
        .update(complaints)
        .set({
          status: input.status,
          resolutionComment: input.comment,
          resolvedBy: adminId,
          resolvedAt: sql`now()`,
        })
        .where(and(eq(complaints.id, id), eq(complaints.status, 'Pending')))
        .returning({ id: complaints.id, targetEmployerId: complaints.targetEmployerId });
      // An upheld complaint takes the employer's verified mark away (a trigger, migration 0018),
      // and job replies and Find Jobs' filter show it (docs/decisions/049).
      const markChanged = async () => {
        if (input.status === 'Resolved' && updated?.targetEmployerId) {
          await deps.jobs.searchesChanged();
        }
      };
      if (!updated) {
        const existing = await findRow(id);
        throw existing
          ? conflict(MESSAGES.complaintAlreadyResolved)
          : notFound(MESSAGES.complaintNotFound);
      }
      await markChanged();
      // Read before acting: a deleted post takes its title with it, and the mail names it.
      const row = await findRow(id);
      if (!row) throw notFound(MESSAGES.complaintNotFound);
      let taken: TakenAction | null = null;
      if (planned) {
        try {
          taken = await targetActions.apply(planned, { id: adminId }, row.targetType);
        } catch (error) {
          await db
            .update(complaints)
            .set({ status: 'Pending', resolutionComment: null, resolvedBy: null, resolvedAt: null })
            .where(eq(complaints.id, id));
          await markChanged();
          throw error;
        }
      }
      sendOutcomeMail(row, taken);
      const after = taken?.action === 'job_post.delete' ? await findRow(id) : row;
      return { complaint: toComplaint(after ?? row), taken };
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
