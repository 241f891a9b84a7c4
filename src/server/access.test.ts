import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/auth.ts';
import { type ChatSocket, createChat, listen, openSocket, request } from './test/chat.ts';
import { client } from './test/client.ts';
import { createTestApp, type TestApp } from './test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from './test/factories.ts';
import { multipart, pdfBytes } from './test/multipart.ts';

/**
 * The access matrix: every API route the app registers, with who may call it. A route missing
 * from this table fails the first test, so a new route cannot ship without its row. Every row
 * is called by every role with real ids (TARGETS); routes whose id names someone's object also
 * have owner versus non-owner rows (OWNERSHIP), and the socket events have their own table
 * (SOCKET_EVENTS). docs/security.md summarises the rules.
 */
const MATRIX: { method: string; url: string; access: RouteAccess }[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'GET', url: '/api/health/ready', access: 'public' },
  { method: 'POST', url: '/api/auth/register', access: 'public' },
  { method: 'POST', url: '/api/auth/login', access: 'public' },
  { method: 'POST', url: '/api/auth/logout', access: 'user' },
  { method: 'GET', url: '/api/auth/verify-email', access: 'public' },
  { method: 'POST', url: '/api/auth/resend-verification', access: 'user' },
  { method: 'POST', url: '/api/auth/reset-password-request', access: 'public' },
  { method: 'POST', url: '/api/auth/forgot-password', access: 'public' },
  { method: 'POST', url: '/api/auth/reset-password', access: 'public' },
  // Their power is the mailed token, not a session (docs/decisions/008).
  { method: 'POST', url: '/api/auth/email-change/confirm', access: 'public' },
  { method: 'POST', url: '/api/auth/email-change/cancel', access: 'public' },
  { method: 'GET', url: '/api/profile', access: 'user' },
  { method: 'PUT', url: '/api/profile', access: 'user' },
  { method: 'DELETE', url: '/api/profile', access: 'user' },
  { method: 'POST', url: '/api/profile/upload-avatar', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/upload-identity', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/:id/increment-view', access: 'optional' },
  { method: 'GET', url: '/api/users/:id', access: 'optional' },
  { method: 'GET', url: '/api/files/identity/:name', access: 'user' },
  { method: 'GET', url: '/api/categories', access: 'public' },
  { method: 'POST', url: '/api/categories', access: 'admin' },
  { method: 'GET', url: '/api/reviews/user/:id', access: 'public' },
  { method: 'POST', url: '/api/job-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts', access: 'public' },
  { method: 'GET', url: '/api/job-posts/my-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts/:id', access: 'optional' },
  { method: 'PUT', url: '/api/job-posts/:id', access: 'employer' },
  { method: 'POST', url: '/api/job-posts/:id/close', access: 'employer' },
  { method: 'POST', url: '/api/job-posts/:id/increment-view', access: 'optional' },
  { method: 'POST', url: '/api/admin/job-posts/:id/approve', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/flag', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/set-application-limit', access: 'admin' },
  { method: 'GET', url: '/api/stats', access: 'public' },
  { method: 'POST', url: '/api/job-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/my-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/job-post/:id', access: 'employer' },
  { method: 'PUT', url: '/api/job-applications/:id', access: 'employer' },
  { method: 'GET', url: '/api/job-applications/check/:id', access: 'user' },
  { method: 'POST', url: '/api/reviews', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/talents', access: 'public' },
  { method: 'GET', url: '/api/users', access: 'public' },
  { method: 'GET', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'POST', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'GET', url: '/api/chats', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/unread-count', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/:id/messages', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/chats/:id/read', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/users/:id/online', access: 'user' },
  { method: 'GET', url: '/api/admin/chat/:id', access: 'admin' },
  { method: 'GET', url: '/api/admin/audit-log', access: 'admin' },
  { method: 'GET', url: '/api/admin/users', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/export-csv', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/users/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/reset-password', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/block', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/unblock', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/:id/risk-score', access: 'admin' },
  { method: 'POST', url: '/api/admin/profile/:id/verify-identity', access: 'admin' },
  { method: 'GET', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'POST', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/blocked-countries/:code', access: 'admin' },
  // Content, moderation and analytics (docs/decisions/019).
  { method: 'POST', url: '/api/feedback', access: 'user' },
  { method: 'GET', url: '/api/feedback', access: 'admin' },
  { method: 'POST', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/admin/complaints', access: 'admin' },
  { method: 'POST', url: '/api/admin/complaints/:id/resolve', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts/applications', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/job-posts/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/notify-candidates', access: 'admin' },
  { method: 'GET', url: '/api/admin/reviews', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/reviews/:id', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/geographic-distribution', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/growth-trends', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/online-users', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/recent-registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers-by-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers-by-views', access: 'admin' },
];

/** Rows that end the caller's session or account: each role calls them with a fresh session. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'DELETE /api/profile']);

type Caller = 'visitor' | 'jobseeker' | 'employer' | 'admin';
const CALLERS: Caller[] = ['visitor', 'jobseeker', 'employer', 'admin'];

function isAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public' || access === 'optional') return true;
  if (caller === 'visitor') return false;
  if (access === 'user') return true;
  return (typeof access === 'string' ? [access] : access).includes(caller);
}

/**
 * The objects of the shared fixture: `employer` owns `jobId`, `jobseeker` applied to it and was
 * Accepted (`applicationId`, which is also the chat's id), and `employer` uploaded an identity
 * document (`identityName`). The role rows call routes with these ids, so an allowed role meets
 * the real object (the owner) and a refused one is refused before it is looked at.
 */
type Fixture = {
  jobseeker: TestUser;
  employer: TestUser;
  admin: TestUser;
  jobId: number;
  applicationId: number;
  reviewId: number;
  complaintId: number;
  identityName: string;
};

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

async function uploadIdentity(user: TestUser): Promise<string> {
  const body = multipart({
    files: [
      { field: 'document', filename: 'id.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ],
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/upload-identity',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(user.token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return String(json(response.body).identity_document).split('/').pop() ?? '';
}

async function review(author: TestUser, applicationId: number): Promise<number> {
  const response = await api.as(author).post('/api/reviews', {
    job_application_id: applicationId,
    rating: 5,
    comment: 'Clear brief, paid on time.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return Number(json(response.body).id);
}

/** A throwaway object for rows whose allowed call destroys or changes what it names. */
const fresh = {
  user: async () => (await createJobseeker(t.app)).id,
  job: async (f: Fixture) => (await createJob(t.app, f.employer, f.admin)).id,
  review: async (f: Fixture) => {
    const chat = await createChat(t.app, { employer: f.employer, admin: f.admin });
    return review(chat.employer, chat.applicationId);
  },
  blockedCountry: async (f: Fixture) => {
    const response = await api
      .as(f.admin)
      .post('/api/admin/blocked-countries', { countryCode: 'AQ' });
    expect([201, 409], response.body).toContain(response.statusCode);
    return 'AQ';
  },
};

/** The real value of the path parameter of every row that has one. */
const TARGETS: Record<string, (f: Fixture) => number | string | Promise<number | string>> = {
  'POST /api/profile/:id/increment-view': (f) => f.jobseeker.id,
  'GET /api/users/:id': (f) => f.jobseeker.id,
  'GET /api/files/identity/:name': (f) => f.identityName,
  'GET /api/reviews/user/:id': (f) => f.employer.id,
  'GET /api/job-posts/:id': (f) => f.jobId,
  'PUT /api/job-posts/:id': (f) => f.jobId,
  'POST /api/job-posts/:id/close': fresh.job,
  'POST /api/job-posts/:id/increment-view': (f) => f.jobId,
  'POST /api/admin/job-posts/:id/approve': fresh.job,
  'POST /api/admin/job-posts/:id/flag': fresh.job,
  'POST /api/admin/job-posts/:id/set-application-limit': fresh.job,
  'GET /api/job-applications/job-post/:id': (f) => f.jobId,
  'PUT /api/job-applications/:id': (f) => f.applicationId,
  'GET /api/job-applications/check/:id': (f) => f.jobId,
  'GET /api/chats/:id/messages': (f) => f.applicationId,
  'POST /api/chats/:id/read': (f) => f.applicationId,
  'GET /api/users/:id/online': (f) => f.employer.id,
  'GET /api/admin/chat/:id': (f) => f.jobId,
  'DELETE /api/admin/users/:id': fresh.user,
  'POST /api/admin/users/:id/reset-password': fresh.user,
  'POST /api/admin/users/:id/block': fresh.user,
  'POST /api/admin/users/:id/unblock': fresh.user,
  'GET /api/admin/users/:id/risk-score': (f) => f.jobseeker.id,
  'POST /api/admin/profile/:id/verify-identity': (f) => f.employer.id,
  'DELETE /api/admin/blocked-countries/:code': fresh.blockedCountry,
  'POST /api/admin/complaints/:id/resolve': (f) => f.complaintId,
  'DELETE /api/admin/job-posts/:id': fresh.job,
  'POST /api/admin/job-posts/:id/notify-candidates': fresh.job,
  'DELETE /api/admin/reviews/:id': fresh.review,
};

async function realUrl(method: string, url: string): Promise<string> {
  const target = TARGETS[`${method} ${url}`];
  if (!target) return url;
  const value = await target(fixture);
  return url.replace(/:[a-zA-Z]+/, encodeURIComponent(String(value)));
}

let t: TestApp;
const api = client(() => t.app);
let users: Record<Exclude<Caller, 'visitor'>, TestUser>;
let fixture: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  const chat = await createChat(t.app);
  users = { jobseeker: chat.jobseeker, employer: chat.employer, admin: chat.admin };
  const complaint = await api.as(chat.jobseeker).post('/api/complaints', {
    type: 'job_post',
    id: chat.jobId,
    reason: 'Asks for a fee up front.',
  });
  expect(complaint.statusCode, complaint.body).toBe(201);
  fixture = {
    ...chat,
    reviewId: await review(chat.jobseeker, chat.applicationId),
    complaintId: Number(json(complaint.body).id),
    identityName: await uploadIdentity(chat.employer),
  };
});
afterAll(async () => {
  await t?.close();
});

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('access matrix', () => {
  it('has a row for every API route the app registers, with the same rule', () => {
    const registered = new Map(t.app.apiRoutes.map((r) => [routeKey(r), r.access]));
    const listed = new Map(MATRIX.map((r) => [routeKey(r), r.access]));
    expect([...registered.keys()].sort()).toEqual([...listed.keys()].sort());
    for (const [route, access] of registered) expect(listed.get(route), route).toEqual(access);
  });

  it('calls every route with a path parameter on a real object, never a ":id" literal', () => {
    const withParams = MATRIX.filter((r) => r.url.includes(':')).map(routeKey);
    expect(withParams.sort()).toEqual(Object.keys(TARGETS).sort());
  });

  const cases = MATRIX.filter((row) => !SESSION_ENDING.has(routeKey(row))).flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, allowed: isAllowed(row.access, caller) })),
  );

  it.each(cases)(
    '$method $url as $caller: allowed=$allowed',
    async ({ method, url, caller, allowed }) => {
      const headers = caller === 'visitor' ? {} : authHeader(users[caller].token);
      const response = await t.app.inject({
        method: method as 'GET',
        url: await realUrl(method, url),
        headers,
      });
      if (allowed) {
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(caller === 'visitor' ? 401 : 403);
        expect(json(response.body)).toMatchObject({
          message: expect.any(String),
          code: caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        });
      }
    },
  );

  const endingCases = [...SESSION_ENDING].flatMap((route) =>
    CALLERS.map((caller) => ({ route, caller })),
  );
  it.each(endingCases)('$route as $caller', async ({ route, caller }) => {
    const [method, url] = route.split(' ') as ['POST' | 'DELETE', string];
    if (caller === 'visitor') {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      return;
    }
    // A throwaway account or session, so the shared ones stay valid for the other rows.
    const token =
      caller === 'admin'
        ? (await createAdmin(t.app)).token
        : (await (caller === 'employer' ? createEmployer : createJobseeker)(t.app)).token;
    const response = await t.app.inject({ method, url, headers: authHeader(token) });
    expect(response.statusCode).toBe(204);
  });
});

/**
 * Owner versus non-owner. Each row builds its own objects (so the owner's successful call cannot
 * disturb another row), then has the owner (or each party) call and succeed, and a logged-in
 * caller of an allowed role who does not own the object be refused: 403 where the object is
 * public anyway (a visible job post, an application id that only names a number), 404 where its
 * existence must not leak (identity documents, posts still in moderation).
 */
type Owned = {
  /** The matrix row this refines. */
  route: string;
  label: string;
  setup: () => Promise<{
    id: number | string;
    owners: TestUser[];
    others: TestUser[];
    body?: Record<string, unknown>;
  }>;
  ownerStatus: number;
  otherStatus: 403 | 404;
};

async function strangers() {
  return [await createEmployer(t.app), await createJobseeker(t.app)];
}

const OWNERSHIP: Owned[] = [
  {
    route: 'PUT /api/job-posts/:id',
    label: 'an approved post',
    setup: async () => {
      const job = await createJob(t.app, fixture.employer, fixture.admin);
      return {
        id: job.id,
        owners: [fixture.employer],
        others: [await createEmployer(t.app)],
        body: { title: 'Customer support lead' },
      };
    },
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'PUT /api/job-posts/:id',
    label: 'a post waiting for moderation',
    setup: async () => {
      const job = await createJob(t.app, fixture.employer, fixture.admin, {}, false);
      return {
        id: job.id,
        owners: [fixture.employer],
        others: [await createEmployer(t.app)],
        body: { title: 'Customer support lead' },
      };
    },
    ownerStatus: 200,
    otherStatus: 404,
  },
  {
    route: 'GET /api/job-posts/:id',
    label: 'a post waiting for moderation',
    setup: async () => {
      const job = await createJob(t.app, fixture.employer, fixture.admin, {}, false);
      return { id: job.id, owners: [fixture.employer], others: await strangers() };
    },
    ownerStatus: 200,
    otherStatus: 404,
  },
  {
    route: 'POST /api/job-posts/:id/close',
    label: 'an approved post',
    setup: async () => ({
      id: (await createJob(t.app, fixture.employer, fixture.admin)).id,
      owners: [fixture.employer],
      others: [await createEmployer(t.app)],
    }),
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'GET /api/job-applications/job-post/:id',
    label: "a post's applications",
    setup: async () => ({
      id: fixture.jobId,
      owners: [fixture.employer],
      others: [await createEmployer(t.app)],
    }),
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'PUT /api/job-applications/:id',
    label: 'accepting an application',
    setup: async () => {
      const chat = await createChat(t.app, {
        decision: 'Pending',
        employer: fixture.employer,
        admin: fixture.admin,
      });
      return {
        id: chat.applicationId,
        owners: [fixture.employer],
        others: [await createEmployer(t.app)],
        body: { status: 'Accepted' },
      };
    },
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'PUT /api/job-applications/:id',
    label: 'rejecting an application',
    setup: async () => {
      const chat = await createChat(t.app, {
        decision: 'Pending',
        employer: fixture.employer,
        admin: fixture.admin,
      });
      return {
        id: chat.applicationId,
        owners: [fixture.employer],
        others: [await createEmployer(t.app)],
        body: { status: 'Rejected' },
      };
    },
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'GET /api/chats/:id/messages',
    label: 'a chat',
    setup: async () => ({
      id: fixture.applicationId,
      owners: [fixture.employer, fixture.jobseeker],
      others: await strangers(),
    }),
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'POST /api/chats/:id/read',
    label: 'a chat',
    setup: async () => ({
      id: fixture.applicationId,
      owners: [fixture.employer, fixture.jobseeker],
      others: await strangers(),
    }),
    ownerStatus: 200,
    otherStatus: 403,
  },
  {
    route: 'POST /api/reviews',
    label: "reviewing the other party of someone else's application",
    setup: async () => {
      const chat = await createChat(t.app, { employer: fixture.employer, admin: fixture.admin });
      return {
        id: chat.applicationId,
        owners: [chat.jobseeker],
        others: await strangers(),
        body: { job_application_id: chat.applicationId, rating: 4, comment: 'Good to work with.' },
      };
    },
    ownerStatus: 201,
    otherStatus: 403,
  },
  {
    route: 'GET /api/files/identity/:name',
    label: 'an identity document (admins read it too)',
    setup: async () => ({
      id: fixture.identityName,
      owners: [fixture.employer, fixture.admin],
      others: await strangers(),
    }),
    ownerStatus: 200,
    otherStatus: 404,
  },
];

/**
 * Routes with a path parameter that names nothing owned by a member, or whose only rule is the
 * role (admin tools): each says why it has no owner row.
 */
const NOT_OWNED: Record<string, string> = {
  'POST /api/profile/:id/increment-view': 'a public profile; own views are simply not counted',
  'GET /api/users/:id': 'a public profile',
  'GET /api/reviews/user/:id': 'public reviews',
  'POST /api/job-posts/:id/increment-view': 'a public post',
  'GET /api/job-applications/check/:id': "answers about the caller's own application only",
  'GET /api/users/:id/online': 'presence is shown to every logged-in member',
  'GET /api/admin/chat/:id': 'admin only',
  'POST /api/admin/job-posts/:id/approve': 'admin only',
  'POST /api/admin/job-posts/:id/flag': 'admin only',
  'POST /api/admin/job-posts/:id/set-application-limit': 'admin only',
  'DELETE /api/admin/users/:id': 'admin only',
  'POST /api/admin/users/:id/reset-password': 'admin only',
  'POST /api/admin/users/:id/block': 'admin only',
  'POST /api/admin/users/:id/unblock': 'admin only',
  'GET /api/admin/users/:id/risk-score': 'admin only',
  'POST /api/admin/profile/:id/verify-identity': 'admin only',
  'DELETE /api/admin/blocked-countries/:code': 'admin only',
  'POST /api/admin/complaints/:id/resolve': 'admin only',
  'DELETE /api/admin/job-posts/:id': 'admin only',
  'POST /api/admin/job-posts/:id/notify-candidates': 'admin only',
  'DELETE /api/admin/reviews/:id': 'admin only',
};

describe('owner versus non-owner', () => {
  it('has an owner row, or a reason for none, for every route whose parameter names an object', () => {
    const owned = new Set(OWNERSHIP.map((row) => row.route));
    for (const route of owned) expect(MATRIX.map(routeKey), route).toContain(route);
    const withParams = MATRIX.filter((r) => r.url.includes(':')).map(routeKey);
    for (const route of withParams) {
      expect(owned.has(route) !== route in NOT_OWNED, `${route}: owner row xor reason`).toBe(true);
    }
  });

  it.each(OWNERSHIP)('$route, $label', async (row) => {
    const { id, owners, others, body } = await row.setup();
    const [method, template] = row.route.split(' ') as ['GET', string];
    const url = template.replace(/:[a-zA-Z]+/, encodeURIComponent(String(id)));
    const call = (user: TestUser) =>
      t.app.inject({ method, url, headers: authHeader(user.token), payload: body });
    // Non-owners first: a refused call must not change what the owner then sees.
    for (const other of others) {
      const refused = await call(other);
      expect(refused.statusCode, `${other.role}: ${refused.body}`).toBe(row.otherStatus);
      expect(json(refused.body)).toMatchObject({
        message: expect.any(String),
        code: row.otherStatus === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
      });
    }
    for (const owner of owners) {
      const allowed = await call(owner);
      expect(allowed.statusCode, `${owner.role}: ${allowed.body}`).toBe(row.ownerStatus);
    }
  });
});

/**
 * The socket.io events (docs/decisions/016): who may send each. Nobody gets a socket without a
 * valid token, so a visitor cannot send anything; the chat events are for the two parties of an
 * Accepted application only. Admins may connect (they are told of nothing) but read chats over
 * HTTP (GET /api/admin/chat/:id), never join them.
 */
const SOCKET_EVENTS: Record<string, (applicationId: number) => Record<string, unknown>> = {
  joinChat: (jobApplicationId) => ({ jobApplicationId }),
  sendMessage: (jobApplicationId) => ({
    jobApplicationId,
    content: 'Hello from the access matrix',
    clientId: `matrix-${Math.random().toString(36).slice(2)}`,
  }),
};

type SocketCaller = 'party jobseeker' | 'party employer' | 'other jobseeker' | 'other employer';
const SOCKET_CALLERS: { caller: SocketCaller | 'admin'; expected: number | 'ok' }[] = [
  { caller: 'party jobseeker', expected: 'ok' },
  { caller: 'party employer', expected: 'ok' },
  { caller: 'other jobseeker', expected: 403 },
  { caller: 'other employer', expected: 403 },
  { caller: 'admin', expected: 403 },
];

describe('socket events', () => {
  let url: string;
  let others: { jobseeker: TestUser; employer: TestUser };
  const sockets: ChatSocket[] = [];
  beforeAll(async () => {
    url = await listen(t.app);
    others = { jobseeker: await createJobseeker(t.app), employer: await createEmployer(t.app) };
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  async function socketOf(user: TestUser) {
    const socket = await openSocket(url, user.token);
    sockets.push(socket);
    return socket;
  }

  it('has a row for every event the server listens to', async () => {
    await socketOf(fixture.jobseeker);
    const [server] = [...t.app.io.of('/').sockets.values()];
    const builtIn = new Set(['disconnect', 'disconnecting', 'error']);
    const events = (server?.eventNames() ?? []).map(String).filter((e) => !builtIn.has(e));
    expect(events.sort()).toEqual(Object.keys(SOCKET_EVENTS).sort());
  });

  it.each([
    ['a visitor (no token)', undefined],
    ['an invalid token', { token: 'Bearer not.a.token' }],
  ])('refuses %s at the handshake, before any event', async (_label, auth) => {
    const { io } = await import('socket.io-client');
    const socket = io(url, { path: '/socket.io/', auth, transports: ['websocket'] });
    socket.io.reconnection(false);
    const error = await new Promise<Error & { data?: unknown }>((resolve) =>
      socket.once('connect_error', resolve),
    );
    socket.disconnect();
    expect(error.data).toMatchObject({
      statusCode: 401,
      message: expect.any(String),
      code: 'UNAUTHENTICATED',
    });
  });

  const cases = Object.keys(SOCKET_EVENTS).flatMap((event) =>
    SOCKET_CALLERS.map((row) => ({ event, ...row })),
  );
  it.each(cases)('$event as $caller: $expected', async ({ event, caller, expected }) => {
    const user = {
      'party jobseeker': fixture.jobseeker,
      'party employer': fixture.employer,
      'other jobseeker': others.jobseeker,
      'other employer': others.employer,
      admin: fixture.admin,
    }[caller];
    const socket = await socketOf(user);
    const payload = SOCKET_EVENTS[event]?.(fixture.applicationId);
    const reply = await request(socket, event as 'joinChat', payload);
    if (expected === 'ok') {
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
    } else {
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatchObject({
        statusCode: expected,
        message: expect.any(String),
        code: 'FORBIDDEN',
      });
    }
  });
});
