import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SelfServiceRole } from '../../shared/roles.ts';

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

/** Registers through the real endpoint, as a person would, and returns the session. */
export async function registerUser(
  app: FastifyInstance,
  role: SelfServiceRole,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
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
  return { id: profile.json<{ id: number }>().id, username, email, password, role, token };
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
