import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../shared/error-codes.ts';
import type { ApiRoute } from './plugins/auth.ts';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, textProblem } from './security/text-guard.ts';
import { createChat, disconnected, listen, openSocket, request } from './test/chat.ts';
import { client } from './test/client.ts';
import { createTestApp, type TestApp } from './test/context.ts';
import {
  authHeader,
  createEmployer,
  createJob,
  createJobseeker,
  JOB_DESCRIPTION,
  STRONG_PASSWORD,
  type TestUser,
} from './test/factories.ts';
import {
  changeCount,
  databaseFingerprint,
  installChangeCounter,
  nastyJson,
  UNICODE_EDGES,
} from './test/hostile.ts';
import {
  callerFor,
  operationOf as operationOfRoute,
  type ProbeContext,
  probesFor,
  typeOf,
} from './test/hostile-probes.ts';

/**
 * Hostile input, route by route (docs/security.md): for every API route the app registers,
 * generated bad requests (wrong types, missing and extra fields, huge and empty strings, unicode
 * edge cases, negative and enormous numbers, malformed JSON and multipart, path and query
 * parameters that are not ids) never produce a 5xx; every refusal is a 4xx with a message and
 * one of the error codes (docs/decisions/029-error-codes.md), and leaves the database exactly as
 * it was (a fingerprint of every row of every table).
 */

/** What is wrong with a refusal's body, or null: it needs a message and a known code. */
function refusalProblem(body: unknown): string | null {
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (!isErrorCode(code)) return 'no error code';
  return null;
}

/** Runs per route: ~90 routes, so a whole pass stays within a minute or two. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

/**
 * Routes that end the caller's session or account (no body, no parameter): a success would end
 * the shared sessions, so they are left to the access matrix, which calls them with fresh ones.
 */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/sign-out-everywhere',
  'DELETE /api/profile',
]);

// Built at collection time, so that every registered route becomes a test of its own.
const t: TestApp = await createTestApp();
const api = client(() => t.app);
const ROUTES = t.app.apiRoutes.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));
let spec: ProbeContext['spec'];
let parties: Awaited<ReturnType<typeof createChat>>;
/** The real object each route with a path parameter acts on (so body probes reach the handler). */
let targets: Record<string, string | number>;
let profileEditor: TestUser;
/** A body each route accepts (or refuses only for a business rule): probes change one thing in it. */
let valid: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  spec = t.app.swagger() as unknown as typeof spec;
  await installChangeCounter(t.database);
  parties = await createChat(t.app);
  const pendingChat = await createChat(t.app, {
    decision: 'Pending',
    employer: parties.employer,
    admin: parties.admin,
  });
  const complaint = await api
    .as(parties.jobseeker)
    .post('/api/complaints', { type: 'job_post', id: parties.jobId, reason: 'Looks like a scam.' });
  expect(complaint.statusCode, complaint.body).toBe(201);
  const victim = await createJobseeker(t.app);
  profileEditor = await createEmployer(t.app);
  const invitation = await api.as(parties.employer).post('/api/invitations', {
    job_post_id: (await createJob(t.app, parties.employer, parties.admin)).id,
    user_id: parties.jobseeker.id,
    message: 'Would you apply?',
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  const invitationId = invitation.json<{ id: number }>().id;
  targets = {
    'POST /api/invitations/:id/accept': invitationId,
    'POST /api/invitations/:id/decline': invitationId,
    'PUT /api/job-posts/:id': (await createJob(t.app, parties.employer, parties.admin)).id,
    'POST /api/admin/job-posts/:id/set-application-limit': parties.jobId,
    'POST /api/admin/job-posts/:id/notify-candidates': parties.jobId,
    'PUT /api/job-applications/:id': pendingChat.applicationId,
    'POST /api/admin/users/:id/reset-password': victim.id,
    'POST /api/admin/profile/:id/verify-identity': victim.id,
    'POST /api/admin/complaints/:id/resolve': complaint.json<{ id: number }>().id,
    'GET /api/chats/:id/messages': parties.applicationId,
    'GET /api/admin/chat/:id': parties.jobId,
  };
  valid = {
    'POST /api/auth/register': {
      username: 'hostile_newcomer',
      email: 'hostile.newcomer@example.com',
      password: STRONG_PASSWORD,
      role: 'jobseeker',
    },
    'POST /api/auth/login': { email: parties.employer.email, password: STRONG_PASSWORD },
    'POST /api/auth/reset-password-request': { email: parties.jobseeker.email },
    'POST /api/auth/forgot-password': { email: parties.jobseeker.email },
    'POST /api/auth/reset-password': { token: 'a'.repeat(43), newPassword: STRONG_PASSWORD },
    'PUT /api/profile': { company_name: 'Acme Remote', company_info: 'We hire.', timezone: 'UTC' },
    'POST /api/categories': { name: 'Bookkeeping' },
    'POST /api/reviews': {
      job_application_id: parties.applicationId,
      rating: 5,
      comment: 'Clear brief.',
    },
    'POST /api/job-posts': {
      title: 'Support assistant',
      description: JOB_DESCRIPTION,
      location: 'Remote',
      salary: 12,
      job_type: 'Part-time',
      required_skills: ['Zendesk'],
    },
    'PUT /api/job-posts/:id': { title: 'Support lead', salary: 15 },
    'POST /api/admin/job-posts/:id/set-application-limit': { limit: 10 },
    'POST /api/job-applications': { job_post_id: parties.jobId, description: 'Hire me.' },
    'PUT /api/job-applications/:id': { status: 'Accepted' },
    'POST /api/invitations': {
      job_post_id: (await createJob(t.app, parties.employer, parties.admin)).id,
      user_id: victim.id,
      message: 'Your profile fits this job.',
    },
    'POST /api/admin/settings/application-limit': { globalApplicationLimit: 50 },
    'POST /api/admin/users/:id/reset-password': { newPassword: `${STRONG_PASSWORD}-x` },
    'POST /api/admin/profile/:id/verify-identity': { verify: true },
    'POST /api/admin/blocked-countries': { countryCode: 'AQ' },
    'POST /api/feedback': { message: 'Love it.' },
    'POST /api/complaints': { type: 'job_post', id: parties.jobId, reason: 'Spam.' },
    'POST /api/admin/complaints/:id/resolve': { status: 'Resolved', comment: 'Handled.' },
    'POST /api/admin/job-posts/:id/notify-candidates': { limit: 5, orderBy: 'beginning' },
  };
});
afterAll(async () => {
  await t?.close();
});

const context = (): ProbeContext => ({ spec, parties, targets, valid, profileEditor });
const operationOf = (route: ApiRoute) => operationOfRoute(spec, route);

describe('hostile input', () => {
  it('covers routes with body and query schemas read from the OpenAPI document', () => {
    // A guard on the generator itself: it must see the schemas, or it would test nothing.
    const withBodies = t.app.apiRoutes.filter((r) => operationOf(r).requestBody);
    expect(withBodies.length).toBeGreaterThan(15);
  });

  it('notices a write, and not a read, in the database', async () => {
    const before = await changeCount(t.database);
    const fingerprint = await databaseFingerprint(t.database);
    await api.visitor.get('/api/categories');
    expect(await changeCount(t.database)).toBe(before);
    expect(await databaseFingerprint(t.database)).toBe(fingerprint);
    const created = await api
      .as(parties.admin)
      .post('/api/categories', { name: 'Counted category' });
    expect(created.statusCode).toBe(201);
    expect(await changeCount(t.database)).toBeGreaterThan(before);
    expect(await databaseFingerprint(t.database)).not.toBe(fingerprint);
  });

  /** Checks one response and the database the way every probe is checked. */
  async function check(label: string, request: InjectOptions, mustRefuse: boolean) {
    // Work an earlier call left behind (a notification's mail leaving the outbox,
    // docs/decisions/052) is not this call's change.
    await t.app.services.background.settled();
    const before = await changeCount(t.database);
    const response = await t.app.inject(request);
    await t.app.services.background.settled();
    const status = response.statusCode;
    const where = `${label} ${JSON.stringify(request).slice(0, 300)} -> ${status} ${response.body.slice(0, 200)}`;
    if (status >= 500) return `server error: ${where}`;
    if (mustRefuse && status < 400) return `accepted: ${where}`;
    if (status >= 400) {
      const problem = refusalProblem(response.json());
      if (problem) return `${problem}: ${where}`;
      if ((await changeCount(t.database)) !== before) {
        return `refused but changed the database: ${where}`;
      }
    }
    return null;
  }

  // Not left to chance: every text field and query parameter gets every unicode edge case.
  it.each(ROUTES)('$method $url: unicode edge cases in every field', async (route) => {
    const key = `${route.method} ${route.url}`;
    const operation = operationOf(route);
    const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
    const caller = callerFor(context(), route);
    const headers = caller ? authHeader(caller.token) : {};
    const target = targets[key];
    const fallback = route.url.includes(':') ? String(parties.jobId) : '';
    const url = route.url.replace(/:[a-zA-Z]+/, String(target ?? fallback));
    const problems: string[] = [];
    if (bodySchema && route.method !== 'GET') {
      for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
        if (typeOf(schema) === 'boolean') continue;
        for (const edge of UNICODE_EDGES) {
          const payload = { ...valid[key], [field]: `Text ${edge} end` };
          // NUL and lone surrogates are refused everywhere (docs/decisions/023).
          const problem = await check(
            `${key} ${field}`,
            { method: route.method as 'POST', url, headers, payload },
            textProblem(edge) !== null,
          );
          if (problem) problems.push(problem);
        }
      }
      // In a key too, even one the schema does not know (validation would drop it).
      for (const edge of UNICODE_EDGES.filter((e) => textProblem(e) !== null)) {
        const payload = { ...valid[key], [`key ${edge}`]: 'value' };
        const problem = await check(
          `${key} key`,
          { method: route.method as 'POST', url, headers, payload },
          true,
        );
        if (problem) problems.push(problem);
      }
    }
    if (route.method === 'GET') {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of names) {
        for (const edge of UNICODE_EDGES) {
          // Lone surrogates cannot be percent-encoded as UTF-8: their CESU-8 bytes stand in.
          const raw = Buffer.from(edge.replace(/[\uD800-\uDFFF]/g, '\uFFFD'), 'utf8')
            .toString('hex')
            .replace(/../g, '%$&')
            .replaceAll('%ef%bf%bd', '%ED%A0%80');
          const problem = await check(
            `${key} ${name}`,
            { method: 'GET', url: `${url}?${name}=${raw}`, headers },
            false,
          );
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(ROUTES)('$method $url', async (route) => {
    const label = `${route.method} ${route.url}`;
    await fc.assert(
      fc.asyncProperty(probesFor(context(), route), async (probe) => {
        const before = await changeCount(t.database);
        const response = await t.app.inject(probe.request);
        await t.app.services.background.settled();
        const status = response.statusCode;
        const where = `${label} [${probe.kind}] ${JSON.stringify(probe.request).slice(0, 300)} -> ${status} ${response.body.slice(0, 200)}`;
        if (status >= 500) throw new Error(`server error: ${where}`);
        if (probe.mustRefuse && status < 400) throw new Error(`accepted: ${where}`);
        if (status >= 400) {
          const problem = refusalProblem(response.json());
          if (problem) throw new Error(`${problem}: ${where}`);
          const after = await changeCount(t.database);
          if (after !== before) throw new Error(`refused but changed the database: ${where}`);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('hostile socket events', () => {
  it('joinChat and sendMessage answer every bad payload with a 4xx, changing nothing', async () => {
    const url = await listen(t.app);
    const socket = await openSocket(url, parties.jobseeker.token);
    const good = () => ({
      jobApplicationId: parties.applicationId,
      content: 'Hello',
      clientId: `c-${Math.random()}`,
    });
    const payload = fc
      .oneof(
        nastyJson,
        fc
          .record({
            field: fc.constantFrom('jobApplicationId', 'content', 'clientId'),
            value: nastyJson,
          })
          .map(({ field, value }) => ({ ...good(), [field]: value })),
        fc
          .constantFrom(...UNICODE_EDGES)
          .map((edge) => ({ ...good(), content: `Text ${edge} end` })),
      )
      // Over maxHttpBufferSize (64 KiB) socket.io closes the connection instead: tested below.
      .filter((data) => (JSON.stringify(data) ?? '').length < 60_000);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('joinChat', 'sendMessage'),
          payload,
          async (event, data) => {
            const before = await changeCount(t.database);
            const reply = await request(socket, event as 'joinChat', data);
            if (reply.ok) return;
            expect(reply.error?.statusCode).toBeGreaterThanOrEqual(400);
            expect(reply.error?.statusCode).toBeLessThan(500);
            expect(refusalProblem(reply.error)).toBeNull();
            expect(await changeCount(t.database)).toBe(before);
          },
        ),
        { numRuns: RUNS * 2 },
      );
      // NUL in a message is refused, as over HTTP (PostgreSQL text cannot hold it).
      const nul = await request(socket, 'sendMessage', { ...good(), content: 'a\u0000b' });
      expect(nul).toMatchObject({ ok: false, error: { statusCode: 400, message: NUL_MESSAGE } });
      // So is a lone surrogate, high or low, in a value or a key.
      for (const data of [
        { ...good(), content: 'a\uD800' },
        { ...good(), content: '\uDFFFb' },
        { ...good(), 'extra \uDC00': 1 },
      ]) {
        const lone = await request(socket, 'sendMessage', data);
        expect(lone).toMatchObject({
          ok: false,
          error: { statusCode: 400, message: LONE_SURROGATE_MESSAGE },
        });
      }
      // A frame over the limit ends only that connection; the server goes on.
      const closed = disconnected(socket);
      socket.emit('sendMessage', { ...good(), content: 'a'.repeat(100_000) });
      expect(await closed).toBe('transport close');
      const again = await openSocket(url, parties.jobseeker.token);
      expect(
        (await request(again, 'joinChat', { jobApplicationId: parties.applicationId })).ok,
      ).toBe(true);
      again.disconnect();
    } finally {
      socket.disconnect();
    }
  });
});

describe('fixed bugs (docs/security.md)', () => {
  it.each([
    [
      'a multipart body without its closing boundary',
      'x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ['a boundary longer than busboy takes', 'y'.repeat(300), '--y\r\n'],
    ['a part header without a colon', 'x', '--x\r\nNo-Colon\r\n\r\nb\r\n--x--'],
  ])('%s is a 400, not a 500', async (_label, boundary, payload) => {
    for (const url of ['/api/auth/register', '/api/profile/upload-avatar']) {
      const response = await api
        .as(parties.jobseeker, { 'content-type': `multipart/form-data; boundary=${boundary}` })
        .post(url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(refusalProblem(response.json()), response.body).toBeNull();
    }
  });
});
