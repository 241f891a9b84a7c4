import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../shared/schemas/saved-searches.ts';
import { jobPosts, savedSearchPosts, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createAdmin, createJob, registerUser, type TestUser } from '../../test/factories.ts';
import { type SmtpMail, startTestSmtpServer } from '../../test/smtp.ts';
import {
  type AlertChannel,
  createJobAlerts,
  INSTANT_BATCH_MS,
  POSTS_PER_ALERT,
} from './service.ts';
import { linkToken } from './test-links.ts';

/**
 * Job alert mails on a real SMTP server (docs/decisions/053): instant within seconds of an
 * approval and once, batched per person, daily and weekly at 08:00 local, at most 20 posts with
 * a link to the rest, and the one-click unsubscribe of RFC 8058.
 */
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let t: TestApp;
let admin: TestUser;
let employer: TestUser;
const api = client(() => t.app);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  admin = await createAdmin(t.app);
  employer = await registerUser(t.app, 'employer');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let words = 0;
/** A word no other test's post or search has. */
const uniqueWord = () => `quokka${Date.now() % 1_000_000}x${++words}`;

/** A jobseeker with a verified address (and a time zone, when given). */
async function seeker(timezone?: string): Promise<TestUser> {
  const person = await registerUser(t.app, 'jobseeker');
  await t.database.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, timezone: timezone ?? null })
    .where(eq(users.id, person.id));
  return person;
}

async function saveSearch(person: TestUser, title: string, frequency: string) {
  const response = await api
    .as(person)
    .post('/api/saved-searches', { name: `Alert ${title}`, query: { title }, frequency });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

/** The alerts a person received (not the sign-up's verification mail). */
const mailsTo = (person: TestUser): SmtpMail[] =>
  smtp.received.filter(
    (mail) => mail.to.includes(person.email) && / new jobs? for /.test(mail.subject),
  );

/**
 * A sweep at `now` (the injected clock), then the outbox drained at the real time: the mail's
 * `not_before` is the database's clock, and a drain with a clock ahead of the nudge's would take
 * over its lease.
 */
async function settle(now?: Date) {
  await t.app.services.alerts.sweep(now ? { now } : {});
  await t.app.services.background.settled();
  await t.app.services.outbox.drain();
  await t.app.services.background.settled();
}

async function waitFor(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('instant alerts', () => {
  it('mails one alert within seconds of the approval, never twice, with one-click unsubscribe', async () => {
    const person = await seeker();
    const word = uniqueWord();
    const search = await saveSearch(person, word, 'instant');
    const job = await createJob(t.app, employer, admin, { title: `Night support ${word}` });
    // The approval nudges a sweep about 2 s later; the outbox sends at once.
    await waitFor(() => mailsTo(person).length === 1);
    const [mail] = mailsTo(person);
    expect(mail?.subject).toBe(`1 new job for "Alert ${word}"`);
    expect(mail?.text).toContain(`Night support ${word}`);
    expect(mail?.text).toContain(`/jobs/${job.id}`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers['list-unsubscribe'] ?? '';
    expect(header).toMatch(
      /^<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.text).toMatch(
      /Stop this alert: http:\/\/localhost:3000\/job-alerts\/unsubscribe\?token=/,
    );

    // Sweeping again finds nothing new: the post is recorded as sent to this search.
    await settle();
    await settle(new Date(Date.now() + INSTANT_BATCH_MS + 60_000));
    expect(mailsTo(person)).toHaveLength(1);

    // The header's link, as a mail client posts it (RFC 8058), without signing in.
    const url = new URL(header.slice(1, -1));
    const posted = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ name: search.name, active: false });
    // The visible link's token works as well, and twice changes nothing.
    const pageToken = linkToken(mail, '/job-alerts/unsubscribe');
    const again = await api
      .as(null)
      .post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(pageToken)}`);
    expect(again.statusCode).toBe(200);
    const [listed] = (await api.as(person).get('/api/saved-searches')).json<SavedSearch[]>();
    expect(listed?.active).toBe(false);

    await createJob(t.app, employer, admin, { title: `Day support ${word}` });
    await settle(new Date(Date.now() + 2 * INSTANT_BATCH_MS));
    expect(mailsTo(person)).toHaveLength(1);
  });

  it('sends at most one instant alert per person per 10 minutes, the rest batched', async () => {
    const person = await seeker();
    const a = uniqueWord();
    const b = uniqueWord();
    await saveSearch(person, a, 'instant');
    await saveSearch(person, b, 'instant');
    const start = Date.now();
    await createJob(t.app, employer, admin, { title: `First ${a}` }, true);
    await settle(new Date(start));
    expect(mailsTo(person).map((m) => m.subject)).toEqual([`1 new job for "Alert ${a}"`]);

    // Within 10 minutes: two more posts (one per search) wait.
    await createJob(t.app, employer, admin, { title: `Second ${a}` });
    await createJob(t.app, employer, admin, { title: `Third ${b}` });
    await settle(new Date(start + 60_000));
    await settle(new Date(start + INSTANT_BATCH_MS - 1000));
    expect(mailsTo(person)).toHaveLength(1);

    // After 10 minutes: one more alert; the other search waits another 10 minutes.
    await settle(new Date(start + INSTANT_BATCH_MS + 1000));
    expect(mailsTo(person)).toHaveLength(2);
    await settle(new Date(start + INSTANT_BATCH_MS + 2000));
    expect(mailsTo(person)).toHaveLength(2);
    await settle(new Date(start + 2 * INSTANT_BATCH_MS + 2000));
    const subjects = mailsTo(person).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.slice(1).sort()).toEqual(
      [`1 new job for "Alert ${a}"`, `1 new job for "Alert ${b}"`].sort(),
    );
    expect(
      mailsTo(person).find((m) => m.subject.includes(a) && m.text.includes(`Second ${a}`)),
    ).toBeDefined();
  });
});

/** The next `hour`:00 in `zone` after now, on the next Monday when `weekly`, from PostgreSQL. */
async function nextSlot(zone: string, unit: 'day' | 'week'): Promise<Date> {
  const result = await t.database.db.execute(sql`
    select ((date_trunc(${unit}, (now() at time zone ${zone}) - interval '8 hours')
      + ${unit === 'day' ? sql`interval '1 day 8 hours'` : sql`interval '7 days 8 hours'`})
      at time zone ${zone}) as slot`);
  const [row] = (result as unknown as { rows: { slot: Date | string }[] }).rows;
  return new Date(row?.slot ?? '');
}

describe('daily and weekly alerts', () => {
  for (const [frequency, unit, zone] of [
    ['daily', 'day', 'Asia/Tokyo'],
    ['weekly', 'week', 'America/New_York'],
  ] as const) {
    it(`sends a ${frequency} alert at 08:00 in the person's time zone, once`, async () => {
      const person = await seeker(zone);
      const word = uniqueWord();
      await saveSearch(person, word, frequency);
      await createJob(t.app, employer, admin, { title: `Bookkeeper ${word}` });
      await createJob(t.app, employer, admin, { title: `Payroll clerk ${word}` });
      const slot = await nextSlot(zone, unit);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(slot);
      expect(local).toMatch(frequency === 'weekly' ? /^Mon,? 08:00$/ : /08:00$/);

      await settle();
      await settle(new Date(slot.getTime() - 60_000));
      expect(mailsTo(person)).toHaveLength(0);
      await settle(new Date(slot.getTime() + 1000));
      expect(mailsTo(person).map((m) => m.subject)).toEqual([`2 new jobs for "Alert ${word}"`]);
      await settle(new Date(slot.getTime() + 60 * 60_000));
      expect(mailsTo(person)).toHaveLength(1);
    });
  }
});

describe('a long alert', () => {
  it('lists 20 posts and links to the rest on Find Jobs', async () => {
    const person = await seeker('Europe/Berlin');
    const word = uniqueWord();
    const search = await saveSearch(person, word, 'daily');
    for (let i = 0; i < POSTS_PER_ALERT + 3; i++) {
      await createJob(t.app, employer, admin, { title: `Data entry ${i} ${word}` });
    }
    await settle(await nextSlot('Europe/Berlin', 'day').then((d) => new Date(d.getTime() + 1000)));
    const [mail] = mailsTo(person);
    expect(mail?.subject).toBe(`23 new jobs for "Alert ${word}"`);
    expect(mail?.text.match(/\/jobs\/\d+/g)).toHaveLength(POSTS_PER_ALERT);
    expect(mail?.text).toContain('And 3 more: see them all on Find Jobs.');
    expect(mail?.text).toContain(
      `See all 23 on Find Jobs:\nhttp://localhost:3000${search.find_jobs_url}`,
    );
    const recorded = await t.database.db
      .select()
      .from(savedSearchPosts)
      .where(eq(savedSearchPosts.searchId, search.id));
    expect(recorded).toHaveLength(POSTS_PER_ALERT + 3);
  });
});

/** Another alerts service on the same database: a second instance, or one with notifications. */
function otherInstance(notifications?: Parameters<typeof createJobAlerts>[0]['notifications']) {
  const services = t.app.services;
  return createJobAlerts({
    db: t.database.db,
    outbox: services.outbox,
    background: services.background,
    limiters: () => ({
      take: async () => ({ allowed: true, giveBack: async () => {} }),
      clear: async () => {},
    }),
    secret: 'another-instance-same-secret-0123456789abcdef',
    publicUrl: 'http://localhost:3000',
    log: { warn() {}, error() {} },
    notifications,
  });
}

describe('with the notification centre', () => {
  it("mails only when the person's choice for alert matches is e-mail", async () => {
    const recorded: { userId: number; title: string; link: string }[] = [];
    let choice: AlertChannel = 'off';
    const alerts = otherInstance({
      async record(_tx, notification) {
        recorded.push(notification);
        return choice;
      },
    });
    for (const channel of ['off', 'app', 'digest', 'email'] as const) {
      choice = channel;
      const person = await seeker();
      const word = uniqueWord();
      await saveSearch(person, word, 'instant');
      // Approved in the database: the approval route's nudge would sweep with the app's own
      // service, which has no notification centre.
      const job = await createJob(t.app, employer, admin, { title: `Receptionist ${word}` }, false);
      t.app.services.alerts.stop();
      await t.database.db
        .update(jobPosts)
        .set({ pendingReview: false })
        .where(eq(jobPosts.id, job.id));
      await alerts.sweep();
      await settle();
      const notes = recorded.filter((n) => n.userId === person.id);
      expect(notes, channel).toHaveLength(1);
      expect(notes[0]?.title).toBe(`1 new job for "Alert ${word}"`);
      expect(mailsTo(person), channel).toHaveLength(channel === 'email' ? 1 : 0);
    }
  });
});

// Needs a PostgreSQL server two instances share: runs in .ci/run's PostgreSQL pass
// (DATABASE_URL), skipped on the embedded database, which takes one writer per directory.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('choose each search once when they sweep at the same moment', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => seeker()));
    const word = uniqueWord();
    for (const person of people) await saveSearch(person, word, 'instant');
    // The approval's own nudge is not waited for: the two sweeps below race it too.
    await createJob(t.app, employer, admin, { title: `Concierge ${word}` });
    const services = t.app.services;
    const other = otherInstance();
    await Promise.all([
      services.alerts.sweep(),
      other.sweep(),
      services.alerts.sweep(),
      other.sweep(),
    ]);
    await services.outbox.drain();
    await services.background.settled();
    await waitFor(() => people.every((p) => mailsTo(p).length >= 1));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await settle();
    for (const person of people) expect(mailsTo(person)).toHaveLength(1);
  });
});
