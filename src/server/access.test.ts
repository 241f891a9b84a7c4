import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/auth.ts';
import { MATRIX, NOT_OWNED } from './test/access-matrix.ts';
import { createChat } from './test/chat.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  JOB_DESCRIPTION,
  type TestUser,
} from './test/factories.ts';
import { marketplace } from './test/marketplace.ts';
import { multipart, pdfBytes, pngBytes } from './test/multipart.ts';

/** Rows that end the caller's session or account: each role calls them with a fresh session. */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/sign-out-everywhere',
  'DELETE /api/profile',
]);

type Caller = 'visitor' | 'jobseeker' | 'employer' | 'admin';
const CALLERS: Caller[] = ['visitor', 'jobseeker', 'employer', 'admin'];

function isAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public' || access === 'optional') return true;
  if (caller === 'visitor') return false;
  if (access === 'user') return true;
  return (typeof access === 'string' ? [access] : access).includes(caller);
}

/**
 * The access matrix (MATRIX in test/access-matrix.ts): every row is called by every role with
 * real ids (TARGETS); the socket events are in access-sockets.test.ts.
 *
 * The objects of the shared fixture: `employer` owns `jobId`, `jobseeker` applied to it and was
 * Accepted (`applicationId`, which is also the chat's id), `employer` invited `jobseeker` to a second
 * post (`invitationId`), and `employer` uploaded an identity document (`identityName`). The role rows call routes with these ids, so an allowed role meets
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
  invitationId: number;
  identityName: string;
  avatarName: string;
};

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** `employer` invites a jobseeker (a new one unless given) to a new approved post of theirs. */
async function invite(employer: TestUser, admin: TestUser, person?: TestUser) {
  const invited = person ?? (await createJobseeker(m.app));
  const job = await createJob(m.app, employer, admin);
  const response = await api
    .as(employer)
    .post('/api/invitations', { job_post_id: job.id, user_id: invited.id, message: 'Apply?' });
  expect(response.statusCode, response.body).toBe(201);
  return { id: Number(json(response.body).id), invited };
}

/** The id of the newest notification of `user` (an employer is told of each application). */
async function newestNotification(user: TestUser): Promise<number> {
  const response = await api.as(user).get('/api/notifications?limit=1');
  expect(response.statusCode, response.body).toBe(200);
  const [first] = (json(response.body).items ?? []) as { id: number }[];
  if (!first) throw new Error(`${user.username} has no notification`);
  return first.id;
}

async function uploadIdentity(user: TestUser): Promise<string> {
  const body = multipart({
    files: [
      { field: 'document', filename: 'id.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ],
  });
  const response = await api
    .as(user)
    .post('/api/profile/upload-identity', body.payload, { headers: body.headers });
  expect(response.statusCode, response.body).toBe(200);
  return String(json(response.body).identity_document).split('/').pop() ?? '';
}

async function uploadAvatar(user: TestUser): Promise<string> {
  const body = multipart({
    files: [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: pngBytes() }],
  });
  const response = await api
    .as(user)
    .post('/api/profile/upload-avatar', body.payload, { headers: body.headers });
  expect(response.statusCode, response.body).toBe(200);
  return String(json(response.body).avatar).split('/').pop() ?? '';
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
  user: async () => (await createJobseeker(m.app)).id,
  job: async (f: Fixture) => (await createJob(m.app, f.employer, f.admin)).id,
  review: async (f: Fixture) => {
    const chat = await createChat(m.app, { employer: f.employer, admin: f.admin });
    return review(chat.employer, chat.applicationId);
  },
  savedSearch: async (f: Fixture) => savedSearch(f.jobseeker),
  /** A pending plan request of a new Free employer (docs/decisions/055). */
  planRequest: async () => planRequest(await createEmployer(m.app, { plan: 'free' })),
  blockedCountry: async (f: Fixture) => {
    const response = await api
      .as(f.admin)
      .post('/api/admin/blocked-countries', { countryCode: 'AQ' });
    expect([201, 409], response.body).toContain(response.statusCode);
    return 'AQ';
  },
};

/** A new saved search of `owner` (docs/decisions/053). */
async function savedSearch(owner: TestUser): Promise<number> {
  const response = await api.as(owner).post('/api/saved-searches', {
    name: 'Support',
    query: { title: 'support' },
    frequency: 'daily',
  });
  expect(response.statusCode, response.body).toBe(201);
  return Number(json(response.body).id);
}

/** A new pending request for Pro by `owner` (docs/decisions/055). */
async function planRequest(owner: TestUser): Promise<number> {
  const response = await api.as(owner).post('/api/billing/plan-requests', { plan: 'pro' });
  expect(response.statusCode, response.body).toBe(201);
  return Number(json(response.body).id);
}

/** The real value of the path parameter of every row that has one. */
const TARGETS: Record<string, (f: Fixture) => number | string | Promise<number | string>> = {
  'POST /api/profile/:id/increment-view': (f) => f.jobseeker.id,
  'GET /api/users/:id': (f) => f.jobseeker.id,
  'POST /api/notifications/:id/read': (f) => newestNotification(f.employer),
  'GET /api/files/identity/:name': (f) => f.identityName,
  'GET /api/reviews/user/:id': (f) => f.employer.id,
  'GET /api/job-posts/:id': (f) => f.jobId,
  'GET /jobs/:id/card.png': (f) => f.jobId,
  'GET /uploads/avatars/:name': (f) => f.avatarName,
  'GET /api/users/:id/job-posts': (f) => f.employer.id,
  'PUT /api/job-posts/:id': (f) => f.jobId,
  'POST /api/job-posts/:id/close': fresh.job,
  'POST /api/job-posts/:id/extend': fresh.job,
  'POST /api/job-posts/:id/increment-view': (f) => f.jobId,
  'POST /api/admin/job-posts/:id/approve': fresh.job,
  'POST /api/admin/job-posts/:id/flag': fresh.job,
  'POST /api/admin/job-posts/:id/set-application-limit': fresh.job,
  'GET /api/job-applications/job-post/:id': (f) => f.jobId,
  'PUT /api/job-applications/:id': (f) => f.applicationId,
  // Accepted, so the owner's call is refused by state (409), not by access, and the row survives.
  'DELETE /api/job-applications/:id': (f) => f.applicationId,
  'GET /api/job-applications/check/:id': (f) => f.jobId,
  // The jobseeker's allowed calls accept (applying) and then meet a 409: answered already.
  'POST /api/invitations/:id/accept': (f) => f.invitationId,
  'POST /api/invitations/:id/decline': (f) => f.invitationId,
  'GET /api/job-posts/:id/suggested-talent': (f) => f.jobId,
  'GET /api/chats/:id/messages': (f) => f.applicationId,
  'POST /api/chats/:id/read': (f) => f.applicationId,
  'GET /api/users/:id/online': (f) => f.employer.id,
  'GET /api/users/:id/responsiveness': (f) => f.employer.id,
  'GET /api/admin/chat/:id': (f) => f.jobId,
  'DELETE /api/admin/users/:id': fresh.user,
  'POST /api/admin/users/:id/reset-password': fresh.user,
  'POST /api/admin/users/:id/block': fresh.user,
  'POST /api/admin/users/:id/unblock': fresh.user,
  'GET /api/admin/users/:id/risk-score': (f) => f.jobseeker.id,
  'GET /api/admin/users/:id/flagged-messages': (f) => f.employer.id,
  'POST /api/admin/profile/:id/verify-identity': (f) => f.employer.id,
  'DELETE /api/admin/blocked-countries/:code': fresh.blockedCountry,
  'POST /api/admin/complaints/:id/resolve': (f) => f.complaintId,
  'DELETE /api/admin/job-posts/:id': fresh.job,
  'POST /api/admin/job-posts/:id/notify-candidates': fresh.job,
  'DELETE /api/admin/reviews/:id': fresh.review,
  'PUT /api/saved-searches/:id': fresh.savedSearch,
  'DELETE /api/saved-searches/:id': fresh.savedSearch,
  'POST /api/billing/plan-requests/:id/withdraw': fresh.planRequest,
  'POST /api/admin/plan-requests/:id/grant': fresh.planRequest,
  'POST /api/admin/plan-requests/:id/refuse': fresh.planRequest,
  'POST /api/admin/users/:id/plan': async () => (await createEmployer(m.app)).id,
};

async function realUrl(method: string, url: string): Promise<string> {
  const target = TARGETS[`${method} ${url}`];
  if (!target) return url;
  const value = await target(fixture);
  return url.replace(/:[a-zA-Z]+/, encodeURIComponent(String(value)));
}

const m = marketplace();
const { api } = m;
let users: Record<Exclude<Caller, 'visitor'>, TestUser>;
let fixture: Fixture;
beforeAll(async () => {
  const chat = await createChat(m.app);
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
    invitationId: (await invite(chat.employer, chat.admin, chat.jobseeker)).id,
    identityName: await uploadIdentity(chat.employer),
    avatarName: await uploadAvatar(chat.jobseeker),
  };
});

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('access matrix', () => {
  it('has a row for every API route the app registers, with the same rule', () => {
    const registered = new Map(m.app.apiRoutes.map((r) => [routeKey(r), r.access]));
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
      const response = await m.app.inject({
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
      expect((await m.app.inject({ method, url })).statusCode).toBe(401);
      return;
    }
    // A throwaway account or session, so the shared ones stay valid for the other rows.
    const token =
      caller === 'admin'
        ? (await createAdmin(m.app)).token
        : (await (caller === 'employer' ? createEmployer : createJobseeker)(m.app)).token;
    const response = await m.app.inject({ method, url, headers: authHeader(token) });
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
type Setup = {
  id: number | string;
  owners: TestUser[];
  others: TestUser[];
  body?: Record<string, unknown>;
};
type Owned = {
  /** The matrix row this refines. */
  route: string;
  label: string;
  setup: () => Promise<Setup>;
  /** 200 unless said. */
  ownerStatus?: number;
  /** 403 unless said. */
  otherStatus?: 403 | 404;
};

async function strangers() {
  return [await createEmployer(m.app), await createJobseeker(m.app)];
}

/** The fixture's employer owns `id`; another employer is refused. */
async function employerOwns(id: number, body?: Record<string, unknown>): Promise<Setup> {
  return { id, owners: [fixture.employer], others: [await createEmployer(m.app)], body };
}

/** A new post of the fixture's employer, approved unless `isApproved` is false. */
async function ownJob(isApproved = true): Promise<number> {
  return (await createJob(m.app, fixture.employer, fixture.admin, {}, isApproved)).id;
}

/** A new application to a post of the fixture's employer, still Pending. */
function pendingApplication() {
  return createChat(m.app, {
    decision: 'Pending',
    employer: fixture.employer,
    admin: fixture.admin,
  });
}

/** The fixture's chat: both parties own it, strangers are refused. */
async function fixtureChat(): Promise<Setup> {
  return {
    id: fixture.applicationId,
    owners: [fixture.employer, fixture.jobseeker],
    others: await strangers(),
  };
}

const EDIT = { title: 'Customer support lead' };

const OWNERSHIP: Owned[] = [
  {
    route: 'PUT /api/job-posts/:id',
    label: 'an approved post',
    setup: async () => employerOwns(await ownJob(), EDIT),
  },
  {
    route: 'PUT /api/job-posts/:id',
    label: 'a post waiting for moderation',
    setup: async () => employerOwns(await ownJob(false), EDIT),
    otherStatus: 404,
  },
  {
    route: 'GET /api/job-posts/:id',
    label: 'a post waiting for moderation',
    setup: async () => ({
      id: await ownJob(false),
      owners: [fixture.employer],
      others: await strangers(),
    }),
    otherStatus: 404,
  },
  {
    route: 'POST /api/job-posts/:id/close',
    label: 'an approved post',
    setup: async () => employerOwns(await ownJob()),
  },
  {
    route: 'POST /api/job-posts/:id/extend',
    label: 'an approved post',
    setup: async () => employerOwns(await ownJob()),
  },
  {
    route: 'GET /api/job-applications/job-post/:id',
    label: "a post's applications",
    setup: () => employerOwns(fixture.jobId),
  },
  {
    route: 'PUT /api/job-applications/:id',
    label: 'accepting an application',
    setup: async () =>
      employerOwns((await pendingApplication()).applicationId, { status: 'Accepted' }),
  },
  {
    route: 'PUT /api/job-applications/:id',
    label: 'rejecting an application',
    setup: async () =>
      employerOwns((await pendingApplication()).applicationId, { status: 'Rejected' }),
  },
  {
    route: 'DELETE /api/job-applications/:id',
    label: 'withdrawing a Pending application',
    setup: async () => {
      const chat = await pendingApplication();
      return {
        id: chat.applicationId,
        owners: [chat.jobseeker],
        others: [await createJobseeker(m.app)],
      };
    },
    ownerStatus: 204,
  },
  { route: 'GET /api/chats/:id/messages', label: 'a chat', setup: fixtureChat },
  { route: 'POST /api/chats/:id/read', label: 'a chat', setup: fixtureChat },
  {
    route: 'POST /api/reviews',
    label: "reviewing the other party of someone else's application",
    setup: async () => {
      const chat = await createChat(m.app, { employer: fixture.employer, admin: fixture.admin });
      return {
        id: chat.applicationId,
        owners: [chat.jobseeker],
        others: await strangers(),
        body: { job_application_id: chat.applicationId, rating: 4, comment: 'Good to work with.' },
      };
    },
    ownerStatus: 201,
  },
  ...(['accept', 'decline'] as const).map((verb) => ({
    route: `POST /api/invitations/:id/${verb}`,
    label: `${verb === 'accept' ? 'accepting' : 'declining'} an invitation`,
    setup: async () => {
      const { id, invited } = await invite(fixture.employer, fixture.admin);
      return { id, owners: [invited], others: [await createJobseeker(m.app)] };
    },
    ownerStatus: 200,
    otherStatus: 403 as const,
  })),
  {
    route: 'POST /api/invitations',
    label: 'inviting someone to an approved post',
    setup: async () => {
      const job = await createJob(m.app, fixture.employer, fixture.admin);
      const body = {
        job_post_id: job.id,
        user_id: (await createJobseeker(m.app)).id,
        message: 'Hi',
      };
      return { id: '', owners: [fixture.employer], others: [await createEmployer(m.app)], body };
    },
    ownerStatus: 201,
    otherStatus: 403,
  },
  {
    route: 'GET /api/job-posts/:id/suggested-talent',
    label: "an approved post's suggested talent (admins are refused by role)",
    setup: async () => employerOwns(await ownJob()),
  },
  {
    route: 'GET /api/job-posts/:id/suggested-talent',
    label: 'a post waiting for moderation: 409 for its owner',
    setup: async () => employerOwns(await ownJob(false)),
    ownerStatus: 409,
    otherStatus: 404,
  },
  {
    route: 'POST /api/notifications/:id/read',
    label: "marking someone else's notification read",
    setup: async () => {
      const employer = await createEmployer(m.app);
      const job = await createJob(m.app, employer, fixture.admin);
      const applied = await api
        .as(await createJobseeker(m.app))
        .post('/api/job-applications', { job_post_id: job.id });
      expect(applied.statusCode, applied.body).toBe(201);
      return {
        id: await newestNotification(employer),
        owners: [employer],
        others: [await createEmployer(m.app), fixture.jobseeker, fixture.admin],
      };
    },
    otherStatus: 404,
  },
  {
    route: 'GET /api/files/identity/:name',
    label: 'an identity document (admins read it too)',
    setup: async () => ({
      id: fixture.identityName,
      owners: [fixture.employer, fixture.admin],
      others: await strangers(),
    }),
    otherStatus: 404,
  },
  {
    route: 'POST /api/billing/plan-requests/:id/withdraw',
    label: "an employer's plan request (another's is not found)",
    setup: async () => {
      const owner = await createEmployer(m.app, { plan: 'free' });
      return {
        id: await planRequest(owner),
        owners: [owner],
        others: [await createEmployer(m.app, { plan: 'free' })],
      };
    },
    otherStatus: 404,
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/saved-searches/:id`,
    label: "a jobseeker's saved search (another's is not found)",
    setup: async () => ({
      id: await savedSearch(fixture.jobseeker),
      owners: [fixture.jobseeker],
      others: [await createJobseeker(m.app)],
      body: method === 'PUT' ? { name: 'Renamed' } : undefined,
    }),
    ownerStatus: method === 'PUT' ? 200 : 204,
    otherStatus: 404 as const,
  })),
];

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
    const { ownerStatus = 200, otherStatus = 403 } = row;
    const { id, owners, others, body } = await row.setup();
    const [method, template] = row.route.split(' ') as ['GET', string];
    const url = template.replace(/:[a-zA-Z]+/, encodeURIComponent(String(id)));
    const call = (user: TestUser) =>
      m.app.inject({ method, url, headers: authHeader(user.token), payload: body });
    // Non-owners first: a refused call must not change what the owner then sees.
    for (const other of others) {
      const refused = await call(other);
      expect(refused.statusCode, `${other.role}: ${refused.body}`).toBe(otherStatus);
      expect(json(refused.body)).toMatchObject({
        message: expect.any(String),
        code: otherStatus === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
      });
    }
    for (const owner of owners) {
      const allowed = await call(owner);
      expect(allowed.statusCode, `${owner.role}: ${allowed.body}`).toBe(ownerStatus);
    }
  });
});

/**
 * Query parameters that narrow a call to something of their own (docs/decisions/045): each row is
 * called by every role like the matrix's rows.
 */
const QUERY_ROWS: { method: 'GET'; url: string; access: RouteAccess }[] = [
  { method: 'GET', url: '/api/admin/job-posts?risk=flagged', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts?risk=clear&pendingReview=true', access: 'admin' },
];

describe('query parameters', () => {
  const cases = QUERY_ROWS.flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, allowed: isAllowed(row.access, caller) })),
  );
  it.each(cases)('$method $url as $caller: allowed=$allowed', async ({ url, caller, allowed }) => {
    const headers = caller === 'visitor' ? {} : authHeader(users[caller].token);
    const response = await m.app.inject({ method: 'GET', url, headers });
    if (allowed) expect(response.statusCode, response.body).toBe(200);
    else expect(response.statusCode).toBe(caller === 'visitor' ? 401 : 403);
  });
});

/**
 * Fields only some callers read (docs/decisions/045): a post's risk findings are its owner's and
 * the admins'; everyone else reads the same post without them.
 */
describe('fields for some callers only', () => {
  it('risk_flags of a held post: the owner and admins read them, nobody else', async () => {
    const job = await createJob(
      m.app,
      fixture.employer,
      fixture.admin,
      { description: `${JOB_DESCRIPTION}<p>Message me on Telegram @owner_only_x for details.</p>` },
      false,
    );
    const readers = [fixture.employer, fixture.admin];
    const others = [...(await strangers()), null];
    for (const who of readers) {
      const response = await api.as(who).get(`/api/job-posts/${job.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response.body).risk_flags, who.role).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'contact_info' })]),
      );
    }
    // Held, the post is out of sight for anyone else altogether.
    for (const who of others) {
      const response = await api.as(who).get(`/api/job-posts/${job.id}`);
      expect(response.statusCode, who?.role ?? 'visitor').toBe(404);
      expect(response.body).not.toContain('risk_flags');
    }
    // Once public, the page reply is the same for everyone (docs/decisions/026): no findings.
    await api.as(fixture.admin).post(`/api/admin/job-posts/${job.id}/approve`);
    for (const who of [...readers, ...others]) {
      const response = await api.as(who).get(`/api/job-posts/${job.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response.body), who?.role ?? 'visitor').not.toHaveProperty('risk_flags');
    }
  });
});

/**
 * Queries only some callers may ask (docs/decisions/051): Find Talent's plain lists are anyone's,
 * but the overlap with a working window is for those who hire. Visitors are told to sign in
 * (401), jobseekers refused (403); employers and admins get the overlap.
 */
describe('queries for some callers only', () => {
  const WINDOW = 'overlap_timezone=Europe/Berlin&overlap_start=09:00&overlap_end=17:00';
  const rows = ['/api/talents', '/api/users'].flatMap((path) =>
    [`${WINDOW}`, `${WINDOW}&sort=overlap`, `${WINDOW}&min_overlap=2`].flatMap((query) =>
      CALLERS.map((caller) => ({ url: `${path}?${query}`, caller })),
    ),
  );
  it.each(rows)('GET $url as $caller', async ({ url, caller }) => {
    const who = caller === 'visitor' ? null : users[caller];
    const response = await api.as(who).get(url);
    const status = { visitor: 401, jobseeker: 403, employer: 200, admin: 200 }[caller];
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      for (const item of json(response.body).data as Record<string, unknown>[]) {
        expect(item).toHaveProperty('overlap_hours');
      }
    } else {
      expect(json(response.body).code).toBe(caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it.each(CALLERS)('the plain lists as %s: allowed, without overlap', async (caller) => {
    const who = caller === 'visitor' ? null : users[caller];
    for (const path of ['/api/talents', '/api/users']) {
      const response = await api.as(who).get(path);
      expect(response.statusCode, response.body).toBe(200);
      for (const item of json(response.body).data as Record<string, unknown>[]) {
        expect(item).not.toHaveProperty('overlap_hours');
      }
    }
  });
});
