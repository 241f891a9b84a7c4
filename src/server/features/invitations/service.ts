import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATIONS_PER_DAY } from '../../../shared/invitations.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import type {
  AcceptInvitationReply,
  Invitation,
  Invite,
  SentInvitationsQuery,
} from '../../../shared/schemas/invitations.ts';
import type { Database } from '../../db/client.ts';
import { invitations, jobApplications, jobPosts, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { ApplicationsService, Caller } from '../applications/service.ts';
import type { JobsService } from '../jobs/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { createInvitationMails } from './mails.ts';

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The columns of an Invitation reply. `appliedAt` is the invitee's application to the post, read
 * now: an invitation whose person applied (through it or not) reads as accepted (decisions/034).
 */
const replyColumns = {
  id: invitations.id,
  status: invitations.status,
  message: invitations.message,
  createdAt: invitations.createdAt,
  answeredAt: invitations.answeredAt,
  appliedAt:
    sql<Date | null>`(select ${jobApplications.createdAt} from ${jobApplications} where ${jobApplications.jobPostId} = ${invitations.jobPostId} and ${jobApplications.jobseekerId} = ${invitations.jobseekerId})`.mapWith(
      jobApplications.createdAt,
    ),
  jobPostId: invitations.jobPostId,
  jobTitle: jobPosts.title,
  jobStatus: jobPosts.status,
  jobPendingReview: jobPosts.pendingReview,
  screeningQuestions: jobPosts.screeningQuestions,
  minCoverLetter: jobPosts.minCoverLetter,
  employerId: invitations.employerId,
  employerUsername: inviter.username,
  companyName: inviter.companyName,
  employerAvatar: inviter.avatar,
  jobseekerId: invitations.jobseekerId,
  jobseekerUsername: invitee.username,
  jobseekerAvatar: invitee.avatar,
  jobseekerEmail: invitee.email,
  jobseekerWantsMail: invitee.mailInvitations,
};

type ReplyRow = {
  id: number;
  status: Invitation['status'];
  message: string;
  createdAt: Date;
  answeredAt: Date | null;
  appliedAt: Date | null;
  jobPostId: number;
  jobTitle: string;
  jobStatus: string;
  jobPendingReview: boolean;
  screeningQuestions: string[];
  minCoverLetter: number;
  employerId: number;
  employerUsername: string;
  companyName: string | null;
  employerAvatar: string | null;
  jobseekerId: number;
  jobseekerUsername: string;
  jobseekerAvatar: string | null;
  jobseekerEmail: string;
  jobseekerWantsMail: boolean;
};

/** A post asks for nothing when it has no screening questions and no minimum cover letter. */
const asksProposal = (post: { screeningQuestions: string[]; minCoverLetter: number }) =>
  post.screeningQuestions.length > 0 || post.minCoverLetter > 0;

function toInvitation(row: ReplyRow): Invitation {
  const hasApplied = row.appliedAt !== null;
  const status = row.status === 'pending' && hasApplied ? 'accepted' : row.status;
  const answeredAt = row.answeredAt ?? (status === 'pending' ? null : row.appliedAt);
  return {
    id: row.id,
    status,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    answered_at: answeredAt ? answeredAt.toISOString() : null,
    has_applied: hasApplied,
    job_post: {
      id: row.jobPostId,
      title: row.jobTitle,
      is_open: row.jobStatus === 'Active' && !row.jobPendingReview,
      asks_proposal: asksProposal(row),
    },
    employer: {
      id: row.employerId,
      username: row.employerUsername,
      company_name: row.companyName?.trim() || null,
      avatar: row.employerAvatar,
    },
    jobseeker: {
      id: row.jobseekerId,
      username: row.jobseekerUsername,
      avatar: row.jobseekerAvatar,
    },
  };
}

/**
 * Invitations to apply (docs/decisions/034): an employer invites a jobseeker to one of their open
 * posts, once per post and person and at most INVITATIONS_PER_DAY in any 24 hours; the jobseeker
 * accepts (applying at once when the post asks for nothing) or declines. This feature owns the
 * `invitations` table; applications are made through the applications service only.
 */
export function createInvitationsService(deps: {
  db: Database;
  jobs: JobsService;
  applications: ApplicationsService;
  /** Tells the invited jobseeker as they chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'deliver'>;
  publicUrl: string;
}) {
  const { db, jobs, applications } = deps;
  const mails = createInvitationMails(deps);

  const selectRows = (where: SQL | undefined) =>
    db
      .select(replyColumns)
      .from(invitations)
      .innerJoin(jobPosts, eq(jobPosts.id, invitations.jobPostId))
      .innerJoin(inviter, eq(inviter.id, invitations.employerId))
      .innerJoin(invitee, eq(invitee.id, invitations.jobseekerId))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id));

  async function findRow(id: number): Promise<ReplyRow | undefined> {
    const [row] = await selectRows(eq(invitations.id, id)).limit(1);
    return row;
  }

  async function getOne(id: number): Promise<Invitation> {
    const row = await findRow(id);
    if (!row) throw notFound(MESSAGES.invitationNotFound);
    return toInvitation(row);
  }

  /** The caller's own invitation, still pending: 404 none, 403 someone else's, 409 answered. */
  async function pendingOwn(id: number, jobseekerId: number): Promise<Invitation> {
    const row = await findRow(id);
    if (!row) throw notFound(MESSAGES.invitationNotFound);
    if (row.jobseekerId !== jobseekerId) throw forbidden(MESSAGES.invitationNotYours);
    const invitation = toInvitation(row);
    if (invitation.status !== 'pending') throw conflict(MESSAGES.invitationAlreadyAnswered);
    return invitation;
  }

  /** Marks a pending invitation answered; false when another answer came first. */
  async function answer(id: number, status: 'accepted' | 'declined'): Promise<boolean> {
    const updated = await db
      .update(invitations)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    return updated.length > 0;
  }

  return {
    /**
     * An employer invites a jobseeker to one of their own Active, approved posts. A post the caller
     * cannot see is 404, someone else's visible post 403 (as for editing it); a post of theirs
     * that is closed or waiting for moderation 409. Then the person (404 unless a jobseeker who is
     * not blocked), one invitation per post and person (409), not someone who already applied
     * (409), and the daily limit (409 LIMIT_REACHED), checked and inserted under a lock on the
     * employer's row so that a burst of invitations cannot pass it.
     */
    async invite(caller: Caller, input: Invite): Promise<Invitation> {
      const post = await jobs.get(input.job_post_id, caller);
      if (post.employer_id !== caller.id) throw forbidden(MESSAGES.invitationJobNotOwner);
      if (post.status !== 'Active' || post.pending_review) {
        throw conflict(MESSAGES.invitationJobNotOpen);
      }
      const id = await db.transaction(async (tx) => {
        // A lock that orders this employer's invitations, not a write (docs/decisions/030).
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, caller.id))
          .for('no key update');
        const [person] = await tx
          .select({ role: users.role, isBlocked: users.isBlocked })
          .from(users)
          .where(eq(users.id, input.user_id))
          .limit(1);
        if (person?.role !== 'jobseeker' || person.isBlocked) {
          throw notFound(MESSAGES.invitationNotJobseeker);
        }
        const samePostAndPerson = (table: typeof invitations | typeof jobApplications) =>
          and(eq(table.jobPostId, input.job_post_id), eq(table.jobseekerId, input.user_id));
        const [invited] = await tx
          .select({ id: invitations.id })
          .from(invitations)
          .where(samePostAndPerson(invitations))
          .limit(1);
        if (invited) throw conflict(MESSAGES.invitationAlreadySent);
        const [applied] = await tx
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(samePostAndPerson(jobApplications))
          .limit(1);
        if (applied) throw conflict(MESSAGES.invitationAlreadyApplied);
        const [sent] = await tx
          .select({ n: count() })
          .from(invitations)
          .where(
            and(
              eq(invitations.employerId, caller.id),
              gt(invitations.createdAt, new Date(Date.now() - DAY_MS)),
            ),
          );
        if ((sent?.n ?? 0) >= INVITATIONS_PER_DAY) {
          throw conflict(MESSAGES.invitationDailyLimit, { code: 'LIMIT_REACHED' });
        }
        const [created] = await tx
          .insert(invitations)
          .values({
            jobPostId: input.job_post_id,
            employerId: caller.id,
            jobseekerId: input.user_id,
            message: input.message,
          })
          .onConflictDoNothing({ target: [invitations.jobPostId, invitations.jobseekerId] })
          .returning({ id: invitations.id });
        if (!created) throw conflict(MESSAGES.invitationAlreadySent);
        return created.id;
      });
      const row = await findRow(id);
      if (!row) throw notFound(MESSAGES.invitationNotFound);
      const invitation = toInvitation(row);
      // The person's channel for invitations decides (docs/decisions/052): turned off, the
      // invitation still stands and waits on their Invitations page.
      mails.invited(invitation, row.jobseekerEmail);
      return invitation;
    },

    /** The jobseeker's invitations, newest first. */
    async listReceived(jobseekerId: number): Promise<Invitation[]> {
      const rows = await selectRows(eq(invitations.jobseekerId, jobseekerId));
      return rows.map(toInvitation);
    },

    /** The invitations an employer sent, newest first, optionally for one post or person. */
    async listSent(employerId: number, query: SentInvitationsQuery): Promise<Invitation[]> {
      const filters = [eq(invitations.employerId, employerId)];
      if (query.job_post_id !== undefined) {
        filters.push(eq(invitations.jobPostId, query.job_post_id));
      }
      if (query.user_id !== undefined) filters.push(eq(invitations.jobseekerId, query.user_id));
      const rows = await selectRows(and(...filters));
      return rows.map(toInvitation);
    },

    /**
     * The invited jobseeker accepts. A post that asks for nothing is applied to at once, through
     * the applications service and its rules (limit, one application); its refusals leave the
     * invitation pending. A post that asks for a proposal marks the invitation accepted and
     * answers `application: null`: the apply form is the next step.
     */
    async accept(id: number, jobseekerId: number): Promise<AcceptInvitationReply> {
      const invitation = await pendingOwn(id, jobseekerId);
      if (!invitation.job_post.is_open) throw conflict(MESSAGES.invitationJobClosed);
      let application: Application | null = null;
      if (invitation.job_post.asks_proposal) {
        if (!(await answer(id, 'accepted'))) throw conflict(MESSAGES.invitationAlreadyAnswered);
      } else {
        application = await applications.apply(jobseekerId, {
          job_post_id: invitation.job_post.id,
          description: null,
          proposed_rate: null,
          availability: null,
          answers: [],
        });
        // The application exists, so accepted is the truth even if a decline slipped in between.
        await db
          .update(invitations)
          .set({ status: 'accepted', answeredAt: new Date() })
          .where(eq(invitations.id, id));
      }
      return { invitation: await getOne(id), application };
    },

    /** The invited jobseeker declines a pending invitation; the employer sees it declined. */
    async decline(id: number, jobseekerId: number): Promise<Invitation> {
      await pendingOwn(id, jobseekerId);
      if (!(await answer(id, 'declined'))) throw conflict(MESSAGES.invitationAlreadyAnswered);
      return getOne(id);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
