import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { acceptsGzip } from '../../../infra/http-encoding.ts';
import { createTestApp, type TestApp } from '../../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  type TestUser,
  uniqueName,
} from '../../../test/factories.ts';
import { multipart, pngBytes } from '../../../test/multipart.ts';
import { createCategoriesService } from '../../categories/service.ts';
import { createSettingsService } from '../../settings/service.ts';
import { createJobsService } from '../service.ts';

/**
 * The job search result cache (decisions/014): answers are reused, and every write that changes
 * them is seen by the very next search, on every instance. Each test first shows that the cache
 * is really answering (a change made behind the service's back stays unseen), then that a write
 * through the API is seen at once.
 */

const DESCRIPTION =
  '<p>Keep the books of a small online shop: reconcile the bank feeds every week, chase unpaid invoices, file the receipts and prepare a short monthly report for the owner of the shop.</p>';

let t: TestApp;
let admin: TestUser;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Listed = { data: JobPost[]; total: number };

async function search(app: FastifyInstance, query: string): Promise<Listed> {
  const response = await app.inject(`/api/job-posts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

async function call(
  app: FastifyInstance,
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: authHeader(user.token), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** Posts and approves a job whose title holds a word no other test uses. */
async function publicJob(app: FastifyInstance, owner: TestUser, boss: TestUser, word: string) {
  const created = await call(app, owner, 'POST', '/api/job-posts', {
    title: `Bookkeeper ${word}`,
    description: DESCRIPTION,
    job_type: 'Part-time',
    salary: 20,
  });
  const id = created.json().id as number;
  await call(app, boss, 'POST', `/api/admin/job-posts/${id}/approve`);
  return id;
}

/** A marker word: 8 random letters, so each test searches its own posts. */
const marker = () => Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** Changes rows behind the service's back: a cached answer does not see it. */
const behindTheBack = (app: TestApp, statement: string) =>
  app.database.db.execute(sql.raw(statement));

describe('the result cache answers repeated searches', () => {
  it('serves a cached page until a write through the service', async () => {
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    expect((await search(t.app, `title=${word}`)).data.map((j) => j.id)).toEqual([id]);

    await behindTheBack(t, `update job_posts set salary = 99 where id = ${id}`);
    expect((await search(t.app, `title=${word}`)).data[0]?.salary).toBe(20);

    // Any write through the service starts a new generation: the next search reads afresh.
    await call(t.app, employer, 'PUT', `/api/job-posts/${id}`, { status: 'Active' });
    expect((await search(t.app, `title=${word}`)).data[0]?.salary).toBe(99);
  });

  it('is off when the app is built without it (the benchmark honest figures)', async () => {
    const uncached = await createTestApp({ database: t.database, jobSearchCache: false });
    try {
      const word = marker();
      const id = await publicJob(uncached.app, employer, admin, word);
      expect((await search(uncached.app, `title=${word}`)).total).toBe(1);
      await behindTheBack(t, `update job_posts set salary = 77 where id = ${id}`);
      expect((await search(uncached.app, `title=${word}`)).data[0]?.salary).toBe(77);
    } finally {
      await uncached.app.close();
    }
  });
});

describe('gzip', () => {
  it('sends the cached reply gzipped to clients that accept it', async () => {
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    const plain = await t.app.inject(`/api/job-posts?title=${word}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await t.app.inject({
      url: `/api/job-posts?title=${word}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(unzipped).toEqual(plain.json());
    expect(unzipped.data.map((j: JobPost) => j.id)).toEqual([id]);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['deflate, GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['br, identity', false],
    ['*', true],
    ['br, *;q=0.1', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
  ])('Accept-Encoding %s allows gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('every job write shows in the next search', () => {
  /** Warms the cache for the word and proves it answers, as above. */
  async function warmed(word: string, id: number) {
    expect((await search(t.app, `title=${word}`)).data.map((j) => j.id)).toEqual([id]);
    expect((await search(t.app, 'limit=100')).data.map((j) => j.id)).toContain(id);
    await behindTheBack(t, `update job_posts set views = views + 1000 where id = ${id}`);
    expect((await search(t.app, `title=${word}`)).data[0]?.views).toBeLessThan(1000);
  }

  it('a new post, once approved', async () => {
    const word = marker();
    expect(await search(t.app, `title=${word}`)).toEqual({ data: [], total: 0 });
    const created = await call(t.app, employer, 'POST', '/api/job-posts', {
      title: `Bookkeeper ${word}`,
      description: DESCRIPTION,
      job_type: 'Part-time',
    });
    // Pending review: still not public.
    expect(await search(t.app, `title=${word}`)).toEqual({ data: [], total: 0 });
    await call(t.app, admin, 'POST', `/api/admin/job-posts/${created.json().id}/approve`);
    expect((await search(t.app, `title=${word}`)).total).toBe(1);
  });

  it('an edit (back to review), and the approval after it', async () => {
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    await warmed(word, id);
    await call(t.app, employer, 'PUT', `/api/job-posts/${id}`, { salary: 31 });
    expect((await search(t.app, `title=${word}`)).total).toBe(0);
    expect((await search(t.app, 'limit=100')).data.map((j) => j.id)).not.toContain(id);
    await call(t.app, admin, 'POST', `/api/admin/job-posts/${id}/approve`);
    const found = await search(t.app, `title=${word}`);
    expect(found.data[0]?.salary).toBe(31);
    expect(found.data[0]?.views).toBeGreaterThanOrEqual(1000);
  });

  it('close and reopen', async () => {
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    await warmed(word, id);
    await call(t.app, employer, 'POST', `/api/job-posts/${id}/close`);
    expect((await search(t.app, `title=${word}`)).total).toBe(0);
    await call(t.app, employer, 'PUT', `/api/job-posts/${id}`, { status: 'Active' });
    expect((await search(t.app, `title=${word}`)).total).toBe(1);
  });

  it('flag and approve', async () => {
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    await warmed(word, id);
    await call(t.app, admin, 'POST', `/api/admin/job-posts/${id}/flag`);
    expect((await search(t.app, `title=${word}`)).total).toBe(0);
    await call(t.app, admin, 'POST', `/api/admin/job-posts/${id}/approve`);
    expect((await search(t.app, `title=${word}`)).total).toBe(1);
  });

  it("the employer's new username and avatar", async () => {
    const owner = await createEmployer(t.app);
    const word = marker();
    const id = await publicJob(t.app, owner, admin, word);
    await warmed(word, id);
    const username = uniqueName('renamed');
    await call(t.app, owner, 'PUT', '/api/profile', { username });
    expect((await search(t.app, `title=${word}`)).data[0]?.employer?.username).toBe(username);

    const body = multipart({
      files: [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: pngBytes() }],
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(owner.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await search(t.app, `title=${word}`)).data[0]?.employer?.avatar).toBe(
      uploaded.json().avatar,
    );
  });

  it("an employer's account deletion takes their posts out of every search", async () => {
    const leaving = await createEmployer(t.app);
    const word = marker();
    const id = await publicJob(t.app, leaving, admin, word);
    await warmed(word, id);
    await call(t.app, leaving, 'DELETE', '/api/profile');
    expect(await search(t.app, `title=${word}`)).toEqual({ data: [], total: 0 });
    expect((await search(t.app, 'limit=100')).data.map((j) => j.id)).not.toContain(id);
  });
});

describe('typo tolerance through the title word list', () => {
  it('corrects a misspelled keyword to the words of titles, new ones included', async () => {
    const word = `zq${marker()}`;
    const id = await publicJob(t.app, employer, admin, word);
    // One letter dropped from the rare word: found through its correction.
    const typo = word.slice(0, 4) + word.slice(5);
    expect((await search(t.app, `title=${typo}`)).data.map((j) => j.id)).toEqual([id]);
    // A title edit adds its words to the list.
    const renamed = `zx${marker()}`;
    await call(t.app, employer, 'PUT', `/api/job-posts/${id}`, { title: `Bookkeeper ${renamed}` });
    await call(t.app, admin, 'POST', `/api/admin/job-posts/${id}/approve`);
    const renamedTypo = `${renamed.slice(0, 5)}${renamed.slice(6)}`;
    expect((await search(t.app, `title=${renamedTypo}`)).data.map((j) => j.id)).toEqual([id]);
    // A word close to no title word finds nothing.
    expect(await search(t.app, 'title=qqqqqqqq')).toEqual({ data: [], total: 0 });
  });
});

describe('without its generation counter', () => {
  it('answers fresh from the database and reports the failure', async () => {
    const errors: unknown[] = [];
    const failing = {
      current: () => Promise.reject(new Error('redis down')),
      bump: () => Promise.reject(new Error('redis down')),
    };
    const jobs = createJobsService({
      db: t.database.db,
      categories: createCategoriesService(t.database.db),
      settings: createSettingsService(t.database.db),
      searchGeneration: failing,
      onCacheError: (error) => errors.push(error),
    });
    const word = marker();
    const id = await publicJob(t.app, employer, admin, word);
    const query = {
      title: word,
      page: 1,
      limit: 30,
      sort_by: 'created_at',
      sort_order: 'DESC',
    } as const;
    const read = async () => JSON.parse((await jobs.listJson(query)).json.toString()) as Listed;
    expect((await read()).data[0]?.salary).toBe(20);
    await behindTheBack(t, `update job_posts set salary = 55 where id = ${id}`);
    expect((await read()).data[0]?.salary).toBe(55);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    // A write whose shared counter cannot move still succeeds.
    await expect(jobs.close(id, { id: employer.id, role: 'employer' })).resolves.toMatchObject({
      status: 'closed',
    });
  });
});

// Needs a Redis server: runs in .ci/run's PostgreSQL + Redis pass (REDIS_URL), skipped without it.
describe.runIf(process.env.REDIS_URL)('two instances sharing Redis', () => {
  // The same database and the same Redis key prefix: two instances of one deployment.
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const redisPrefix = `tb-test:${uniqueName('pair')}:`;
    one = (await createTestApp({ database: t.database, redisPrefix })).app;
    two = (await createTestApp({ database: t.database, redisPrefix })).app;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("a write through one instance shows in the other's next search", async () => {
    const word = marker();
    const id = await publicJob(one, employer, admin, word);
    for (const app of [one, two]) expect((await search(app, `title=${word}`)).total).toBe(1);
    // Both instances answer from their caches now.
    await behindTheBack(t, `update job_posts set salary = 42 where id = ${id}`);
    for (const app of [one, two]) {
      expect((await search(app, `title=${word}`)).data[0]?.salary).toBe(20);
    }

    await call(one, employer, 'POST', `/api/job-posts/${id}/close`);
    expect((await search(two, `title=${word}`)).total).toBe(0);
    await call(two, employer, 'PUT', `/api/job-posts/${id}`, { status: 'Active' });
    expect((await search(one, `title=${word}`)).data[0]?.salary).toBe(42);

    await call(one, admin, 'POST', `/api/admin/job-posts/${id}/flag`);
    expect((await search(two, `title=${word}`)).total).toBe(0);
  });

  it("an account deletion through one instance empties the other's cached pages", async () => {
    const leaving = await createEmployer(one);
    const word = marker();
    const id = await publicJob(one, leaving, admin, word);
    expect((await search(two, `title=${word}`)).total).toBe(1);
    expect((await search(two, 'limit=100')).data.map((j) => j.id)).toContain(id);
    await call(one, leaving, 'DELETE', '/api/profile');
    expect((await search(two, `title=${word}`)).total).toBe(0);
    expect((await search(two, 'limit=100')).data.map((j) => j.id)).not.toContain(id);
  });
});
