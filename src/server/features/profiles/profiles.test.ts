import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { reviews, userCategories, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

const m = marketplace({ admin: true });
const { api } = m;
let categoryIds: number[];

beforeAll(async () => {
  categoryIds = [];
  for (const name of ['Bookkeeping', 'Data Entry', 'Customer Service']) {
    const response = await api.as(m.admin).post('/api/categories', { name });
    categoryIds.push(response.json().id);
  }
});

const put = (user: TestUser, payload: object) => api.as(user).put('/api/profile', payload);
const getProfile = (user: TestUser) => api.as(user).get('/api/profile');

describe('PUT /api/profile', () => {
  it('updates a jobseeker: trimmed skills, categories resolved, zone, currency, links', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, {
      timezone: 'Asia/Manila',
      currency: 'php',
      skills: ' Excel,  bookkeeping , excel,, QuickBooks ',
      experience: 'Five years of remote bookkeeping for small businesses.',
      portfolio: 'https://portfolio.example.com/maria',
      video_intro: 'https://video.example.com/intro',
      categoryIds: [categoryIds[1], categoryIds[0], categoryIds[0]],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      timezone: 'Asia/Manila',
      currency: 'PHP',
      skills: ['Excel', 'bookkeeping', 'QuickBooks'],
      experience: 'Five years of remote bookkeeping for small businesses.',
      portfolio: 'https://portfolio.example.com/maria',
      video_intro: 'https://video.example.com/intro',
      categories: [
        { id: categoryIds[0], name: 'Bookkeeping' },
        { id: categoryIds[1], name: 'Data Entry' },
      ],
      company_name: null,
    });
    expect((await getProfile(seeker)).json().skills).toEqual([
      'Excel',
      'bookkeeping',
      'QuickBooks',
    ]);
  });

  it('accepts skills as a list, and empty text clears an optional field', async () => {
    const seeker = await createJobseeker(m.app);
    await put(seeker, { skills: ['SEO', ' Copywriting '], portfolio: 'https://a.example.com' });
    const response = await put(seeker, { portfolio: '', categoryIds: [] });
    expect(response.json()).toMatchObject({
      skills: ['SEO', 'Copywriting'],
      portfolio: null,
      categories: [],
    });
  });

  it('updates an employer: company fields', async () => {
    const employer = await createEmployer(m.app);
    const response = await put(employer, {
      company_name: 'Kitebright Studio',
      company_info: 'A design studio hiring remote assistants.',
      referral_link: 'https://kitebright.example.com/join',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      company_name: 'Kitebright Studio',
      referral_link: 'https://kitebright.example.com/join',
      skills: [],
    });
  });

  it('admins edit only the basic fields', async () => {
    const ok = await put(m.admin, { timezone: 'UTC', currency: 'USD' });
    expect(ok.statusCode).toBe(200);
    const refused = await put(m.admin, { company_name: 'Nope' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`company_name: ${MESSAGES.fieldNotForRole}`);
  });

  it('refuses the fields of the other role', async () => {
    const seeker = await createJobseeker(m.app);
    const employer = await createEmployer(m.app);
    expect((await put(seeker, { company_name: 'X' })).json().message).toMatch(
      MESSAGES.fieldNotForRole,
    );
    expect((await put(employer, { skills: 'Excel' })).json().message).toMatch(
      MESSAGES.fieldNotForRole,
    );
    expect((await put(employer, { categoryIds: [categoryIds[0]] })).statusCode).toBe(400);
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, `timezone: ${MESSAGES.timezoneInvalid}`],
    [{ timezone: '../etc/passwd' }, `timezone: ${MESSAGES.timezoneInvalid}`],
    [{ currency: 'XYZ' }, `currency: ${MESSAGES.currencyInvalid}`],
    [{ currency: 12 }, `currency: ${MESSAGES.currencyInvalid}`],
    [{ portfolio: 'javascript:alert(1)' }, `portfolio: ${MESSAGES.urlInvalid}`],
    [{ video_intro: 'ftp://files.example.com/v' }, `video_intro: ${MESSAGES.urlInvalid}`],
    [{ portfolio: 'not a url' }, `portfolio: ${MESSAGES.urlInvalid}`],
    [
      { skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) },
      `skills: ${MESSAGES.skillsTooMany}`,
    ],
    [{ skills: ['x'.repeat(51)] }, `skills: ${MESSAGES.skillsTooMany}`],
    [{ skills: 42 }, `skills: ${MESSAGES.skillsTooMany}`],
    [{ experience: 'x'.repeat(5001) }, `experience: ${MESSAGES.fieldTooLong}`],
    [{ categoryIds: [999_999] }, `categoryIds: ${MESSAGES.categoriesUnknown}`],
    [{ categoryIds: 'all' }, `categoryIds: ${MESSAGES.categoriesUnknown}`],
    [{ username: 'a b' }, `username: ${MESSAGES.usernameInvalid}`],
    [{ email: 'nope' }, `email: ${MESSAGES.emailInvalid}`],
  ])('refuses %j with a message, changing nothing', async (payload, message) => {
    const seeker = await createJobseeker(m.app);
    const before = (await getProfile(seeker)).json();
    const response = await put(seeker, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await getProfile(seeker)).json()).toEqual(before);
  });

  it('answers 409 for a username or e-mail someone else has', async () => {
    const a = await createJobseeker(m.app);
    const b = await createJobseeker(m.app);
    const name = await put(b, { username: a.username.toUpperCase() });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe(MESSAGES.usernameTaken);
    const mail = await put(b, { email: a.email, currentPassword: b.password });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().message).toBe(MESSAGES.emailTaken);
    // Keeping one's own name in another case is fine.
    expect((await put(a, { username: a.username.toUpperCase() })).statusCode).toBe(200);
  });

  it('a new e-mail waits for its confirmation link (the whole flow: email-change.test.ts)', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, {
      email: 'Fresh.Address@Example.com',
      currentPassword: seeker.password,
    });
    expect(response.json()).toMatchObject({
      email: seeker.email,
      pending_email: 'fresh.address@example.com',
    });
    const mail = await lastMailTo(
      m.app,
      m.dataDir,
      'fresh.address@example.com',
      /Confirm your new e-mail/,
    );
    expect(mail?.text).toContain('/email-change/confirm?token=');
  });

  it('needs a login', async () => {
    const response = await api.visitor.put('/api/profile', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/:id (public profile)', () => {
  it('shows a member to visitors without the e-mail, and with it to logged-in viewers', async () => {
    const seeker = await createJobseeker(m.app);
    await put(seeker, { skills: 'Excel', categoryIds: [categoryIds[2]] });
    const visitor = await api.visitor.get(`/api/users/${seeker.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      id: seeker.id,
      username: seeker.username,
      email: null,
      skills: ['Excel'],
    });
    expect(visitor.json()).not.toHaveProperty('identity_document');
    expect(visitor.json()).not.toHaveProperty('is_blocked');
    const member = await createEmployer(m.app);
    const viewed = await api.as(member).get(`/api/users/${seeker.id}`);
    expect(viewed.json().email).toBe(seeker.email);
  });

  it("gives the person's offset from UTC now, for their local time, or null without a zone", async () => {
    const seeker = await createJobseeker(m.app);
    expect((await api.visitor.get(`/api/users/${seeker.id}`)).json().utc_offset_minutes).toBe(null);
    // Manila keeps no summer time: always UTC+8.
    await put(seeker, { timezone: 'Asia/Manila' });
    expect((await api.visitor.get(`/api/users/${seeker.id}`)).json()).toMatchObject({
      timezone: 'Asia/Manila',
      utc_offset_minutes: 480,
    });
    await put(seeker, { timezone: 'America/St_Johns' });
    expect([-150, -210]).toContain(
      (await api.visitor.get(`/api/users/${seeker.id}`)).json().utc_offset_minutes,
    );
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'answers 400 "Invalid user ID." for %s',
    async (id) => {
      const response = await api.visitor.get(`/api/users/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.invalidUserId);
    },
  );

  it('hides unknown, blocked and admin accounts behind the same 404', async () => {
    const blocked = await createJobseeker(m.app);
    await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    for (const id of [blocked.id, m.admin.id, 999_999]) {
      const response = await api.visitor.get(`/api/users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.profileNotFound);
    }
    const asAdmin = await api.as(m.admin).get(`/api/users/${blocked.id}`);
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('POST /api/profile/:id/increment-view', () => {
  const view = (id: number, headers: Record<string, string> = {}) =>
    m.app.inject({ method: 'POST', url: `/api/profile/${id}/increment-view`, headers });

  it('counts once per viewer per hour; own views never count', async () => {
    const seeker = await createJobseeker(m.app);
    const employer = await createEmployer(m.app);
    expect((await view(seeker.id)).json()).toEqual({ profile_views: 1 });
    expect((await view(seeker.id)).json()).toEqual({ profile_views: 1 });
    expect((await view(seeker.id, authHeader(employer.token))).json()).toEqual({
      profile_views: 2,
    });
    expect((await view(seeker.id, authHeader(employer.token))).json()).toEqual({
      profile_views: 2,
    });
    expect((await view(seeker.id, authHeader(seeker.token))).json()).toEqual({ profile_views: 2 });
    // A forged X-Forwarded-For (no trusted proxy) does not make a new visitor.
    expect((await view(seeker.id, { 'x-forwarded-for': '203.0.113.9' })).json().profile_views).toBe(
      2,
    );
  });

  it('counts a viewer again after an hour', async () => {
    const seeker = await createJobseeker(m.app);
    await view(seeker.id);
    await m.database.db.execute(
      `update profile_views set viewed_at = now() - interval '61 minutes' where profile_id = ${seeker.id}`,
    );
    expect((await view(seeker.id)).json()).toEqual({ profile_views: 2 });
  });

  it('counts only jobseeker profiles', async () => {
    const employer = await createEmployer(m.app);
    const response = await view(employer.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.viewsForJobseekersOnly);
    expect((await view(999_999)).statusCode).toBe(404);
    expect((await view(m.admin.id)).statusCode).toBe(404);
  });

  it('ignores an invalid token instead of refusing the visitor', async () => {
    const seeker = await createJobseeker(m.app);
    expect((await view(seeker.id, { authorization: 'Bearer nonsense' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/profile', () => {
  it('erases the person, their files and sessions; reviews they wrote stay without an author', async () => {
    const seeker = await createJobseeker(m.app);
    const employer = await createEmployer(m.app);
    await put(seeker, { categoryIds: [categoryIds[0]] });
    const body = multipart({
      files: [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: pngBytes() }],
    });
    const avatarPath: string = (
      await api
        .as(seeker)
        .post('/api/profile/upload-avatar', body.payload, { headers: body.headers })
    ).json().avatar;
    await m.database.db.insert(reviews).values([
      {
        reviewerId: seeker.id,
        revieweeId: employer.id,
        rating: 5,
        comment: 'Clear brief, paid on time.',
      },
      { reviewerId: employer.id, revieweeId: seeker.id, rating: 4, comment: 'Reliable.' },
    ]);

    const response = await api.as(seeker).delete('/api/profile');
    expect(response.statusCode).toBe(204);

    expect((await getProfile(seeker)).statusCode).toBe(401);
    const login = await api.visitor.post('/api/auth/login', {
      email: seeker.email,
      password: seeker.password,
    });
    expect(login.statusCode).toBe(401);
    expect(await m.database.db.select().from(users).where(eq(users.id, seeker.id))).toHaveLength(0);
    const [cats] = await m.database.db
      .select({ n: count() })
      .from(userCategories)
      .where(eq(userCategories.userId, seeker.id));
    expect(cats?.n).toBe(0);
    expect((await api.visitor.get(avatarPath)).statusCode).toBe(404);
    expect(readdirSync(path.join(m.dataDir, 'uploads', 'avatars'))).not.toContain(
      path.basename(avatarPath),
    );

    const left = await api.visitor.get(`/api/reviews/user/${employer.id}`);
    expect(left.json()).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Clear brief, paid on time.', reviewer: null }),
    ]);
    expect((await api.visitor.get(`/api/users/${seeker.id}`)).statusCode).toBe(404);
    // The e-mail is free again.
    await createJobseeker(m.app, { email: seeker.email, username: `${seeker.username}x` });
  });

  it('needs a login', async () => {
    expect((await api.visitor.delete('/api/profile')).statusCode).toBe(401);
  });

  it('never deletes the last admin', async () => {
    const lonely = await createTestApp();
    try {
      const only = await createAdmin(lonely.app);
      const lonelyApi = client(lonely.app);
      const refused = await lonelyApi.as(only).delete('/api/profile');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.lastAdmin);
      const second = await createAdmin(lonely.app);
      const allowed = await lonelyApi.as(only).delete('/api/profile');
      expect(allowed.statusCode).toBe(204);
      const last = await lonelyApi.as(second).delete('/api/profile');
      expect(last.statusCode).toBe(409);
    } finally {
      await lonely.close();
    }
  });
});
