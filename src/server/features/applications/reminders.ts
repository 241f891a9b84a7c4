import { and, asc, count, eq, isNull, lt, min, or } from 'drizzle-orm';
import {
  PENDING_REMINDER_AFTER_DAYS,
  PENDING_REMINDER_INTERVAL_DAYS,
} from '../../../shared/mail-preferences.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobPosts, users } from '../../db/schema.ts';
import type { Mailer } from '../../infra/mail.ts';
import { renderMail } from '../../infra/mail-layout.ts';
import { notOff } from '../notifications/mail-switches.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { UnsubscribeLinks } from '../profiles/unsubscribe.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Posts named in one mail; the rest are counted in a line of their own. */
const POSTS_LISTED = 10;

type WaitingPost = { id: number; title: string; waiting: number; oldest: Date };

export type ReminderSweep = {
  /** Employers mailed by this sweep. */
  reminded: number[];
  /** Employers whose mail failed: their claim was given back for the next sweep. */
  failed: number[];
};

/**
 * The weekly reminder to employers with applications Pending for more than 7 days
 * (docs/decisions/037). `sweep` is what the server runs every hour (server.ts) and tests call
 * with their own `now`. Each employer's mail is claimed on their account row before it is sent
 * (profiles' `claimPendingReminder`, one conditional update), so a restart or a second instance
 * never sends a second reminder in one week; blocked accounts and those who turned the reminder
 * off are never claimed.
 */
export function createPendingReminders(deps: {
  db: Database;
  profiles: Pick<ProfilesService, 'claimPendingReminder' | 'releasePendingReminder'>;
  mailer: Mailer;
  unsubscribe: UnsubscribeLinks;
  /** The bell's row, and the channel the employer chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'notify'>;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}) {
  const { db } = deps;

  /** Each due employer's posts with applications waiting too long, most waiting first. */
  async function findDue(now: Date): Promise<Map<number, WaitingPost[]>> {
    const waitingSince = new Date(now.getTime() - PENDING_REMINDER_AFTER_DAYS * DAY_MS);
    const remindedBefore = new Date(now.getTime() - PENDING_REMINDER_INTERVAL_DAYS * DAY_MS);
    const waiting = count(jobApplications.id);
    const rows = await db
      .select({
        employerId: jobPosts.employerId,
        id: jobPosts.id,
        title: jobPosts.title,
        waiting,
        oldest: min(jobApplications.createdAt),
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
      .innerJoin(users, eq(users.id, jobPosts.employerId))
      .where(
        and(
          eq(jobApplications.status, 'Pending'),
          lt(jobApplications.createdAt, waitingSince),
          // The claim checks these again; here they keep the sweep from reading who is not due.
          eq(users.isBlocked, false),
          notOff(users.id, 'pending_reminder'),
          or(isNull(users.pendingReminderSentAt), lt(users.pendingReminderSentAt, remindedBefore)),
        ),
      )
      .groupBy(jobPosts.employerId, jobPosts.id, jobPosts.title)
      .orderBy(asc(jobPosts.employerId), asc(jobPosts.id));
    const due = new Map<number, WaitingPost[]>();
    for (const row of rows) {
      const posts = due.get(row.employerId) ?? [];
      posts.push({ id: row.id, title: row.title, waiting: row.waiting, oldest: row.oldest ?? now });
      due.set(row.employerId, posts);
    }
    for (const posts of due.values()) posts.sort((a, b) => b.waiting - a.waiting || a.id - b.id);
    return due;
  }

  function mailFor(
    employer: { id: number; username: string; companyName: string | null },
    posts: WaitingPost[],
    now: Date,
  ) {
    const total = posts.reduce((sum, post) => sum + post.waiting, 0);
    const people = (n: number) => (n === 1 ? '1 applicant' : `${n} applicants`);
    const days = (post: WaitingPost) =>
      Math.floor((now.getTime() - post.oldest.getTime()) / DAY_MS);
    const lines = posts
      .slice(0, POSTS_LISTED)
      .map(
        (post) =>
          `• ${post.title}: ${people(post.waiting)} waiting, the longest for ${days(post)} days`,
      );
    if (posts.length > POSTS_LISTED) {
      const rest = posts.slice(POSTS_LISTED);
      lines.push(
        `• and ${rest.length} more posts: ${people(rest.reduce((sum, post) => sum + post.waiting, 0))}`,
      );
    }
    return {
      subject: `${people(total)} ${total === 1 ? 'is' : 'are'} waiting for your answer`,
      ...renderMail({
        preheader: `Applications to your job posts have waited more than ${PENDING_REMINDER_AFTER_DAYS} days.`,
        greeting: `Hi ${employer.companyName?.trim() || employer.username},`,
        paragraphs: [
          `These applications to your job posts have been Pending for more than ${PENDING_REMINDER_AFTER_DAYS} days:`,
          lines.join('\n'),
          'Candidates who hear back, even a no, think well of an employer. Accept the ones you want to talk to and reject the others, with a message if you like.',
        ],
        action: { label: 'Review applicants', url: `${deps.publicUrl}/my-job-posts` },
        footer: `You received this because applicants to your posts on TalentBridge are waiting. We send this reminder at most once a week; you can turn it off on your profile.`,
        unsubscribe: {
          label: 'Stop these reminders',
          url: deps.unsubscribe.pageUrl(employer.id, 'pending_reminders'),
        },
      }),
      headers: deps.unsubscribe.headers(employer.id, 'pending_reminders'),
    };
  }

  return {
    async sweep({ now = new Date() }: { now?: Date } = {}): Promise<ReminderSweep> {
      const result: ReminderSweep = { reminded: [], failed: [] };
      const due = await findDue(now);
      for (const [employerId, posts] of due) {
        const employer = await deps.profiles.claimPendingReminder(employerId, now);
        // Claimed elsewhere, blocked or turned off since the search: not this sweep's to send.
        if (!employer) continue;
        try {
          const total = posts.reduce((sum, post) => sum + post.waiting, 0);
          // In the bell always; mailed here at once only on 'email' ('digest' waits for the
          // digest, 'app' stays in the app), with the reminder's own wording.
          const channel = await deps.notifications.notify(db, {
            userId: employerId,
            kind: 'pending_reminder',
            title: total === 1 ? '1 applicant is waiting' : `${total} applicants are waiting`,
            body: `Applications to your job posts have been Pending for more than ${PENDING_REMINDER_AFTER_DAYS} days.`,
            link: '/my-job-posts',
          });
          if (channel === 'email') {
            await deps.mailer.send({ to: employer.email, ...mailFor(employer, posts, now) });
          }
          result.reminded.push(employerId);
        } catch (error) {
          deps.log.error({ err: error, employerId }, 'pending-applications reminder not sent');
          await deps.profiles.releasePendingReminder(employerId, now);
          result.failed.push(employerId);
        }
      }
      return result;
    },
  };
}

export type PendingReminders = ReturnType<typeof createPendingReminders>;
