import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { findJobUrl } from '../../../shared/find-job-params.ts';
import { UNSUBSCRIBE_LINK_DAYS } from '../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  listQueryOf,
  SAVED_SEARCHES_PER_PERSON,
  type SavedQuery,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchEmail,
  type SavedSearchUpdate,
} from '../../../shared/schemas/saved-searches.ts';
import type { Database } from '../../db/client.ts';
import { jobPosts, savedSearches, savedSearchPosts, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../errors.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { Limiters } from '../../infra/limiters.ts';
import { renderMail } from '../../infra/mail-layout.ts';
import type { MailOutbox } from '../../infra/mail-outbox.ts';
import { createSignedTokens } from '../../infra/signed-tokens.ts';
import { filtersOf, textConditions } from '../jobs/search/sql-search.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** At most one instant alert per person in this time (docs/decisions/053). */
export const INSTANT_BATCH_MS = 10 * MINUTE_MS;
/** Posts listed in one alert; the rest are a link to Find Jobs. */
export const POSTS_PER_ALERT = 20;
/** Posts one alert records as sent (and counts): past this the mail says "more than". */
const POSTS_RECORDED = 500;
/** A confirmation link works this long. */
const CONFIRM_LINK_MS = 7 * DAY_MS;
/** Manage and unsubscribe links: as long as the mail preferences' (docs/decisions/037). */
const LINK_MS = UNSUBSCRIBE_LINK_DAYS * DAY_MS;
/** Visitor sign-ups per address of the caller per hour. */
const VISITOR_SIGNUPS_PER_HOUR = 10;
/** Searches one sweep looks at, at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
/**
 * How far before the last look a post's `public_since` is read again: a post approved in a
 * transaction that began before a sweep and committed after it is still found on the next one
 * (saved_search_posts keeps it from being sent twice).
 */
const LOOKBACK = sql`interval '5 minutes'`;
/** The delay between an approval and the sweep it asks for. */
const NUDGE_DELAY_MS = 2000;

type Action = 'confirm' | 'manage' | 'unsubscribe';
const ACTION_CLAIM: Record<Action, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' };

/** What the notification centre decides for one alert of an account (docs/decisions/053). */
export type AlertChannel = 'email' | 'digest' | 'app' | 'off';
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type AlertNotifications = {
  record(
    tx: Tx,
    notification: {
      kind: 'alert_matches';
      userId: number;
      title: string;
      body: string;
      link: string;
    },
  ): Promise<AlertChannel>;
  /** After the deciding transaction committed: the person's unread count changed. */
  committed?(userId: number): void;
};

export type JobAlertsOptions = {
  db: Database;
  outbox: MailOutbox;
  background: BackgroundTasks;
  limiters: Limiters;
  secret: string;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The notification centre; absent: every alert is an e-mail. */
  notifications?: AlertNotifications;
};

type Row = typeof savedSearches.$inferSelect;

function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query as Record<string, string>,
    frequency: row.frequency,
    timezone: row.timezone,
    active: row.unsubscribedAt === null,
    confirmed: row.userId !== null || row.confirmedAt !== null,
    find_jobs_url: findJobUrl(row.query),
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Posts chosen for one alert. */
type Match = {
  id: number;
  title: string;
  location: string | null;
  salary: number | null;
  job_type: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Saved searches and job alerts (docs/decisions/053): jobseekers' and confirmed visitors'
 * searches, matched as Find Jobs matches (filtersOf, textConditions), mailed through the outbox
 * (docs/decisions/050) from a sweep that decides each search in one transaction.
 */
export function createJobAlerts(deps: JobAlertsOptions) {
  const { db, outbox, log } = deps;
  const tokens = createSignedTokens(deps.secret, 'talentbridge:job-alerts:v1');
  const visitorSignups = deps.limiters('job-alert-signups', VISITOR_SIGNUPS_PER_HOUR, 3600);

  const link = (id: number, action: Action, now = new Date()) =>
    tokens.sign(
      { s: id, a: ACTION_CLAIM[action] },
      action === 'confirm' ? CONFIRM_LINK_MS : LINK_MS,
      now,
    );

  /** The search a link names, or a 400 that says the link is no good. */
  function searchIdOf(token: string, action: Action, also: Action[] = []): number {
    const checked = tokens.check(token);
    if (checked.status !== 'ok') throw badRequest(MESSAGES.savedSearchLinkInvalid);
    const { s, a } = checked.claims;
    const allowed = [action, ...also].map((x) => ACTION_CLAIM[x]);
    if (
      typeof s !== 'number' ||
      !Number.isSafeInteger(s) ||
      s <= 0 ||
      !allowed.includes(String(a))
    ) {
      throw badRequest(MESSAGES.savedSearchLinkInvalid);
    }
    return s;
  }

  const urls = {
    unsubscribePage: (id: number) =>
      `${deps.publicUrl}/job-alerts/unsubscribe?token=${link(id, 'unsubscribe')}`,
    unsubscribeApi: (id: number) =>
      `${deps.publicUrl}/api/saved-searches/unsubscribe?token=${link(id, 'unsubscribe')}`,
    manage: (row: Row) =>
      row.userId !== null
        ? `${deps.publicUrl}/job-alerts`
        : `${deps.publicUrl}/job-alerts/manage?token=${link(row.id, 'manage')}`,
    confirm: (id: number) => `${deps.publicUrl}/job-alerts/confirm?token=${link(id, 'confirm')}`,
    findJobs: (query: SavedQuery) => `${deps.publicUrl}${findJobUrl(query)}`,
    post: (id: number) => `${deps.publicUrl}/jobs/${id}`,
  };

  async function owned(userId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    if (!row) throw notFound(MESSAGES.savedSearchNotFound);
    return row;
  }

  async function byId(id: number): Promise<Row> {
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (!row) throw badRequest(MESSAGES.savedSearchLinkInvalid);
    return row;
  }

  async function change(id: number, input: SavedSearchUpdate): Promise<Row> {
    const changes: Partial<typeof savedSearches.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.query !== undefined) changes.query = input.query;
    if (input.timezone !== undefined) changes.timezone = input.timezone;
    if (input.frequency !== undefined) changes.frequency = input.frequency;
    if (input.active !== undefined) {
      changes.unsubscribedAt = input.active ? null : new Date();
    }
    // A changed search starts afresh: what matched the old one is not mailed for the new one.
    if (input.query !== undefined || input.active === true) changes.lastCheckedAt = new Date();
    const [row] = await db
      .update(savedSearches)
      .set(changes)
      .where(eq(savedSearches.id, id))
      .returning();
    if (!row) throw notFound(MESSAGES.savedSearchNotFound);
    return row;
  }

  /** The count of a person's searches, with their rows locked (the limit holds under races). */
  async function countLocked(tx: Tx, owner: SQL): Promise<number> {
    const rows = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(owner)
      .for('update');
    return rows.length;
  }

  // --- Sending ------------------------------------------------------------------------------

  /** The zone of a search's alerts: the profile's, else the one given, else UTC (valid ones only). */
  const zoneOf = sql`coalesce((select z.name from zones z where z.name = coalesce(u.timezone, s.timezone)), (select z.name from zones z where z.name = s.timezone), 'UTC')`;
  /** The latest 08:00 local at or before `now` (daily), or the latest Monday 08:00 (weekly). */
  const slotAt = (now: string, unit: 'day' | 'week') =>
    sql`((date_trunc(${unit}, (${now}::timestamptz at time zone ${zoneOf}) - interval '8 hours') + interval '8 hours') at time zone ${zoneOf})`;
  /** Who a search belongs to, for the instant batching per person. */
  const personOf = (alias: string) =>
    sql.raw(`coalesce('u' || ${alias}.user_id::text, 'e' || lower(${alias}.email))`);
  /** Where a search reads posts from: a little before its last look (see LOOKBACK). */
  const cutoffOf = sql`greatest(s.created_at, coalesce(s.last_checked_at, s.created_at) - ${LOOKBACK})`;

  /**
   * The searches due at `now`: active, whose address may get mail (an account's verified and
   * not blocked, a visitor's confirmed), and: instant ones with a post public since their
   * cutoff and no instant alert to the person in the last 10 minutes; daily and weekly ones not
   * looked at since their latest 08:00 slot.
   */
  async function dueSearches(now: string): Promise<number[]> {
    const batchStart = new Date(Date.parse(now) - INSTANT_BATCH_MS).toISOString();
    const result = await db.execute(sql`
      with zones as materialized (select name from pg_timezone_names)
      select s.id from ${savedSearches} s left join ${users} u on u.id = s.user_id
      where s.unsubscribed_at is null
        and (
          (s.user_id is null and s.confirmed_at is not null)
          or (u.email_verified_at is not null and u.is_blocked = false)
        )
        and (
          (s.frequency = 'instant'
            and exists (select 1 from ${jobPosts} p where p.public_since > ${cutoffOf})
            and not exists (
              select 1 from ${savedSearches} o
              where ${personOf('o')} = ${personOf('s')} and o.frequency = 'instant'
                and o.last_sent_at > ${batchStart}::timestamptz
            ))
          or (s.frequency = 'daily'
            and coalesce(s.last_checked_at, s.created_at) < ${slotAt(now, 'day')}
            and ${slotAt(now, 'day')} <= ${now}::timestamptz)
          or (s.frequency = 'weekly'
            and coalesce(s.last_checked_at, s.created_at) < ${slotAt(now, 'week')}
            and ${slotAt(now, 'week')} <= ${now}::timestamptz)
        )
      order by s.id
      limit ${SWEEP_BATCH}`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  }

  /** The posts of a search public since its cutoff and not yet sent to it, newest first. */
  async function matches(tx: Tx, row: Row): Promise<Match[]> {
    const parsed = listQueryOf(row.query);
    if (!parsed.success) {
      log.warn({ searchId: row.id }, 'saved search query no longer valid');
      return [];
    }
    const query = parsed.data;
    const text = textConditions(
      query.title?.trim() ?? '',
      query.location?.trim().toLowerCase() ?? '',
    );
    const cutoff = sql`greatest(${row.createdAt.toISOString()}::timestamptz, ${(row.lastCheckedAt ?? row.createdAt).toISOString()}::timestamptz - ${LOOKBACK})`;
    return tx
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        location: jobPosts.location,
        salary: jobPosts.salary,
        job_type: jobPosts.jobType,
      })
      .from(jobPosts)
      .where(
        and(
          ...filtersOf(query),
          ...text.exact.conditions,
          sql`${jobPosts.publicSince} > ${cutoff}`,
          sql`not exists (select 1 from ${savedSearchPosts} sp where sp.search_id = ${row.id} and sp.post_id = ${jobPosts.id})`,
        ),
      )
      .orderBy(desc(jobPosts.publicSince), desc(jobPosts.id))
      .limit(POSTS_RECORDED);
  }

  function alertMail(row: Row, found: Match[]) {
    const listed = found.slice(0, POSTS_PER_ALERT);
    const more = found.length - listed.length;
    const total = found.length >= POSTS_RECORDED ? `${POSTS_RECORDED}+` : String(found.length);
    const subject = `${found.length === 1 ? '1 new job' : `${total} new jobs`} for "${row.name}"`;
    const lines = listed.map((post) => {
      const facts = [post.location, post.job_type, post.salary !== null ? `$${post.salary}` : null]
        .filter(Boolean)
        .join(' · ');
      return `${post.title}${facts ? ` (${facts})` : ''}\n${urls.post(post.id)}`;
    });
    const paragraphs = [
      `${plural(found.length, 'new job matches', 'new jobs match')} your saved search "${row.name}":`,
      ...lines,
    ];
    if (more > 0) paragraphs.push(`And ${more} more: see them all on Find Jobs.`);
    return {
      subject,
      ...renderMail({
        preheader: `${listed[0]?.title ?? 'New jobs'}${found.length > 1 ? ' and more' : ''}`,
        greeting: 'Hi,',
        paragraphs,
        action: {
          label: more > 0 ? `See all ${total} on Find Jobs` : 'Open this search on Find Jobs',
          url: urls.findJobs(row.query),
        },
        footer: `You get this ${row.frequency === 'instant' ? 'as new jobs are approved' : row.frequency === 'daily' ? 'every morning' : 'every Monday morning'} because you saved the search "${row.name}" on TalentBridge. Change or delete your alerts: ${urls.manage(row)}`,
        unsubscribe: { label: 'Stop this alert', url: urls.unsubscribePage(row.id) },
      }),
      headers: {
        'List-Unsubscribe': `<${urls.unsubscribeApi(row.id)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * Decides one search in one transaction: locks it (skip it if another instance holds it),
   * checks it is still due, records the posts chosen and the alert, and enqueues the mail. True
   * when a mail was enqueued.
   */
  async function decide(id: number, now: string): Promise<boolean> {
    let recordedFor: number | null = null;
    const enqueued = await db.transaction(async (tx) => {
      const locked = await tx.execute(sql`
        select s.id from ${savedSearches} s where s.id = ${id} and s.unsubscribed_at is null
        for update skip locked`);
      if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return false;
      const [row] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id));
      if (!row) return false;
      const [owner] = row.userId
        ? await tx
            .select({
              email: users.email,
              verified: users.emailVerifiedAt,
              blocked: users.isBlocked,
            })
            .from(users)
            .where(eq(users.id, row.userId))
        : [];
      const to = owner ? owner.email : row.confirmedAt ? row.email : null;
      if (!to || (owner && (owner.verified === null || owner.blocked))) return false;

      if (row.frequency === 'instant') {
        // One instant alert per person per 10 minutes: hold all the person's instant searches
        // (skip this round if another instance holds one), then look at their last alerts.
        const person = personOf('saved_searches');
        const mine = await tx.execute(sql`
          select id, last_sent_at from ${savedSearches}
          where ${person} = ${row.userId ? `u${row.userId}` : `e${(row.email ?? '').toLowerCase()}`}
            and frequency = 'instant'
          order by id
          for update skip locked`);
        const held = (mine as unknown as { rows: { id: number; last_sent_at: unknown }[] }).rows;
        const [{ total } = { total: 0 }] = (
          (await tx.execute(sql`
            select count(*)::int as total from ${savedSearches}
            where ${person} = ${row.userId ? `u${row.userId}` : `e${(row.email ?? '').toLowerCase()}`}
              and frequency = 'instant'`)) as unknown as { rows: { total: number }[] }
        ).rows;
        if (held.length < total) return false;
        const batchStart = Date.parse(now) - INSTANT_BATCH_MS;
        if (
          held.some(
            (h) => h.last_sent_at && new Date(String(h.last_sent_at)).getTime() > batchStart,
          )
        ) {
          return false;
        }
      }

      const found = await matches(tx, row);
      const nowDate = new Date(now);
      if (found.length === 0) {
        await tx
          .update(savedSearches)
          .set({ lastCheckedAt: nowDate })
          .where(eq(savedSearches.id, id));
        return false;
      }

      await tx
        .insert(savedSearchPosts)
        .values(found.map((post) => ({ searchId: id, postId: post.id, sentAt: nowDate })))
        .onConflictDoNothing();
      const sequence = row.sentCount + 1;
      await tx
        .update(savedSearches)
        .set({ lastCheckedAt: nowDate, lastSentAt: nowDate, sentCount: sequence })
        .where(eq(savedSearches.id, id));

      const mail = alertMail(row, found);
      let channel: AlertChannel = 'email';
      if (row.userId !== null && deps.notifications) {
        channel = await deps.notifications.record(tx, {
          kind: 'alert_matches',
          userId: row.userId,
          title: mail.subject,
          body: found
            .slice(0, 3)
            .map((post) => post.title)
            .join(', '),
          link: findJobUrl(row.query),
        });
        if (channel !== 'off') recordedFor = row.userId;
      }
      if (channel !== 'email') return false;
      return outbox.enqueue(tx, {
        kind: 'job_alert',
        userId: row.userId,
        dedupeKey: `alert:${id}:${sequence}`,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    });
    if (recordedFor !== null) deps.notifications?.committed?.(recordedFor);
    return enqueued;
  }

  /** Decides every due search, one transaction each; the outbox sends what was chosen. */
  async function sweep(options: { now?: Date } = {}): Promise<{ alerts: number }> {
    const now = (options.now ?? new Date()).toISOString();
    let alerts = 0;
    for (const id of await dueSearches(now)) {
      try {
        if (await decide(id, now)) alerts += 1;
      } catch (error) {
        log.error({ err: error, searchId: id }, 'job alert failed; tried again next sweep');
      }
    }
    if (alerts > 0) outbox.nudge();
    return { alerts };
  }

  let nudgeTimer: NodeJS.Timeout | undefined;

  return {
    sweep,

    /** After an approval: a sweep in about 2 s (several approvals share one). */
    nudgeSoon() {
      if (nudgeTimer) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = undefined;
        deps.background.run('job alerts', () => sweep());
      }, NUDGE_DELAY_MS);
      nudgeTimer.unref();
    },

    /** Stops a pending nudge (the server is closing). */
    stop() {
      clearTimeout(nudgeTimer);
      nudgeTimer = undefined;
    },

    async list(userId: number): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(toSavedSearch);
    },

    async create(userId: number, input: SavedSearchCreate): Promise<SavedSearch> {
      const row = await db.transaction(async (tx) => {
        if (
          (await countLocked(tx, eq(savedSearches.userId, userId))) >= SAVED_SEARCHES_PER_PERSON
        ) {
          throw conflict(MESSAGES.savedSearchLimitReached, { code: 'LIMIT_REACHED' });
        }
        const [created] = await tx
          .insert(savedSearches)
          .values({
            userId,
            name: input.name,
            query: input.query,
            frequency: input.frequency,
            timezone: input.timezone ?? null,
          })
          .returning();
        return created as Row;
      });
      return toSavedSearch(row);
    },

    async update(userId: number, id: number, input: SavedSearchUpdate): Promise<SavedSearch> {
      await owned(userId, id);
      return toSavedSearch(await change(id, input));
    },

    async remove(userId: number, id: number): Promise<void> {
      await owned(userId, id);
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },

    /**
     * A visitor's alert: saved unconfirmed, and a mail with the confirmation link (double opt-in:
     * nothing else is sent to the address until it is opened).
     */
    async createForVisitor(input: SavedSearchEmail, ip: string): Promise<void> {
      const taken = await visitorSignups.take(ip);
      if (!taken.allowed)
        throw tooManyRequests(MESSAGES.tooManyAlertSignups, taken.retryAfterSeconds);
      const email = input.email.toLowerCase();
      await db.transaction(async (tx) => {
        const count = await countLocked(
          tx,
          sql`${savedSearches.userId} is null and lower(${savedSearches.email}) = ${email}`,
        );
        if (count >= SAVED_SEARCHES_PER_PERSON) {
          throw conflict(MESSAGES.savedSearchLimitReached, { code: 'LIMIT_REACHED' });
        }
        const [row] = await tx
          .insert(savedSearches)
          .values({
            email,
            name: input.name,
            query: input.query,
            frequency: input.frequency,
            timezone: input.timezone ?? null,
          })
          .returning();
        const created = row as Row;
        const content = renderMail({
          preheader: 'Confirm your job alert: nothing is sent until you do.',
          greeting: 'Hi,',
          paragraphs: [
            `Someone, hopefully you, asked TalentBridge to e-mail ${email} new jobs for the search "${created.name}" (${created.frequency}).`,
            'Confirm to start the alert. If it was not you, ignore this e-mail: nothing more will be sent.',
          ],
          action: { label: 'Confirm the job alert', url: urls.confirm(created.id) },
          footer: 'This link works for 7 days.',
        });
        await outbox.enqueue(tx, {
          kind: 'job_alert_confirm',
          dedupeKey: `alert-confirm:${created.id}`,
          to: email,
          subject: `Confirm your job alert "${created.name}"`,
          ...content,
        });
      });
      outbox.nudge();
    },

    /** The confirmation link: the alert starts; its manage link is the reply's. */
    async confirm(token: string) {
      const id = searchIdOf(token, 'confirm');
      const row = await byId(id);
      if (row.userId !== null) throw badRequest(MESSAGES.savedSearchLinkInvalid);
      const [confirmed] = row.confirmedAt
        ? [row]
        : await db
            .update(savedSearches)
            .set({ confirmedAt: new Date(), lastCheckedAt: new Date(), updatedAt: new Date() })
            .where(eq(savedSearches.id, id))
            .returning();
      const current = confirmed as Row;
      return {
        ...toSavedSearch(current),
        email: current.email ?? '',
        manage_token: link(id, 'manage'),
      };
    },

    /** A visitor's alert by its manage link (confirmed ones only). */
    async getByLink(token: string) {
      const row = await byId(searchIdOf(token, 'manage'));
      if (row.userId !== null) throw badRequest(MESSAGES.savedSearchLinkInvalid);
      if (!row.confirmedAt) throw new AppError(409, MESSAGES.savedSearchNotConfirmed);
      return { ...toSavedSearch(row), email: row.email ?? '' };
    },

    async updateByLink(token: string, input: SavedSearchUpdate) {
      const row = await byId(searchIdOf(token, 'manage'));
      if (row.userId !== null) throw badRequest(MESSAGES.savedSearchLinkInvalid);
      if (!row.confirmedAt) throw new AppError(409, MESSAGES.savedSearchNotConfirmed);
      const changed = await change(row.id, input);
      return { ...toSavedSearch(changed), email: changed.email ?? '' };
    },

    async removeByLink(token: string): Promise<void> {
      const id = searchIdOf(token, 'manage');
      const row = await byId(id);
      if (row.userId !== null) throw badRequest(MESSAGES.savedSearchLinkInvalid);
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },

    /** RFC 8058 one-click and the mail's link: the alert stops; twice changes nothing. */
    async unsubscribe(token: string): Promise<{ name: string; active: false }> {
      const id = searchIdOf(token, 'unsubscribe');
      const row = await byId(id);
      if (row.unsubscribedAt === null) {
        await db
          .update(savedSearches)
          .set({ unsubscribedAt: new Date(), updatedAt: new Date() })
          .where(eq(savedSearches.id, id));
      }
      return { name: row.name, active: false };
    },

    /** Links for tests and mails: the signed token of a search and an action. */
    linkToken: link,
  };
}

export type JobAlerts = ReturnType<typeof createJobAlerts>;
