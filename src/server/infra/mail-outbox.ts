import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { BackgroundTasks } from './background.ts';
import type { Mail, Mailer } from './mail.ts';

/**
 * The durable mail outbox (docs/decisions/050). Optional mail (job alerts, notification mails,
 * digests) is written here in the transaction that decides it, so deciding and recording what
 * was decided (a search's last alert, a digest's day) commit together or not at all; any instance
 * then leases due rows with `FOR UPDATE SKIP LOCKED`, sends them and marks them sent.
 *
 * Once only: a `dedupeKey` makes choosing the same mail twice a no-op, and a leased row is
 * invisible to other instances until its lease runs out. A process that dies mid-send leaves the
 * row leased; after the lease it is sent by whoever drains next. The one window left is a crash
 * after the SMTP server accepted the mail and before `sent_at` is written: that mail goes again,
 * with the same Message-ID, which receiving servers may use to drop it.
 *
 * Hand-written rather than pg-boss or graphile-worker: both need a PostgreSQL server reached
 * through `pg`, and the embedded PGlite is a supported database here; one table and one update
 * work on both.
 */
export type OutboxMail = Mail & {
  /** What the mail is, for logs and counts: 'job_alert', 'notification', 'digest'. */
  kind: string;
  /** The recipient's account when there is one: its mail goes when the account does. */
  userId?: number | null;
  /** Choosing a mail with a key already chosen does nothing (and resolves false). */
  dedupeKey?: string;
  /** Not sent before this instant. */
  notBefore?: Date;
};

/** Anything that runs SQL: the database or a drizzle transaction. */
type Executor = Pick<Database, 'insert'>;

export type OutboxDrain = { sent: number; failed: number };

export type MailOutbox = {
  /** Writes the mail with `db` (a transaction, usually); false when its dedupeKey was chosen. */
  enqueue(db: Executor, mail: OutboxMail): Promise<boolean>;
  /** Asks for a drain soon: call after the transaction that enqueued commits. */
  nudge(): void;
  /** Sends every due mail this instance can lease, until none is left. */
  drain(options?: { now?: Date }): Promise<OutboxDrain>;
};

export type MailOutboxOptions = {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  /** The host part of Message-IDs, such as talentbridge.example. */
  messageIdHost: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How long a lease keeps a row from other instances; longer than any one send can take. */
  leaseMs?: number;
  /** Rows leased per round trip. */
  batchSize?: number;
  /** Sends tried before a mail is given up (kept, with its last error, for an operator). */
  maxAttempts?: number;
};

/** Five minutes: the SMTP transport gives up on a connection long before (15 s, 60 s idle). */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const DEFAULT_BATCH = 20;
const DEFAULT_MAX_ATTEMPTS = 8;
/** A failed send waits 1, 2, 4 ... minutes before the next try, at most an hour. */
const RETRY_BASE_MS = 60 * 1000;
const RETRY_MAX_MS = 60 * 60 * 1000;

type LeasedRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string;
  attempts: number;
  created_at: Date | string;
};

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer, background, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

  /**
   * Leases up to one batch of due rows no other instance holds. Without an injected `now` the
   * database's clock decides: `not_before` defaults to the database's `now()` (microseconds),
   * and an application clock, truncated to milliseconds or on another machine, could see a row
   * just written as not yet due.
   */
  async function lease(now: Date | undefined): Promise<LeasedRow[]> {
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const result = await db.execute(sql`
      update ${mailOutbox}
      set leased_until = ${at} + make_interval(secs => ${leaseMs / 1000}),
        attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where sent_at is null
          and not_before <= ${at}
          and (leased_until is null or leased_until <= ${at})
          and attempts < ${maxAttempts}
        order by not_before, id
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, headers, attempts, created_at`);
    const { rows } = result as unknown as { rows: LeasedRow[] };
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async function send(row: LeasedRow, now: Date): Promise<boolean> {
    const headers = typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers;
    const created = new Date(row.created_at).getTime();
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        // The same Message-ID on every try of this row (docs/decisions/050).
        headers: {
          ...headers,
          'Message-ID': `<outbox.${row.id}.${created}@${options.messageIdHost}>`,
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          leasedUntil: new Date(now.getTime() + retryDelayMs(row.attempts)),
          lastError: message.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, row.id));
      if (row.attempts >= maxAttempts) {
        log.error({ outboxId: row.id, attempts: row.attempts }, 'mail given up after retries');
      }
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date(), leasedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, row.id), sql`${mailOutbox.sentAt} is null`));
    return true;
  }

  async function drain(drainOptions: { now?: Date } = {}): Promise<OutboxDrain> {
    const totals: OutboxDrain = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await lease(drainOptions.now);
      const now = drainOptions.now ?? new Date();
      if (rows.length === 0) return totals;
      let batchSent = 0;
      for (const row of rows) {
        if (await send(row, now)) batchSent += 1;
        else totals.failed += 1;
      }
      totals.sent += batchSent;
      // A batch that failed entirely (the transport is down) waits for the next drain.
      if (batchSent === 0) return totals;
    }
  }

  // One drain at a time in this process; a nudge during a drain asks for one more after it.
  let running = false;
  let again = false;
  function nudge() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    background.run('mail outbox', async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } finally {
        running = false;
      }
    });
  }

  return {
    async enqueue(executor, mail) {
      const inserted = await executor
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          userId: mail.userId ?? null,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? {},
          dedupeKey: mail.dedupeKey ?? null,
          ...(mail.notBefore ? { notBefore: mail.notBefore } : {}),
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      return inserted.length > 0;
    },
    nudge,
    drain,
  };
}
