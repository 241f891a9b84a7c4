import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCode, isErrorCode } from '../shared/error-codes.ts';
import { MESSAGES } from '../shared/messages.ts';
import { apiErrorSchema } from '../shared/schemas/errors.ts';
import { users } from './db/schema.ts';
import { client } from './test/client.ts';
import { createTestApp, type TestApp } from './test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  STRONG_PASSWORD,
  type TestUser,
} from './test/factories.ts';
import { multipart, pngBytes } from './test/multipart.ts';

/**
 * Every kind of refusal answers a stable `code` beside `statusCode`, `error` and `message`, and
 * `field` when one request value is at fault (docs/decisions/029-error-codes.md).
 */

let t: TestApp;
const api = client(() => t.app);
let admin: TestUser;
let employer: TestUser;
let seeker: TestUser;
let blocked: TestUser;
let jobId: number;
let limitedJobId: number;

/** Failed logins allowed per e-mail before the lockout, kept small for the test. */
const LOGIN_FAILURES = 2;

beforeAll(async () => {
  t = await createTestApp({
    authLimits: {
      registrationsPerIp: 10_000,
      failedLoginsPerIp: 10_000,
      failedLoginsPerEmail: LOGIN_FAILURES,
    },
  });
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
  blocked = await createJobseeker(t.app);
  // Straight in the database, so the token stays one the server knows and refuses as blocked.
  await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
  jobId = (await createJob(t.app, employer, admin)).id;
  limitedJobId = (await createJob(t.app, employer, admin)).id;
  const limit = await api
    .as(admin)
    .post(`/api/admin/job-posts/${limitedJobId}/set-application-limit`, { limit: 1 });
  expect(limit.statusCode, limit.body).toBe(200);
  const first = await api
    .as(await createJobseeker(t.app))
    .post('/api/job-applications', { job_post_id: limitedJobId });
  expect(first.statusCode, first.body).toBe(201);
  const applied = await api.as(seeker).post('/api/job-applications', { job_post_id: jobId });
  expect(applied.statusCode, applied.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

type Row = {
  story: string;
  request: () => InjectOptions;
  status: number;
  code: ErrorCode;
  field?: string;
  message?: string;
};

const ROWS: Row[] = [
  {
    story: 'a registration with a malformed e-mail names the field',
    request: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'newperson', email: 'not-an-email', password: STRONG_PASSWORD },
    }),
    status: 400,
    code: 'VALIDATION_FAILED',
    field: 'email',
  },
  {
    story: 'an e-mail change without the current password names currentPassword, text unchanged',
    request: () => ({
      method: 'PUT',
      url: '/api/profile',
      headers: authHeader(seeker.token),
      payload: { email: 'moved@example.com' },
    }),
    status: 400,
    code: 'VALIDATION_FAILED',
    field: 'currentPassword',
    message: MESSAGES.currentPasswordRequired,
  },
  {
    story: 'a field of the other account type is named',
    request: () => ({
      method: 'PUT',
      url: '/api/profile',
      headers: authHeader(seeker.token),
      payload: { company_name: 'Acme' },
    }),
    status: 400,
    code: 'VALIDATION_FAILED',
    field: 'company_name',
    message: `company_name: ${MESSAGES.fieldNotForRole}`,
  },
  {
    story: 'a body that is not JSON is malformed, not invalid',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    }),
    status: 400,
    code: 'MALFORMED_REQUEST',
  },
  {
    story: 'a visitor calling a signed-in route is unauthenticated',
    request: () => ({ method: 'GET', url: '/api/profile' }),
    status: 401,
    code: 'UNAUTHENTICATED',
    message: MESSAGES.loginRequired,
  },
  {
    story: 'wrong credentials are unauthenticated',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: employer.email, password: 'not-the-password-at-all' },
    }),
    status: 401,
    code: 'UNAUTHENTICATED',
  },
  {
    story: 'a jobseeker posting a job is forbidden',
    request: () => ({
      method: 'POST',
      url: '/api/job-posts',
      headers: authHeader(seeker.token),
      payload: {},
    }),
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    story: 'a path Fastify cannot decode is malformed (answered before any route)',
    request: () => ({ method: 'GET', url: '/api/users/%ED%A0%80' }),
    status: 400,
    code: 'MALFORMED_REQUEST',
  },
  {
    story: 'a path parameter over the router’s length is malformed',
    request: () => ({ method: 'GET', url: `/api/users/${'1'.repeat(300)}` }),
    status: 414,
    code: 'MALFORMED_REQUEST',
  },
  {
    story: 'a blocked account’s token is refused as blocked',
    request: () => ({ method: 'GET', url: '/api/profile', headers: authHeader(blocked.token) }),
    status: 403,
    code: 'ACCOUNT_BLOCKED',
    message: MESSAGES.accountBlocked,
  },
  {
    story: 'a blocked account signing in is refused as blocked',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: blocked.email, password: STRONG_PASSWORD },
    }),
    status: 403,
    code: 'ACCOUNT_BLOCKED',
    message: MESSAGES.accountBlocked,
  },
  {
    story: 'an unknown API route is not found',
    request: () => ({ method: 'GET', url: '/api/no-such-thing' }),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    story: 'a profile that does not exist is not found',
    request: () => ({ method: 'GET', url: '/api/users/999999' }),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    story: 'a second application to the same post is a conflict',
    request: () => ({
      method: 'POST',
      url: '/api/job-applications',
      headers: authHeader(seeker.token),
      payload: { job_post_id: jobId },
    }),
    status: 409,
    code: 'CONFLICT',
    message: MESSAGES.alreadyApplied,
  },
  {
    story: 'an application past the post’s limit is a reached limit',
    request: () => ({
      method: 'POST',
      url: '/api/job-applications',
      headers: authHeader(seeker.token),
      payload: { job_post_id: limitedJobId },
    }),
    status: 409,
    code: 'LIMIT_REACHED',
    message: MESSAGES.applicationLimitReached,
  },
  {
    story: 'a JSON body over the limit is too large',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    story: 'an avatar over 5 MB is too large and names its field',
    request: () => {
      const body = multipart({
        files: [
          {
            field: 'avatar',
            filename: 'a.png',
            contentType: 'image/png',
            bytes: pngBytes(5 * 1024 * 1024 + 1),
          },
        ],
      });
      return {
        method: 'POST',
        url: '/api/profile/upload-avatar',
        headers: { ...body.headers, ...authHeader(seeker.token) },
        payload: body.payload,
      };
    },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    field: 'avatar',
  },
  {
    story: 'an upload without its file names the field',
    request: () => {
      const body = multipart({ fields: { note: 'no file' } });
      return {
        method: 'POST',
        url: '/api/profile/upload-avatar',
        headers: { ...body.headers, ...authHeader(seeker.token) },
        payload: body.payload,
      };
    },
    status: 400,
    code: 'VALIDATION_FAILED',
    field: 'avatar',
    message: MESSAGES.uploadMissing,
  },
  {
    story: 'a multipart body cut short is malformed',
    request: () => ({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...authHeader(seeker.token) },
      payload: '--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nb',
    }),
    status: 400,
    code: 'MALFORMED_REQUEST',
  },
];

describe('error codes', () => {
  it.each(ROWS)('$story: $status $code', async (row) => {
    const response = await t.app.inject(row.request());
    expect(response.statusCode, response.body).toBe(row.status);
    const body = response.json();
    // The spec's own three fields keep their shape; the code is one of the closed set.
    expect(apiErrorSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ statusCode: row.status, code: row.code });
    expect(body.field).toBe(row.field);
    if (row.message) expect(body.message).toBe(row.message);
  });

  it('a login lockout is rate limited, with Retry-After', async () => {
    const { email } = await createJobseeker(t.app);
    const attempt = () =>
      api.visitor.post('/api/auth/login', { email, password: 'still-not-the-password' });
    for (let i = 0; i < LOGIN_FAILURES; i += 1) {
      expect((await attempt()).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: MESSAGES.tooManyLoginAttempts,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  // A second app of its own, with a tiny limit: its database takes a while on a busy machine.
  it('the general API limit is rate limited, with Retry-After', { timeout: 60_000 }, async () => {
    const limited = await createTestApp({ requestsPerMinute: 2 });
    try {
      for (let i = 0; i < 2; i += 1) {
        await limited.app.inject({ method: 'GET', url: '/api/categories' });
      }
      const refused = await limited.app.inject({ method: 'GET', url: '/api/categories' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: MESSAGES.tooManyRequests,
        code: 'RATE_LIMITED',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('the OpenAPI document describes code (required, the closed set) and field', async () => {
    const spec = (await api.visitor.get('/api/docs/json')).json();
    const login = spec.paths['/api/auth/login'].post.responses['401'].content['application/json']
      .schema as { required: string[]; properties: Record<string, { enum?: string[] }> };
    expect(login.required).toContain('code');
    expect(login.required).not.toContain('field');
    expect(login.properties.field).toBeDefined();
    expect(login.properties.code?.enum?.every(isErrorCode)).toBe(true);
  });
});
