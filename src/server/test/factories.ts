import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PlanId } from '../../shared/plans.ts';
import type { SelfServiceRole } from '../../shared/roles.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { employerPlans, users } from '../db/schema.ts';
import { createTokenSigner } from '../features/auth/tokens.ts';
import { databaseOf, TEST_JWT_SECRET } from './context.ts';

let sequence = 0;

export const STRONG_PASSWORD = 'Velvet-Otter-Sings-2026';

export type TestUser = {
  id: number;
  username: string;
  email: string;
  password: string;
  role: SelfServiceRole | 'admin';
  token: string;
};

export function uniqueName(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}_${process.pid % 10_000}_${sequence}`;
}

export function authHeader(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Registers through the real endpoint, as a person would, and returns the session. An employer
 * is put on the Enterprise plan (no monthly post limit, docs/decisions/055) unless `plan` says
 * otherwise, so that tests about anything but plans can post as often as they need; the plan row
 * is written as an admin's grant would write it.
 */
export async function registerUser(
  app: FastifyInstance,
  role: SelfServiceRole,
  overrides: Partial<{ username: string; email: string; password: string; plan: PlanId }> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName(role);
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = response.json<{ accessToken: string }>().accessToken;
  const profile = await app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: authHeader(token),
  });
  const id = profile.json<{ id: number }>().id;
  const plan = overrides.plan ?? 'enterprise';
  const database = databaseOf(app);
  if (role === 'employer' && plan !== 'free' && database) {
    await database.db.insert(employerPlans).values({ userId: id, plan, source: 'admin' });
  }
  return { id, username, email, password, role, token };
}

export const createEmployer = (app: FastifyInstance, o?: Parameters<typeof registerUser>[2]) =>
  registerUser(app, 'employer', o);
export const createJobseeker = (app: FastifyInstance, o?: Parameters<typeof registerUser>[2]) =>
  registerUser(app, 'jobseeker', o);

/** Admins are never self-registered: created the way `npm run admin:create` does it. */
export async function createAdmin(app: FastifyInstance): Promise<TestUser> {
  const username = uniqueName('admin');
  const email = `${username}@example.com`;
  const { id } = await app.services.auth.upsertAdmin({
    email,
    password: STRONG_PASSWORD,
    username,
  });
  const token = await login(app, email, STRONG_PASSWORD);
  return { id, username, email, password: STRONG_PASSWORD, role: 'admin', token };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = false,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, rememberMe },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}

/**
 * Many jobseekers at once, written straight to the database with tokens signed as login signs
 * them: for crowd tests (50 concurrent applies) where 50 real sign-ups would only test argon2.
 * They cannot log in with a password.
 */
export async function createJobseekersDirect(
  database: DatabaseHandle,
  count: number,
): Promise<TestUser[]> {
  const signer = createTokenSigner(TEST_JWT_SECRET);
  const names = Array.from({ length: count }, () => uniqueName('crowd'));
  const rows = await database.db
    .insert(users)
    .values(
      names.map((username) => ({
        username,
        email: `${username}@example.com`,
        passwordHash: 'not-a-password-hash',
        role: 'jobseeker' as const,
      })),
    )
    .returning({ id: users.id, username: users.username, email: users.email });
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      password: '',
      role: 'jobseeker' as const,
      token: (await signer.sign({ userId: row.id, role: 'jobseeker', ttlSeconds: 3600 })).token,
    })),
  );
}

/** A long enough job description for the jobs rules (150+ plain-text characters). */
export const JOB_DESCRIPTION = `<h3>Responsibilities</h3><p>Answer customer e-mails and chats for a growing online shop, keep the help centre articles current and report recurring problems every week.</p><h3>Requirements</h3><ul><li>Written English</li><li>Zendesk</li></ul>`;

/** Posts a job as `owner` through the API and, unless `approve` is false, has `admin` approve it. */
export async function createJob(
  app: FastifyInstance,
  owner: TestUser,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
  approve = true,
): Promise<{ id: number; title: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/job-posts',
    headers: authHeader(owner.token),
    payload: {
      title: 'Customer support assistant',
      description: JOB_DESCRIPTION,
      location: 'Remote',
      salary: 12,
      job_type: 'Part-time',
      ...overrides,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const job = created.json<{ id: number; title: string }>();
  if (approve) {
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/job-posts/${job.id}/approve`,
      headers: authHeader(admin.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return job;
}
