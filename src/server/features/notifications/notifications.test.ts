import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { NotificationPage } from '../../../shared/schemas/notifications.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createAdmin, createJob, registerUser, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { startTestSmtpServer } from '../../test/smtp.ts';
import { asAlertNotifications } from './service.ts';

/** The notification centre and its preferences (docs/decisions/052). */
const m = marketplace({ admin: true, employers: 2, jobseekers: 2, job: true });
const { api } = m;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function apply(person: TestUser, jobId: number) {
  const response = await api
    .as(person)
    .post('/api/job-applications', { job_post_id: jobId, description: 'I would like this job.' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

async function listOf(user: TestUser, query = '') {
  const response = await api.as(user).get(`/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>();
}

async function countOf(user: TestUser) {
  const response = await api.as(user).get('/api/notifications/unread-count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
}

describe('notifications', () => {
  it('tells the employer of an application, newest first, own only, with an unread count', async () => {
    const employer = await m.register('employer');
    expect(await listOf(employer)).toEqual({ items: [], next_before: null });
    expect(await countOf(employer)).toBe(0);
    const first = await m.postJob({ title: 'Bookkeeper' }, employer);
    const second = await m.postJob({ title: 'Virtual assistant' }, employer);
    await apply(m.jobseeker, first.id);
    await apply(m.jobseeker, second.id);
    await apply(m.otherJobseeker, second.id);

    expect(await countOf(employer)).toBe(3);
    const page = await listOf(employer);
    expect(page.items.map((item) => item.title)).toEqual([
      'New application for "Virtual assistant"',
      'New application for "Virtual assistant"',
      'New application for "Bookkeeper"',
    ]);
    expect(page.items[0]).toMatchObject({
      kind: 'application_received',
      body: `${m.otherJobseeker.username} applied to "Virtual assistant".`,
      link: '/my-job-posts',
      read_at: null,
    });
    // Paging: two, then the rest after the last id.
    const head = await listOf(employer, '?limit=2');
    expect(head.items).toHaveLength(2);
    expect(head.next_before).toBe(head.items[1]?.id);
    const rest = await listOf(employer, `?limit=2&before=${head.next_before}`);
    expect(rest.items.map((item) => item.id)).toEqual([page.items[2]?.id]);
    expect(rest.next_before).toBeNull();
    // Nobody else sees them.
    expect((await listOf(m.otherEmployer)).items.map((item) => item.title)).not.toContain(
      'New application for "Bookkeeper"',
    );
  });

  it('marks one read (404 for anyone else’s) and all read', async () => {
    const employer = await m.register('employer');
    const job = await m.postJob({ title: 'Copy editor' }, employer);
    await apply(m.jobseeker, job.id);
    await apply(m.otherJobseeker, job.id);
    const [newest, oldest] = (await listOf(employer)).items;
    if (!newest || !oldest) throw new Error('two notifications expected');

    const foreign = await api.as(m.otherEmployer).post(`/api/notifications/${newest.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.notificationNotFound);
    expect((await api.as(employer).post('/api/notifications/999999999/read')).statusCode).toBe(404);
    expect((await api.as(employer).post('/api/notifications/abc/read')).statusCode).toBe(400);

    const read = await api.as(employer).post(`/api/notifications/${newest.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ count: 1 });
    // Again: no change.
    expect((await api.as(employer).post(`/api/notifications/${newest.id}/read`)).json()).toEqual({
      count: 1,
    });
    expect((await listOf(employer)).items[0]?.read_at).not.toBeNull();

    const all = await api.as(employer).post('/api/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ count: 0 });
    expect(await countOf(employer)).toBe(0);
  });

  it('refuses a bad limit or before with a 400 naming it', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x']) {
      const response = await api.as(m.employer).get(`/api/notifications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(MESSAGES.notificationLimitInvalid);
    }
    const before = await api.as(m.employer).get('/api/notifications?before=-1');
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toContain(MESSAGES.notificationBeforeInvalid);
  });

  it('answers visitors 401 on every call', async () => {
    const calls = [
      api.visitor.get('/api/notifications'),
      api.visitor.get('/api/notifications/unread-count'),
      api.visitor.post('/api/notifications/1/read'),
      api.visitor.post('/api/notifications/read-all'),
      api.visitor.get('/api/notification-preferences'),
      api.visitor.put('/api/notification-preferences', { invitation: 'off' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('what people are told about', () => {
  it('tells a complainant the outcome, and a jobseeker of a rejection', async () => {
    const jobseeker = await m.register('jobseeker');
    const job = await m.postJob({ title: 'Transcriber' });
    const complaint = await api
      .as(jobseeker)
      .post('/api/complaints', { type: 'job_post', id: job.id, reason: 'Asks for a fee.' });
    expect(complaint.statusCode, complaint.body).toBe(201);
    const resolved = await api
      .as(m.admin)
      .post(`/api/admin/complaints/${complaint.json().id}/resolve`, { status: 'Rejected' });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const applied = await apply(jobseeker, job.id);
    const rejected = await api
      .as(m.employer)
      .put(`/api/job-applications/${applied.id}`, { status: 'Rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await m.app.services.background.settled();

    const items = (await listOf(jobseeker)).items;
    expect(items.map((item) => item.kind)).toEqual(['application_rejected', 'complaint_outcome']);
    expect(items[0]).toMatchObject({
      title: 'Update on your application for "Transcriber"',
      link: '/my-applications',
    });
    expect(items[1]?.title).toBe('Your complaint about the job post "Transcriber" was rejected');
  });

  it('records job alerts for their code, which mails them itself', async () => {
    const jobseeker = await m.register('jobseeker');
    const alerts = asAlertNotifications(m.app.services.notifications);
    const alert = {
      userId: jobseeker.id,
      title: '3 new jobs',
      body: 'Bookkeeping',
      link: '/find-job',
    };
    expect(await alerts.record(m.database.db, alert)).toBe('email');
    await api.as(jobseeker).put('/api/notification-preferences', { alert_matches: 'off' });
    expect(await alerts.record(m.database.db, alert)).toBe('off');
    const items = (await listOf(jobseeker)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'alert_matches', title: '3 new jobs' });
  });
});

describe('notification preferences', () => {
  it("answers the role's kinds with their defaults, admins' too", async () => {
    const jobseeker = await m.register('jobseeker');
    expect((await api.as(jobseeker).get('/api/notification-preferences')).json()).toEqual({
      application_accepted: 'email',
      application_rejected: 'email',
      invitation: 'email',
      message_while_away: 'email',
      alert_matches: 'email',
      complaint_outcome: 'email',
      identity_decision: 'email',
    });
    const employer = await m.register('employer');
    expect((await api.as(employer).get('/api/notification-preferences')).json()).toEqual({
      application_received: 'digest',
      message_while_away: 'email',
      complaint_outcome: 'email',
      identity_decision: 'email',
      pending_reminder: 'email',
      job_post_expiry: 'email',
    });
    const admin = await api.as(m.admin).get('/api/notification-preferences');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ complaint_outcome: 'email' });
  });

  it('stores a choice, mirrors the mail switches of the profile, and turns a kind off', async () => {
    const jobseeker = await m.register('jobseeker');
    const saved = await api
      .as(jobseeker)
      .put('/api/notification-preferences', { invitation: 'app', alert_matches: 'digest' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ invitation: 'app', alert_matches: 'digest' });
    // The profile's switch reads the kind: in the app only is no mail.
    const profile = await api.as(jobseeker).get('/api/profile');
    expect(profile.json().mail_preferences.invitations).toBe(false);
    // And the profile's switch writes it.
    await api.as(jobseeker).put('/api/profile', { mail_preferences: { invitations: true } });
    expect((await api.as(jobseeker).get('/api/notification-preferences')).json().invitation).toBe(
      'email',
    );

    // Off: no row at all.
    await api.as(jobseeker).put('/api/notification-preferences', { invitation: 'off' });
    const job = await m.postJob({ title: 'Researcher' });
    const invited = await api
      .as(m.employer)
      .post('/api/invitations', { job_post_id: job.id, user_id: jobseeker.id, message: 'Apply?' });
    expect(invited.statusCode, invited.body).toBe(201);
    await m.app.services.background.settled();
    expect((await listOf(jobseeker)).items).toEqual([]);
    // In the app: a row and no mail.
    await api.as(jobseeker).put('/api/notification-preferences', { invitation: 'app' });
    const other = await m.postJob({ title: 'Analyst' });
    await api
      .as(m.employer)
      .post('/api/invitations', { job_post_id: other.id, user_id: jobseeker.id, message: 'Hi' });
    await m.app.services.background.settled();
    const items = (await listOf(jobseeker)).items;
    expect(items.map((item) => item.kind)).toEqual(['invitation']);
    expect(items[0]?.body).toBe('Hi');
  });

  it('refuses an unknown kind, an unknown channel, another role’s kind and a non-object', async () => {
    const cases: [Record<string, unknown> | string[], string][] = [
      [{ nonsense: 'email' }, MESSAGES.notificationKindUnknown],
      [{ invitation: 'sms' }, MESSAGES.notificationChannelInvalid],
      [{ invitation: true }, MESSAGES.notificationChannelInvalid],
      [{ pending_reminder: 'off' }, MESSAGES.fieldNotForRole],
      [['invitation'], 'must be an object'],
    ];
    for (const [body, message] of cases) {
      const response = await api.as(m.jobseeker).put('/api/notification-preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    // Nothing of a refused request was stored.
    expect((await api.as(m.jobseeker).get('/api/notification-preferences')).json().invitation).toBe(
      'email',
    );
  });
});

describe('notification mail over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let admin: TestUser;
  const smtpApi = client(() => t.app);
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Notification mail only: sign-up's confirmation is account mail.
  const mailsTo = (user: TestUser) =>
    smtp.received.filter(
      (mail) => mail.to.includes(user.email) && !/^Confirm your e-mail/.test(mail.subject),
    );
  const settle = async () => {
    await t.app.services.background.settled();
    await t.app.services.outbox.drain();
  };

  it('mails a decision at once with RFC 8058 headers; one click turns that kind off', async () => {
    const employer = await registerUser(t.app, 'employer');
    const jobseeker = await registerUser(t.app, 'jobseeker');
    const decideOne = async (title: string) => {
      const job = await createJob(t.app, employer, admin, { title });
      const applied = await smtpApi
        .as(jobseeker)
        .post('/api/job-applications', { job_post_id: job.id, description: 'Hello there.' });
      expect(applied.statusCode, applied.body).toBe(201);
      const decided = await smtpApi
        .as(employer)
        .put(`/api/job-applications/${applied.json().id}`, { status: 'Accepted' });
      expect(decided.statusCode, decided.body).toBe(200);
      await settle();
    };
    await decideOne('Translator');
    const [mail] = mailsTo(jobseeker);
    expect(mail?.subject).toBe('Your application for "Translator" was accepted');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers['list-unsubscribe'] ?? '';
    expect(header).toMatch(/^<http.+\/api\/mail-preferences\/unsubscribe\?token=.+>$/);
    expect(mail?.text).toMatch(/\/unsubscribe\?token=/);

    const url = new URL(header.slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ preference: 'application_accepted', enabled: false });
    const prefs = await smtpApi.as(jobseeker).get('/api/notification-preferences');
    expect(prefs.json().application_accepted).toBe('off');

    await decideOne('Proofreader');
    expect(mailsTo(jobseeker)).toHaveLength(1);
  });

  it('collects digest kinds into one mail at 08:00 local time, once a day', async () => {
    const employer = await registerUser(t.app, 'employer');
    const saved = await smtpApi.as(employer).put('/api/profile', { timezone: 'Asia/Manila' });
    expect(saved.statusCode, saved.body).toBe(200);
    const job = await createJob(t.app, employer, admin, { title: 'Data entry clerk' });
    for (const name of ['a', 'b']) {
      const person = await registerUser(t.app, 'jobseeker', {});
      const applied = await smtpApi
        .as(person)
        .post('/api/job-applications', { job_post_id: job.id, description: `From ${name}.` });
      expect(applied.statusCode, applied.body).toBe(201);
    }
    await settle();
    // New applications default to the digest: nothing mailed at once.
    expect(mailsTo(employer)).toHaveLength(0);

    // Manila is UTC+8 all year: tomorrow's local 07:30 and 08:05 as instants.
    const manilaMidnight = Math.floor((Date.now() + 8 * HOUR_MS) / DAY_MS) * DAY_MS + DAY_MS;
    const at = (hours: number) => new Date(manilaMidnight + hours * HOUR_MS - 8 * HOUR_MS);
    const { notifications, outbox } = t.app.services;
    expect((await notifications.sweepDigests({ now: at(7.5) })).sent).not.toContain(employer.id);
    expect((await notifications.sweepDigests({ now: at(8 + 5 / 60) })).sent).toContain(employer.id);
    // A second sweep that day, here or on another instance, chooses nothing.
    expect((await notifications.sweepDigests({ now: at(9) })).sent).not.toContain(employer.id);
    await t.app.services.background.settled();
    await outbox.drain({ now: at(9) });
    const digests = mailsTo(employer);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Your TalentBridge digest: 2 new notifications');
    expect(digests[0]?.text).toContain('New application for "Data entry clerk"');
    expect(digests[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The next day has nothing new since the last digest.
    expect((await notifications.sweepDigests({ now: at(32) })).sent).not.toContain(employer.id);

    // Its one click moves the digest's kinds to the app.
    const url = new URL((digests[0]?.headers['list-unsubscribe'] ?? '').slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const prefs = await smtpApi.as(employer).get('/api/notification-preferences');
    expect(prefs.json().application_received).toBe('app');
  });
});
