import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminUser } from '../../../shared/schemas/admin-users.ts';
import type {
  AdminBillingSummary,
  BillingOverview,
  EmployerPlan,
  PlanRequest,
} from '../../../shared/schemas/billing.ts';
import { jobPosts } from '../../db/schema.ts';
import { createJob, JOB_DESCRIPTION, registerUser, type TestUser } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

/**
 * Plans (docs/decisions/055): each plan's new posts per calendar month in the employer's zone,
 * admins' overrides and plan requests. The app's plan clock is moved by the tests; posts get
 * their creation times written directly where a test needs them on a given day.
 */
let now = new Date('2026-11-20T12:00:00Z');
const m = marketplace({ admin: true, jobseekers: 1 }, { clock: () => now });
const { api } = m;

const POST = {
  title: 'Bookkeeping assistant',
  description: JOB_DESCRIPTION,
  location: 'Remote',
  salary: 14,
  job_type: 'Part-time',
};

const freeEmployer = async (timezone?: string) => {
  const employer = await registerUser(m.app, 'employer', { plan: 'free' });
  if (timezone) {
    const set = await api.as(employer).put('/api/profile', { timezone });
    expect(set.statusCode, set.body).toBe(200);
  }
  return employer;
};

const post = (employer: TestUser) => api.as(employer).post('/api/job-posts', POST);

async function billing(employer: TestUser): Promise<BillingOverview> {
  const response = await api.as(employer).get('/api/billing');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingOverview>();
}

/** Moves a post to an instant, as if it had been made then. */
async function postedAt(jobId: number, at: string) {
  await m.database.db
    .update(jobPosts)
    .set({ createdAt: new Date(at) })
    .where(eq(jobPosts.id, jobId));
}

function expectPlanLimit(response: Awaited<ReturnType<typeof post>>, ...words: string[]) {
  expect(response.statusCode, response.body).toBe(403);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe('PLAN_LIMIT_REACHED');
  for (const word of words) expect(body.message).toContain(word);
  return body.message;
}

const setPlan = (user: TestUser, body: Record<string, unknown>, as: TestUser | null = m.admin) =>
  api.as(as).post(`/api/admin/users/${user.id}/plan`, body);

describe('the monthly post limit', () => {
  it('lets a Free employer post once a month, and names the plan, the limit, the reset and the way up at the second', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const before = await billing(employer);
    expect(before).toMatchObject({
      plan: 'free',
      period_end: null,
      renews: false,
      source: null,
      posts: {
        limit: 1,
        used: 0,
        left: 1,
        timezone: 'UTC',
        month_start: '2026-11-01T00:00:00.000Z',
        resets_at: '2026-12-01T00:00:00.000Z',
      },
      invoices: [],
      checkout_available: false,
      portal_available: false,
      pending_request: null,
    });
    const first = await post(employer);
    expect(first.statusCode, first.body).toBe(201);
    expect((await billing(employer)).posts).toMatchObject({ used: 1, left: 0 });

    const message = expectPlanLimit(
      await post(employer),
      'Free',
      '1 job post a month',
      'December 1, 2026',
      'Pro',
    );
    expect(message).toBe(
      'Your Free plan includes 1 job post a month and you have used it this month. You can post again on December 1, 2026, or upgrade to Pro for 10 job posts a month.',
    );
    // Nothing half written: still one post.
    const [count] = await m.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobPosts)
      .where(eq(jobPosts.employerId, employer.id));
    expect(count?.n).toBe(1);
  });

  it('does not count closing and reopening, and gives the slot back when moderation deletes a post', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const job = await createJob(m.app, employer, m.admin);
    const closed = await api.as(employer).post(`/api/job-posts/${job.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const reopened = await api.as(employer).put(`/api/job-posts/${job.id}`, { status: 'Active' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await billing(employer)).posts).toMatchObject({ used: 1, left: 0 });
    expectPlanLimit(await post(employer), 'Free');

    const deleted = await api.as(m.admin).delete(`/api/admin/job-posts/${job.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await billing(employer)).posts).toMatchObject({ used: 0, left: 1 });
    expect((await post(employer)).statusCode).toBe(201);
  });

  it('counts Pro at ten: below, at and over the limit', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    expect((await setPlan(employer, { plan: 'pro', until: null })).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) {
      const created = await post(employer);
      expect(created.statusCode, `post ${i}: ${created.body}`).toBe(201);
      if (i === 9) expect((await billing(employer)).posts).toMatchObject({ used: 9, left: 1 });
    }
    expect((await billing(employer)).posts).toMatchObject({ limit: 10, used: 10, left: 0 });
    expectPlanLimit(
      await post(employer),
      'Your Pro plan includes 10 job posts a month and you have used them all this month',
      'upgrade to Enterprise for unlimited job posts',
    );
  });

  it('lets Enterprise post without a limit', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    expect((await setPlan(employer, { plan: 'enterprise', until: null })).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) expect((await post(employer)).statusCode).toBe(201);
    expect((await billing(employer)).posts).toMatchObject({ limit: null, used: 12, left: null });
  });

  it('reads the month in the employer’s time zone: Manila has turned the month while New York has not', async () => {
    // 03:00 UTC on December 1 is 11:00 on December 1 in Manila and 22:00 on November 30 in New York.
    now = new Date('2026-12-01T03:00:00Z');
    const manila = await freeEmployer('Asia/Manila');
    const newYork = await freeEmployer('America/New_York');
    for (const employer of [manila, newYork]) {
      const created = await api.as(employer).post('/api/job-posts', POST);
      expect(created.statusCode, created.body).toBe(201);
      // 15:00 UTC on November 30: 23:00 that day in Manila, 10:00 in New York.
      await postedAt(created.json<{ id: number }>().id, '2026-11-30T15:00:00Z');
    }

    const manilaBilling = await billing(manila);
    expect(manilaBilling.posts).toMatchObject({
      used: 0,
      left: 1,
      timezone: 'Asia/Manila',
      month_start: '2026-11-30T16:00:00.000Z',
      resets_at: '2026-12-31T16:00:00.000Z',
    });
    expect((await post(manila)).statusCode).toBe(201);

    expect((await billing(newYork)).posts).toMatchObject({
      used: 1,
      left: 0,
      timezone: 'America/New_York',
      month_start: '2026-11-01T04:00:00.000Z',
      resets_at: '2026-12-01T05:00:00.000Z',
    });
    expectPlanLimit(await post(newYork), 'December 1, 2026');

    // Midnight in New York: its December begins.
    now = new Date('2026-12-01T05:00:00Z');
    expect((await billing(newYork)).posts).toMatchObject({ used: 0, left: 1 });
    expect((await post(newYork)).statusCode).toBe(201);
  });

  it('lets only one of two posts sent at once take the last slot', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const replies = await Promise.all([post(employer), post(employer), post(employer)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('answers visitors, jobseekers and admins on billing as the access rules say', async () => {
    expect((await api.as(null).get('/api/billing')).statusCode).toBe(401);
    expect((await api.as(m.jobseeker).get('/api/billing')).statusCode).toBe(403);
    expect((await api.as(m.admin).get('/api/billing')).statusCode).toBe(403);
  });
});

describe('admins set a plan', () => {
  it('sets Pro to a last day in the employer’s zone, records it in the audit log and mails the employer', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer('Asia/Manila');
    const response = await setPlan(employer, { plan: 'pro', until: '2027-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EmployerPlan>()).toEqual({
      user_id: employer.id,
      plan: 'pro',
      // The end of January 31 in Manila.
      period_end: '2027-01-31T16:00:00.000Z',
      last_day: '2027-01-31',
      source: 'admin',
    });
    expect(await billing(employer)).toMatchObject({
      plan: 'pro',
      period_end: '2027-01-31T16:00:00.000Z',
      renews: false,
      source: 'admin',
      posts: { limit: 10 },
    });
    const audit = await m.auditLog(`?action=user.set_plan&target_id=${employer.id}`);
    expect(JSON.stringify(audit)).toContain('2027-01-31');
    const mail = await lastMailTo(m.app, m.dataDir, employer.email, /plan is now Pro/);
    expect(mail?.text).toContain('until the end of January 31, 2027');

    const users = await api.as(m.admin).get(`/api/admin/users?search=${employer.username}`);
    expect(users.json<AdminUser[]>()[0]).toMatchObject({
      plan: 'pro',
      plan_until: '2027-01-31T16:00:00.000Z',
      plan_last_day: '2027-01-31',
    });

    // After the last day the plan falls back to Free by itself.
    now = new Date('2027-01-31T16:00:00Z');
    expect(await billing(employer)).toMatchObject({ plan: 'free', period_end: null, source: null });
  });

  it('never touches existing posts when the plan goes down', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    expect((await setPlan(employer, { plan: 'pro', until: null })).statusCode).toBe(200);
    const jobs = [
      await createJob(m.app, employer, m.admin),
      await createJob(m.app, employer, m.admin),
      await createJob(m.app, employer, m.admin),
    ];
    expect((await setPlan(employer, { plan: 'free', until: null })).statusCode).toBe(200);
    for (const job of jobs) {
      const read = await api.as(null).get(`/api/job-posts/${job.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ status: 'Active' });
    }
    expectPlanLimit(await post(employer), 'Free');
  });

  it('refuses bad input with the field at fault, and accounts that are not employers', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plan: 'gold' }, 'plan', MESSAGES.planIdInvalid],
      [{ plan: 'pro', until: '2026-02-30' }, 'until', MESSAGES.planUntilInvalid],
      [{ plan: 'pro', until: 'next week' }, 'until', MESSAGES.planUntilInvalid],
      [{ plan: 'pro', until: '2026-11-01' }, 'until', MESSAGES.planUntilPast],
      [{ plan: 'free', until: '2027-01-31' }, 'until', MESSAGES.planUntilForFree],
    ];
    for (const [body, field, message] of cases) {
      const refused = await setPlan(employer, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(refused.json().message).toContain(message);
    }
    expect((await billing(employer)).plan).toBe('free');
    const jobseeker = await setPlan(m.jobseeker, { plan: 'pro', until: null });
    expect(jobseeker.statusCode).toBe(409);
    expect(jobseeker.json().message).toBe(MESSAGES.planNotEmployer);
    expect(
      (await api.as(m.admin).post('/api/admin/users/999999/plan', { plan: 'pro' })).statusCode,
    ).toBe(404);
    expect((await setPlan(employer, { plan: 'pro' }, employer)).statusCode).toBe(403);
    expect((await setPlan(employer, { plan: 'pro' }, null)).statusCode).toBe(401);
  });
});

describe('plan requests', () => {
  it('queues a request, refuses a second, and a grant puts the employer on the plan with a mail', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const sent = await api
      .as(employer)
      .post('/api/billing/plan-requests', { plan: 'pro', note: '  Hiring for three roles.  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<PlanRequest>();
    expect(request).toMatchObject({
      plan: 'pro',
      status: 'pending',
      note: 'Hiring for three roles.',
      decided_at: null,
      employer: { id: employer.id, username: employer.username, plan: 'free' },
    });
    expect((await billing(employer)).pending_request?.id).toBe(request.id);

    const again = await api.as(employer).post('/api/billing/plan-requests', { plan: 'enterprise' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.planRequestPending);

    const queue = await api.as(m.admin).get('/api/admin/plan-requests');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<PlanRequest[]>().map((r) => r.id)).toContain(request.id);

    const granted = await api
      .as(m.admin)
      .post(`/api/admin/plan-requests/${request.id}/grant`, { until: null });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<PlanRequest>()).toMatchObject({
      status: 'granted',
      employer: { plan: 'pro' },
    });
    expect(await billing(employer)).toMatchObject({
      plan: 'pro',
      period_end: null,
      source: 'admin',
      pending_request: null,
    });
    const twice = await api.as(m.admin).post(`/api/admin/plan-requests/${request.id}/grant`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.planRequestAnswered);
    expect(await lastMailTo(m.app, m.dataDir, employer.email, /plan is now Pro/)).toBeTruthy();
    const audit = await m.auditLog(`?action=plan_request.grant&target_id=${request.id}`);
    expect(audit.entries.length).toBe(1);

    const same = await api.as(employer).post('/api/billing/plan-requests', { plan: 'pro' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(MESSAGES.planRequestSamePlan);
  });

  it('refuses with a note the employer reads, and lets an employer withdraw only their own', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const employer = await freeEmployer();
    const other = await freeEmployer();
    const first = (
      await api.as(employer).post('/api/billing/plan-requests', { plan: 'enterprise' })
    ).json<PlanRequest>();
    const refused = await api.as(m.admin).post(`/api/admin/plan-requests/${first.id}/refuse`, {
      note: 'Please verify your company first.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<PlanRequest>()).toMatchObject({
      status: 'refused',
      admin_note: 'Please verify your company first.',
    });
    const mail = await lastMailTo(
      m.app,
      m.dataDir,
      employer.email,
      /request for the Enterprise plan/,
    );
    expect(mail?.text).toContain('Please verify your company first.');
    expect((await billing(employer)).plan).toBe('free');

    const second = (
      await api.as(employer).post('/api/billing/plan-requests', { plan: 'pro' })
    ).json<PlanRequest>();
    const notMine = await api.as(other).post(`/api/billing/plan-requests/${second.id}/withdraw`);
    expect(notMine.statusCode).toBe(404);
    const withdrawn = await api
      .as(employer)
      .post(`/api/billing/plan-requests/${second.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<PlanRequest>().status).toBe('withdrawn');
    const queue = await api.as(m.admin).get('/api/admin/plan-requests?status=refused');
    expect(queue.json<PlanRequest[]>().map((r) => r.id)).toContain(first.id);
  });

  it('refuses bad requests with messages a person can act on', async () => {
    const employer = await freeEmployer();
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.paidPlanInvalid],
      [{ plan: 'free' }, MESSAGES.paidPlanInvalid],
      [{ plan: 'pro', note: 'x'.repeat(1001) }, MESSAGES.planNoteTooLong],
    ];
    for (const [body, message] of cases) {
      const refused = await api.as(employer).post('/api/billing/plan-requests', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(
      (await api.as(m.jobseeker).post('/api/billing/plan-requests', { plan: 'pro' })).statusCode,
    ).toBe(403);
    expect(
      (await api.as(m.admin).post('/api/admin/plan-requests/99999/grant', {})).statusCode,
    ).toBe(404);
    expect((await api.as(m.admin).post('/api/admin/plan-requests/abc/refuse', {})).statusCode).toBe(
      400,
    );
    expect((await api.as(m.admin).get('/api/admin/plan-requests?status=maybe')).statusCode).toBe(
      400,
    );
  });
});

describe('the dashboard’s subscription figures', () => {
  it('counts employers per plan in force and the monthly recurring revenue', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const before = (await api.as(m.admin).get('/api/admin/billing')).json<AdminBillingSummary>();
    const pro = await freeEmployer();
    const enterprise = await freeEmployer();
    await freeEmployer();
    await setPlan(pro, { plan: 'pro', until: null });
    await setPlan(enterprise, { plan: 'enterprise', until: '2026-12-31' });
    const after = await api.as(m.admin).get('/api/admin/billing');
    expect(after.statusCode, after.body).toBe(200);
    const summary = after.json<AdminBillingSummary>();
    expect(summary.has_data).toBe(true);
    expect(summary.employers.free - before.employers.free).toBe(1);
    expect(summary.employers.pro - before.employers.pro).toBe(1);
    expect(summary.employers.enterprise - before.employers.enterprise).toBe(1);
    expect(summary.mrr_cents - before.mrr_cents).toBe(2900 + 9900);
    // After the Enterprise plan's last day it counts as Free.
    now = new Date('2027-01-02T00:00:00Z');
    const later = (await api.as(m.admin).get('/api/admin/billing')).json<AdminBillingSummary>();
    expect(later.employers.enterprise).toBe(summary.employers.enterprise - 1);
    expect(later.mrr_cents).toBe(summary.mrr_cents - 9900);
  });
});

describe('a marketplace that never had a paid plan', () => {
  const fresh = marketplace({ admin: true });
  it('says there is no billing data, so the dashboard keeps its labelled estimates', async () => {
    await registerUser(fresh.app, 'employer', { plan: 'free' });
    const response = await fresh.api.as(fresh.admin).get('/api/admin/billing');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminBillingSummary>()).toEqual({
      has_data: false,
      employers: { free: 1, pro: 0, enterprise: 0 },
      mrr_cents: 0,
      pending_requests: 0,
    });
  });
});
