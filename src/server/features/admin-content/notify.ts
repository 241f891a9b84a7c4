import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type {
  NotifyCandidates,
  NotifyCandidatesReply,
  NotifyOrder,
} from '../../../shared/schemas/admin-content.ts';
import type { Database } from '../../db/client.ts';
import { jobNotifications } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Mailer } from '../../infra/mail.ts';
import { renderMail } from '../../infra/mail-layout.ts';

/** Mails handed to the transport at once (SMTP pools 5 connections). */
const SEND_CONCURRENCY = 5;

const ORDER: Record<NotifyOrder, ReturnType<typeof sql>> = {
  beginning: sql`u.created_at asc, u.id asc`,
  end: sql`u.created_at desc, u.id desc`,
  random: sql`random()`,
};

type Post = {
  id: number;
  title: string;
  status: string;
  pending_review: boolean;
  job_type: string;
  location: string | null;
  salary: string | number | null;
  employer: string | null;
};

type Candidate = { id: number; username: string; email: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Notify Candidates (decisions.md, "Trust and safety"): e-mails a public post to active,
 * unblocked, e-mail-verified jobseekers whose categories include the post's category or whose
 * skills meet its required skills (any of them, ignoring case), never one already notified
 * about the post, nor one who applied to it already.
 *
 * Candidates are picked and recorded in one statement, in a transaction that holds the post's
 * row lock: two calls for one post run one after the other, and the second sees whom the first
 * recorded, so nobody is mailed twice. Mails go out after the commit; a mail the transport
 * refuses releases its candidate, so `sent` counts real hand-overs and a later call may try
 * that person again.
 */
export function createNotifyService(deps: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;

  function mailFor(post: Post, candidate: Candidate) {
    const facts = [
      `Job type: ${post.job_type}`,
      `Location: ${post.location || 'Remote'}`,
      ...(post.salary === null ? [] : [`Salary: $${Number(post.salary)} per hour`]),
    ].join('\n');
    return {
      to: candidate.email,
      subject: `A new job that matches your profile: ${post.title}`,
      ...renderMail({
        preheader: `${post.employer ?? 'An employer'} is hiring on TalentBridge.`,
        greeting: `Hi ${candidate.username},`,
        paragraphs: [
          `${post.employer ?? 'An employer'} is hiring for "${post.title}", which matches the categories or skills on your TalentBridge profile.`,
          facts,
          'Have a look, and apply if it suits you.',
        ],
        action: { label: 'View the job', url: `${deps.publicUrl}/jobs/${post.id}` },
        footer:
          'You received this because your TalentBridge profile matches this job. We will not e-mail you about this job again.',
      }),
    };
  }

  return {
    async notifyCandidates(
      jobPostId: number,
      input: NotifyCandidates,
    ): Promise<NotifyCandidatesReply> {
      const { post, candidates } = await db.transaction(async (tx) => {
        const [found] = rowsOf<Post>(
          await tx.execute(sql`
            select p.id, p.title, p.status, p.pending_review, p.job_type, p.location, p.salary,
              (select username from users where id = p.employer_id) as employer
            from job_posts p where p.id = ${jobPostId}
            for update of p`),
        );
        if (!found) throw notFound(MESSAGES.jobNotFound);
        // A candidate must be able to open the post the mail links to.
        if (found.status !== 'Active' || found.pending_review) {
          throw conflict(MESSAGES.notifyJobNotPublic);
        }
        const picked = rowsOf<Candidate>(
          await tx.execute(sql`
            with picked as (
              insert into job_notifications (job_post_id, user_id)
              select p.id, u.id
              from job_posts p
              join users u on u.role = 'jobseeker'
                and u.is_blocked = false
                and u.email_verified_at is not null
              where p.id = ${jobPostId}
                and (
                  exists (select 1 from user_categories uc
                          where uc.user_id = u.id and uc.category_id = p.category_id)
                  or job_skills_lower(u.skills) && job_skills_lower(p.required_skills)
                )
                and not exists (select 1 from job_notifications n
                                where n.job_post_id = p.id and n.user_id = u.id)
                and not exists (select 1 from job_applications a
                                where a.job_post_id = p.id and a.jobseeker_id = u.id)
              order by ${ORDER[input.orderBy]}
              limit ${input.limit}
              on conflict do nothing
              returning user_id
            )
            select u.id, u.username, u.email
            from picked join users u on u.id = picked.user_id`),
        );
        return { post: found, candidates: picked };
      });

      let sent = 0;
      const queue = [...candidates];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const candidate = next;
          try {
            await deps.mailer.send(mailFor(post, candidate));
            sent += 1;
          } catch {
            // Not mailed: not notified either, so a later call can pick them again. (The
            // mailer has logged why.)
            await db
              .delete(jobNotifications)
              .where(
                and(
                  eq(jobNotifications.jobPostId, jobPostId),
                  eq(jobNotifications.userId, candidate.id),
                ),
              )
              .catch(() => {});
          }
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
      return { total: candidates.length, sent, jobPostId };
    },
  };
}

export type NotifyService = ReturnType<typeof createNotifyService>;
