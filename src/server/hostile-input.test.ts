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
  badNumericId,
  changeCount,
  databaseFingerprint,
  installChangeCounter,
  nastyJson,
  nastyNumber,
  nastyString,
  notAnId,
  UNICODE_EDGES,
  wrongFor,
} from './test/hostile.ts';

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

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/**
 * Routes that end the caller's session or account (no body, no parameter): a success would end
 * the shared sessions, so they are left to the access matrix, which calls them with fresh ones.
 */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'DELETE /api/profile']);
/** Static path segments beside a parameter: a generated value must not name them. */
const STATIC_SEGMENTS = new Set([
  'my-posts',
  'my-applications',
  'applications',
  'unread-count',
  'export-csv',
  'settings',
]);

type Probe = {
  kind: string;
  request: InjectOptions;
  /** true: the request is bad whatever else happens, so it must be refused with a 4xx. */
  mustRefuse: boolean;
};

// Built at collection time, so that every registered route becomes a test of its own.
const t: TestApp = await createTestApp();
const api = client(() => t.app);
const ROUTES = t.app.apiRoutes.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));
let spec: { paths: Record<string, Record<string, Operation>> };
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
  targets = {
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

function callerFor(route: ApiRoute): TestUser | null {
  const { access } = route;
  if (`${route.method} ${route.url}` === 'PUT /api/profile') return profileEditor;
  if (access === 'public') return null;
  if (access === 'optional' || access === 'user') return parties.jobseeker;
  const roles = typeof access === 'string' ? [access] : access;
  if (roles.includes('admin')) return parties.admin;
  if (roles.includes('employer')) return parties.employer;
  return parties.jobseeker;
}

function operationOf(route: ApiRoute): Operation {
  const path = route.url.replace(/:([a-zA-Z]+)/g, '{$1}');
  return spec.paths[path]?.[route.method.toLowerCase()] ?? {};
}

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.anyOf ? typeOf(schema.anyOf.find((s) => s.type !== 'null')) : undefined;
};

/** A body shaped like the schema whose every value is hostile (may even be valid). */
function hostileObject(schema: JsonSchema | undefined) {
  const names = Object.keys(schema?.properties ?? {});
  return fc.record({
    known: fc.record(Object.fromEntries(names.map((name) => [name, nastyJson])), {
      requiredKeys: [],
    }),
    extra: fc.dictionary(nastyString, nastyJson, { maxKeys: 3 }),
  });
}

function probesFor(route: ApiRoute): fc.Arbitrary<Probe> {
  const key = `${route.method} ${route.url}`;
  const operation = operationOf(route);
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const hasParams = route.url.includes(':');
  const caller = callerFor(route);
  const headers = caller ? authHeader(caller.token) : {};
  const target = targets[key];
  const realUrl =
    target === undefined ? undefined : route.url.replace(/:[a-zA-Z]+/, String(target));
  // Where body probes go: the real object, or (no object to hand) a path that is not an id.
  const bodyUrl = realUrl ?? (hasParams ? route.url.replace(/:[a-zA-Z]+/, 'not-an-id') : route.url);
  const probes: fc.Arbitrary<Probe>[] = [];
  const isRead = route.method === 'GET';

  if (hasParams) {
    probes.push(
      fc
        .oneof(notAnId, badNumericId)
        .filter((value) => !STATIC_SEGMENTS.has(value))
        .map((value) => ({
          kind: 'path parameter',
          request: {
            method: route.method as 'GET',
            url: route.url.replace(/:[a-zA-Z]+/, value),
            headers,
            payload: isRead ? undefined : {},
          },
          mustRefuse: true,
        })),
    );
  }

  if (!isRead) {
    const send = (kind: string, payload: unknown, mustRefuse: boolean, type?: string) => ({
      kind,
      request: {
        method: route.method as 'POST',
        url: bodyUrl,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
        payload: payload as string,
      },
      mustRefuse,
    });
    const refusesBadBody = bodySchema !== undefined || (hasParams && realUrl === undefined);
    probes.push(
      fc
        .oneof(
          fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `{${s}`),
          fc.constantFrom('{"a":', '[1,2', '{"a":1}}', '\u0000', '{"a":"\\ud800"', 'nul'),
        )
        .map((raw) => send('malformed JSON', raw, true, 'application/json')),
      fc
        .constantFrom(
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          'not multipart at all',
          '--x--',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n\u0000',
          '--x\r\nNo-Colon-Header\r\n\r\nb\r\n--x--',
        )
        .chain((raw) =>
          fc
            .constantFrom('x', 'y'.repeat(300), '')
            .map((boundary) =>
              send(
                'malformed multipart',
                raw,
                refusesBadBody,
                `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
              ),
            ),
        ),
      fc
        .constantFrom(
          'application/xml',
          'text/plain',
          'text/html',
          'image/png',
          'application/x-www-form-urlencodedx',
        )
        .map((type) => send('unsupported content type', '<a>1</a>', true, type)),
    );
    if (bodySchema) {
      const properties = bodySchema.properties ?? {};
      const names = Object.keys(properties);
      const required = bodySchema.required ?? [];
      const example = valid[key] ?? {};
      probes.push(
        fc
          .oneof(fc.array(nastyJson, { maxLength: 3 }), nastyString, nastyNumber, fc.boolean())
          .map((value) => send('not an object', JSON.stringify(value), true, 'application/json')),
      );
      if (names.length > 0) {
        // One field of the wrong kind in an otherwise good body.
        probes.push(
          fc
            .constantFrom(...names)
            .chain((field) =>
              wrongFor(typeOf(properties[field])).map((wrong) => ({ ...example, [field]: wrong })),
            )
            .map((body) => send('a field of the wrong type', body, true)),
        );
        // One hostile value (maybe even an acceptable one) in an otherwise good body.
        probes.push(
          fc
            .record({
              field: fc.constantFrom(...names),
              value: fc.oneof(
                { weight: 3, arbitrary: nastyString.map((v) => `Hello ${v} there`) },
                { weight: 3, arbitrary: nastyString },
                { weight: 2, arbitrary: nastyNumber },
                { weight: 1, arbitrary: nastyJson },
              ),
            })
            .map(({ field, value }) =>
              send('one hostile value', { ...example, [field]: value }, false),
            ),
        );
      }
      const textFields = names.filter((name) => typeOf(properties[name]) !== 'boolean');
      if (textFields.length > 0) {
        probes.push(
          fc
            .record({
              field: fc.constantFrom(...textFields),
              edge: fc.constantFrom(...UNICODE_EDGES),
            })
            .map(({ field, edge }) =>
              send('unicode edge case', { ...example, [field]: `Text ${edge} end` }, false),
            ),
        );
      }
      for (const field of required) {
        const body = { ...example };
        delete body[field];
        probes.push(fc.constant(send(`${field} missing`, body, true)));
      }
      probes.push(
        hostileObject(bodySchema).map(({ known, extra }) =>
          send('hostile values everywhere', { ...example, ...extra, ...known }, false),
        ),
      );
    }
  }

  if (isRead) {
    const names = query.map((p) => p.name);
    const readUrl =
      realUrl ?? (hasParams ? route.url.replace(/:[a-zA-Z]+/, String(parties.jobId)) : route.url);
    // encodeURIComponent throws on lone surrogates; the badly encoded probe covers those.
    const wellFormed = nastyString.filter(
      (v) =>
        !/[\uD800-\uDFFF]/.test(v) ||
        /^(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDFFF])*$/.test(v),
    );
    const get = (kind: string, query: Record<string, string | string[]>, url = readUrl) => ({
      kind,
      request: { method: 'GET' as const, url, headers, query },
      mustRefuse: false,
    });
    probes.push(
      fc
        .record({
          name: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q'),
          value: fc.oneof(
            wellFormed,
            wellFormed.map((v) => `support ${v}`),
            nastyNumber.map(String),
            fc.array(wellFormed, { minLength: 2, maxLength: 3 }),
          ),
        })
        .map(({ name, value }) => get('one hostile query value', { [name]: value })),
      fc
        .record({
          known: fc.record(Object.fromEntries(names.map((name) => [name, wellFormed])), {
            requiredKeys: [],
          }),
          extra: fc.dictionary(
            fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
            wellFormed,
            {
              maxKeys: 2,
            },
          ),
        })
        .map(({ known, extra }) =>
          get('hostile query', { ...extra, ...known } as Record<string, string>),
        ),
      fc
        .record({
          name: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q'),
          raw: fc.constantFrom(
            '%ED%A0%80',
            '%ff%fe',
            '%',
            '%%32',
            '%E2%80%AE',
            'a%00b',
            '%00',
            '%F0%9F%A6%84',
          ),
        })
        .map(({ name, raw }) => get('badly encoded query', {}, `${readUrl}?${name}=${raw}`)),
    );
  }
  return fc.oneof(...probes);
}

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
    const caller = callerFor(route);
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
      fc.asyncProperty(probesFor(route), async (probe) => {
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
