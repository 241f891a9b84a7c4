import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/context.ts';
import { createJobseeker } from '../test/factories.ts';
import { readOutbox } from '../test/mail.ts';
import { startTestSmtpServer } from '../test/smtp.ts';
import { createBackgroundTasks } from './background.ts';
import { createMailer } from './mail.ts';
import { createMailOutbox, type OutboxMail, retryDelayMs } from './mail-outbox.ts';

const silent = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;

let sequence = 0;
function mail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  sequence += 1;
  return {
    kind: 'test',
    to: `reader${sequence}@example.com`,
    subject: `Mail ${sequence}`,
    text: `Body ${sequence}`,
    html: `<p>Body ${sequence}</p>`,
    ...overrides,
  };
}

/**
 * The durable outbox (docs/decisions/050) on the suite's database: what is enqueued is sent once,
 * whoever drains and however often; failures are retried later; leases keep instances apart.
 */
describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const pending = async () =>
    t.database.db.select().from(mailOutbox).where(sql`${mailOutbox.sentAt} is null`);

  it('sends an enqueued mail once, with its headers and a Message-ID of its own', async () => {
    const { outbox } = t.app.services;
    const queued = mail({ headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect(await outbox.enqueue(t.database.db, queued)).toBe(true);
    expect((await readOutbox(t.app, t.dataDir)).some((m) => m.to === queued.to)).toBe(false);
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
    const sent = (await readOutbox(t.app, t.dataDir)).filter((m) => m.to === queued.to);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0]?.headers['message-id']).toMatch(/^<outbox\.\d+\.\d+@localhost>$/);
  });

  it('keeps nothing of a transaction that rolled back, and one mail per dedupe key', async () => {
    const { outbox } = t.app.services;
    const rolledBack = mail();
    await expect(
      t.database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, rolledBack);
        throw new Error('the deciding write failed');
      }),
    ).rejects.toThrow('the deciding write failed');
    const key = `test:${sequence}`;
    const first = mail({ dedupeKey: key });
    expect(await outbox.enqueue(t.database.db, first)).toBe(true);
    expect(await outbox.enqueue(t.database.db, mail({ dedupeKey: key, to: first.to }))).toBe(false);
    await outbox.drain();
    const mails = await readOutbox(t.app, t.dataDir);
    expect(mails.filter((m) => m.to === rolledBack.to)).toHaveLength(0);
    expect(mails.filter((m) => m.to === first.to).map((m) => m.subject)).toEqual([first.subject]);
  });

  // PostgreSQL only: the embedded database reads this process's clock, so the two cannot differ.
  it.runIf(process.env.DATABASE_URL)(
    "sends by the database's clock: an application clock behind it still sends a mail just written",
    async () => {
      const { outbox } = t.app.services;
      const queued = mail();
      await outbox.enqueue(t.database.db, queued);
      // This process's clock an hour behind the database's: the row's not_before (the database's
      // now()) must still count as due.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60 * MINUTE });
      try {
        expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
      } finally {
        vi.useRealTimers();
      }
      expect((await readOutbox(t.app, t.dataDir)).filter((m) => m.to === queued.to)).toHaveLength(
        1,
      );
    },
  );

  it('waits for notBefore', async () => {
    const { outbox } = t.app.services;
    const now = new Date();
    const later = mail({ notBefore: new Date(now.getTime() + 10 * MINUTE) });
    await outbox.enqueue(t.database.db, later);
    await outbox.drain({ now });
    expect((await readOutbox(t.app, t.dataDir)).some((m) => m.to === later.to)).toBe(false);
    await outbox.drain({ now: new Date(now.getTime() + 11 * MINUTE) });
    expect((await readOutbox(t.app, t.dataDir)).filter((m) => m.to === later.to)).toHaveLength(1);
  });

  it('leaves a row leased by a stopped instance alone until its lease runs out', async () => {
    const { outbox } = t.app.services;
    const orphan = mail();
    await outbox.enqueue(t.database.db, orphan);
    const now = new Date();
    // What an instance killed mid-send leaves behind: the lease taken, the mail not marked.
    await t.database.db
      .update(mailOutbox)
      .set({ leasedUntil: new Date(now.getTime() + 5 * MINUTE), attempts: 1 })
      .where(eq(mailOutbox.toAddress, orphan.to));
    await outbox.drain({ now });
    expect((await readOutbox(t.app, t.dataDir)).some((m) => m.to === orphan.to)).toBe(false);
    await outbox.drain({ now: new Date(now.getTime() + 6 * MINUTE) });
    expect((await readOutbox(t.app, t.dataDir)).filter((m) => m.to === orphan.to)).toHaveLength(1);
  });

  it('never sends one mail twice when several instances drain at once', async () => {
    const background = createBackgroundTasks(silent);
    // Four outboxes over one database and one outbox directory: four instances.
    const instances = Array.from({ length: 4 }, () =>
      createMailOutbox({
        db: t.database.db,
        mailer: t.app.services.mailer,
        background,
        messageIdHost: 'localhost',
        log: silent,
        batchSize: 3,
      }),
    );
    const queued = Array.from({ length: 40 }, () => mail({ kind: 'burst' }));
    for (const m of queued) await instances[0]?.enqueue(t.database.db, m);
    const results = await Promise.all(instances.map((instance) => instance.drain()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    const addresses = new Set(queued.map((m) => m.to));
    const sent = (await readOutbox(t.app, t.dataDir)).filter((m) => addresses.has(m.to));
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((m) => m.to)).size).toBe(40);
  });

  it('deletes the unsent mail of an account that is deleted', async () => {
    const person = await createJobseeker(t.app);
    await t.app.services.outbox.enqueue(
      t.database.db,
      mail({ userId: person.id, to: person.email }),
    );
    await t.database.db.delete(users).where(eq(users.id, person.id));
    expect((await pending()).some((row) => row.toAddress === person.email)).toBe(false);
  });
});

describe('mail outbox over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tries a refused mail again later, backing off, and sends it once', async () => {
    const { outbox } = t.app.services;
    const queued = mail();
    await outbox.enqueue(t.database.db, queued);
    smtp.refuse(1);
    const now = new Date();
    expect(await outbox.drain({ now })).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, queued.to));
    expect(row?.lastError).toMatch(/451|Try again/);
    expect(row?.leasedUntil?.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not before the back-off: then once.
    expect(await outbox.drain({ now: new Date(now.getTime() + 30_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await outbox.drain({ now: new Date(now.getTime() + MINUTE) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received.filter((m) => m.to.includes(queued.to))).toHaveLength(1);
    expect(retryDelayMs(2)).toBe(2 * MINUTE);
    expect(retryDelayMs(30)).toBe(60 * MINUTE);
  });

  it('gives a mail up after its attempts and keeps it with the last error', async () => {
    const background = createBackgroundTasks(silent);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: t.dataDir,
      from: 'TalentBridge <no-reply@localhost>',
      log: silent,
    });
    const outbox = createMailOutbox({
      db: t.database.db,
      mailer,
      background,
      messageIdHost: 'localhost',
      log: silent,
      maxAttempts: 2,
    });
    const queued = mail();
    await outbox.enqueue(t.database.db, queued);
    smtp.refuse(5);
    const now = Date.now();
    await outbox.drain({ now: new Date(now) });
    await outbox.drain({ now: new Date(now + 10 * MINUTE) });
    await outbox.drain({ now: new Date(now + 100 * MINUTE) });
    smtp.refuse(0);
    await outbox.drain({ now: new Date(now + 1000 * MINUTE) });
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, queued.to));
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row?.lastError).toMatch(/451|Try again/);
    await mailer.close();
  });
});
