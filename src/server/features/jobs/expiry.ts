import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { companyNameOf } from '../../../shared/company.ts';
import {
  JOB_POST_EXPIRY_REMINDER_DAYS,
  JOB_POST_LIFETIME_DAYS,
} from '../../../shared/job-expiry.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ExtendLinkReply } from '../../../shared/schemas/job-expiry.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import type { Database } from '../../db/client.ts';
import { jobPosts, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { createExtendLinks } from './extend-links.ts';
import { isPublic } from './post-reply.ts';
import type { JobsService, Viewer } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = JOB_POST_LIFETIME_DAYS * DAY_MS;
const REMINDER_MS = JOB_POST_EXPIRY_REMINDER_DAYS * DAY_MS;
/** Posts closed or reminded in one transaction of a sweep. */
const SWEEP_BATCH = 100;

type NotifyInput = Parameters<NotificationsService['notify']>[1];
/** A public post the sweep takes, with what its employer's message needs. */
type DuePost = {
  id: number;
  employerId: number;
  title: string;
  expiresAt: Date | null;
  username: string;
  companyName: string | null;
  timezone: string | null;
};

/** A post's expiry as whole milliseconds, compared exactly in SQL (the column keeps microseconds). */
const expiryMs = sql<number>`floor(extract(epoch from ${jobPosts.expiresAt}) * 1000)::float8`;

/** A long date in the employer's time zone ("December 26, 2026"), UTC for none or an unknown one. */
export function longDate(date: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: timeZone ?? 'UTC',
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

export type ExpirySweep = {
  /** Posts closed because their expiry passed. */
  closed: number[];
  /** Posts whose week-before reminder was chosen. */
  reminded: number[];
};

/**
 * Job posts expire (docs/decisions/058). A public post's `expires_at` is set by the trigger of
 * migration 0024 when it becomes public (60 days on); this module does the rest:
 * - `sweep`, run hourly by server.ts: closes public posts whose expiry passed (status 'closed'
 *   as the owner's Close does, search caches told; applicants are left as they are) and tells
 *   the employer; and chooses, once per expiry, the reminder a week before, with a signed
 *   one-click link that extends the post;
 * - `extend`, the owner's Extend: 60 days from now;
 * - `checkLink` and `extendByLink`, the mailed link's page and its button.
 * Everything is told through the notification centre (kind `job_post_expiry`), whose mail goes
 * through the outbox in the same transaction (docs/decisions/050, 052). `now` is the app's
 * injectable clock.
 */
export function createJobExpiry(deps: {
  db: Database;
  jobs: Pick<JobsService, 'get' | 'searchesChanged'>;
  notifications: Pick<NotificationsService, 'notify' | 'committed'>;
  secret: string;
  publicUrl: string;
  now?: () => Date;
  log: { error(obj: object, msg: string): void };
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const links = createExtendLinks(deps.secret, deps.publicUrl);
  const linkFor = links.url;

  /**
   * Takes the public posts `due` picks, a batch per transaction (`FOR UPDATE SKIP LOCKED`: two
   * instances never take the same post), writes `mark` on them and tells each employer with
   * `tell`. Returns the posts taken.
   */
  async function sweep(
    due: SQL,
    mark: PgUpdateSetSource<typeof jobPosts>,
    tell: (post: DuePost) => NotifyInput,
  ): Promise<number[]> {
    const taken: number[] = [];
    for (;;) {
      const told: number[] = [];
      const batch = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: jobPosts.id,
            employerId: jobPosts.employerId,
            title: jobPosts.title,
            expiresAt: jobPosts.expiresAt,
            username: users.username,
            companyName: users.companyName,
            timezone: users.timezone,
          })
          .from(jobPosts)
          .innerJoin(users, eq(users.id, jobPosts.employerId))
          .where(and(isPublic, due))
          .orderBy(asc(jobPosts.expiresAt), asc(jobPosts.id))
          .limit(SWEEP_BATCH)
          .for('update', { of: jobPosts, skipLocked: true });
        if (rows.length === 0) return rows;
        await tx
          .update(jobPosts)
          .set(mark)
          .where(
            inArray(
              jobPosts.id,
              rows.map((post) => post.id),
            ),
          );
        for (const post of rows) {
          const channel = await deps.notifications.notify(tx, tell(post));
          if (channel !== 'off') told.push(post.employerId);
        }
        return rows;
      });
      for (const userId of told) deps.notifications.committed(userId);
      taken.push(...batch.map((post) => post.id));
      if (batch.length < SWEEP_BATCH) break;
    }
    return taken;
  }

  /** Closes the public posts whose expiry passed, a batch per transaction. */
  async function closeExpired(now: Date): Promise<number[]> {
    // What the owner's Close writes (service.close); the trigger of migration 0024 clears
    // `expires_at`, and the change-log trigger tells the search index (decisions/021).
    const closed = await sweep(
      lte(jobPosts.expiresAt, now),
      { status: 'closed', updatedAt: sql`now()` },
      (post) => ({
        userId: post.employerId,
        kind: 'job_post_expiry',
        title: `Your job post “${post.title}” has expired`,
        body: `It was open for ${JOB_POST_LIFETIME_DAYS} days and is now closed. Reopen it from My Job Posts to give it ${JOB_POST_LIFETIME_DAYS} days more.`,
        link: '/my-job-posts',
        mail: {
          subject: `Your job post “${post.title}” has expired`,
          content: {
            preheader: 'It is closed now; reopen it to give it 60 more days.',
            greeting: `Hi ${companyNameOf(post.companyName) ?? post.username},`,
            paragraphs: [
              `Your job post “${post.title}” reached the end of its ${JOB_POST_LIFETIME_DAYS} days and is now closed: it no longer appears in Find Jobs and takes no new applications.`,
              'The applications it received stay as they are. If you are still hiring, reopen it from My Job Posts: it will be open for 60 more days.',
            ],
            action: { label: 'Open My Job Posts', url: `${deps.publicUrl}/my-job-posts` },
            footer:
              'You received this because you posted this job on TalentBridge. Posts close by themselves 60 days after they are approved, reopened or extended.',
          },
        },
      }),
    );
    if (closed.length > 0) await deps.jobs.searchesChanged();
    return closed;
  }

  /** Chooses the week-before reminder of each public post that has not had one for its expiry. */
  async function remindDue(now: Date): Promise<number[]> {
    const horizon = new Date(now.getTime() + REMINDER_MS);
    return sweep(
      and(
        isNull(jobPosts.expiryRemindedAt),
        gt(jobPosts.expiresAt, now),
        lte(jobPosts.expiresAt, horizon),
      ) as SQL,
      { expiryRemindedAt: now },
      (post) => {
        const expiresAt = post.expiresAt as Date;
        const date = longDate(expiresAt, post.timezone);
        return {
          userId: post.employerId,
          kind: 'job_post_expiry',
          title: `Your job post “${post.title}” closes on ${date}`,
          body: `Keep it open for ${JOB_POST_LIFETIME_DAYS} more days with Extend on My Job Posts.`,
          link: '/my-job-posts',
          mail: {
            subject: `Your job post “${post.title}” closes on ${date}`,
            content: {
              preheader: `Still hiring? One click keeps it open for ${JOB_POST_LIFETIME_DAYS} more days.`,
              greeting: `Hi ${companyNameOf(post.companyName) ?? post.username},`,
              paragraphs: [
                `Your job post “${post.title}” closes by itself on ${date}, ${JOB_POST_LIFETIME_DAYS} days after it was last approved, reopened or extended. Once closed, it no longer appears in Find Jobs and takes no new applications.`,
                `Still hiring? Keep it open for ${JOB_POST_LIFETIME_DAYS} more days with the link below, or with Extend on My Job Posts. Nothing else changes.`,
              ],
              action: {
                label: `Keep it open for ${JOB_POST_LIFETIME_DAYS} more days`,
                url: linkFor(post.id, expiresAt, now),
              },
              footer:
                'You received this because you posted this job on TalentBridge. If you have hired already, you need not do anything: the post closes by itself.',
            },
          },
        };
      },
    );
  }

  /** 60 days from `now`; the reminder may come again for the new expiry. */
  async function extendRow(id: number, now: Date, mailedExpiryMs?: number) {
    const [updated] = await db
      .update(jobPosts)
      .set({ expiresAt: new Date(now.getTime() + LIFETIME_MS), expiryRemindedAt: null })
      .where(
        and(
          eq(jobPosts.id, id),
          isPublic,
          mailedExpiryMs === undefined ? undefined : sql`${expiryMs} = ${mailedExpiryMs}`,
        ),
      )
      .returning({ id: jobPosts.id, expiresAt: jobPosts.expiresAt });
    // Replies show `expires_at`: the cached copies of the post in Find Jobs pages are renewed.
    if (updated) await deps.jobs.searchesChanged();
    return updated;
  }

  /** The post a mailed link names, or a 400 (invalid, expired), 404 (gone) or 409 (closed). */
  async function linkedPost(token: string, now: Date) {
    const checked = links.check(token, now);
    if (checked.status === 'expired') throw badRequest(MESSAGES.jobExtendTokenExpired);
    if (checked.status !== 'ok') throw badRequest(MESSAGES.jobExtendTokenMissing);
    const { postId, expiresMs } = checked.claims;
    const [post] = await db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        public: sql<boolean>`(${isPublic})`,
        expiresAt: jobPosts.expiresAt,
        expiresMs: expiryMs,
      })
      .from(jobPosts)
      .where(eq(jobPosts.id, postId));
    if (!post) throw notFound(MESSAGES.jobNotFound);
    if (!post.public || !post.expiresAt) throw conflict(MESSAGES.jobExtendClosed);
    return { post, mailedExpiryMs: expiresMs };
  }

  const replyOf = (
    post: { id: number; title: string },
    expiresAt: Date,
    alreadyExtended: boolean,
  ): ExtendLinkReply => ({
    post_id: post.id,
    title: post.title,
    expires_at: expiresAt.toISOString(),
    already_extended: alreadyExtended,
  });

  return {
    linkFor,

    /** What the hourly schedule runs (server.ts); tests call it with their own `now`. */
    async sweep({ now = clock() }: { now?: Date } = {}): Promise<ExpirySweep> {
      const closed = await closeExpired(now);
      const reminded = await remindDue(now);
      return { closed, reminded };
    },

    /**
     * The owner's Extend: 404 for a post the caller cannot see, 403 for another employer's public
     * post, 409 for their own closed or pending one (reopening gives it 60 days again).
     */
    async extend(id: number, viewer: Viewer): Promise<JobPost> {
      const [row] = await db
        .select({
          employerId: jobPosts.employerId,
          public: sql<boolean>`(${isPublic})`,
        })
        .from(jobPosts)
        .where(eq(jobPosts.id, id));
      const isOwner = viewer !== null && row?.employerId === viewer.id;
      if (!row || (!row.public && !isOwner)) {
        throw notFound(MESSAGES.jobNotFound);
      }
      if (!isOwner) throw forbidden(MESSAGES.jobNotOwner);
      if (!row.public) throw conflict(MESSAGES.jobExtendNotPublic);
      const updated = await extendRow(id, clock());
      // Closed or sent to review between the read and the write.
      if (!updated) throw conflict(MESSAGES.jobExtendNotPublic);
      return deps.jobs.get(id, viewer);
    },

    /** The mailed link's page: which post, until when, and whether it was extended already. */
    async checkLink(token: string): Promise<ExtendLinkReply> {
      const { post, mailedExpiryMs } = await linkedPost(token, clock());
      return replyOf(post, post.expiresAt as Date, post.expiresMs !== mailedExpiryMs);
    },

    /**
     * The link's button: extends the post when its expiry is still the one mailed; otherwise it
     * was extended (or reopened) since, and the reply says so without extending again.
     */
    async extendByLink(token: string): Promise<ExtendLinkReply> {
      const now = clock();
      const { post, mailedExpiryMs } = await linkedPost(token, now);
      if (post.expiresMs === mailedExpiryMs) {
        const updated = await extendRow(post.id, now, mailedExpiryMs);
        if (updated?.expiresAt) return replyOf(post, updated.expiresAt, false);
      }
      // Extended already: by this link, the owner's button, or a reopen.
      const again = await linkedPost(token, now);
      return replyOf(again.post, again.post.expiresAt as Date, true);
    },
  };
}

export type JobExpiry = ReturnType<typeof createJobExpiry>;
