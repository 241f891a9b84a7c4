import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { reviews, userCategories, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../../test/multipart.ts';

let t: TestApp;
const api = client(() => t.app);
let admin: TestUser;
let categoryIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  categoryIds = [];
  for (const name of ['Bookkeeping', 'Data Entry', 'Customer Service']) {
    const response = await api.as(admin).post('/api/categories', { name });
    categoryIds.push(response.json().id);
  }
});
afterAll(async () => {
  await t?.close();
});

const put = (user: TestUser, payload: object) => api.as(user).put('/api/profile', payload);
const getProfile = (user: TestUser) => api.as(user).get('/api/profile');

describe('PUT /api/profile', () => {
  it('updates a jobseeker: trimmed skills, categories resolved, zone, currency, links', async () => {
    const seeker = await createJobseeker(t.app);
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
    const seeker = await createJobseeker(t.app);
    await put(seeker, { skills: ['SEO', ' Copywriting '], portfolio: 'https://a.example.com' });
    const response = await put(seeker, { portfolio: '', categoryIds: [] });
    expect(response.json()).toMatchObject({
      skills: ['SEO', 'Copywriting'],
      portfolio: null,
      categories: [],
    });
  });

  it('updates an employer: company fields', async () => {
    const employer = await createEmployer(t.app);
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
    const ok = await put(admin, { timezone: 'UTC', currency: 'USD' });
    expect(ok.statusCode).toBe(200);
    const refused = await put(admin, { company_name: 'Nope' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`company_name: ${MESSAGES.fieldNotForRole}`);
  });

  it('refuses the fields of the other role', async () => {
    const seeker = await createJobseeker(t.app);
    const employer = await createEmployer(t.app);
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
    const seeker = await createJobseeker(t.app);
    const before = (await getProfile(seeker)).json();
    const response = await put(seeker, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await getProfile(seeker)).json()).toEqual(before);
  });

  it('answers 409 for a username or e-mail someone else has', async () => {
    const a = await createJobseeker(t.app);
    const b = await createJobseeker(t.app);
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
    const seeker = await createJobseeker(t.app);
    const response = await put(seeker, {
      email: 'Fresh.Address@Example.com',
      currentPassword: seeker.password,
    });
    expect(response.json()).toMatchObject({
      email: seeker.email,
      pending_email: 'fresh.address@example.com',
    });
    const mail = await lastMailTo(
      t.app,
      t.dataDir,
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
    const seeker = await createJobseeker(t.app);
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
    const member = await createEmployer(t.app);
    const viewed = await api.as(member).get(`/api/users/${seeker.id}`);
    expect(viewed.json().email).toBe(seeker.email);
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
    const blocked = await createJobseeker(t.app);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    for (const id of [blocked.id, admin.id, 999_999]) {
      const response = await api.visitor.get(`/api/users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.profileNotFound);
    }
    const asAdmin = await api.as(admin).get(`/api/users/${blocked.id}`);
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('POST /api/profile/:id/increment-view', () => {
  const view = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/profile/${id}/increment-view`, headers });

  it('counts once per viewer per hour; own views never count', async () => {
    const seeker = await createJobseeker(t.app);
    const employer = await createEmployer(t.app);
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
    const seeker = await createJobseeker(t.app);
    await view(seeker.id);
    await t.database.db.execute(
      `update profile_views set viewed_at = now() - interval '61 minutes' where profile_id = ${seeker.id}`,
    );
    expect((await view(seeker.id)).json()).toEqual({ profile_views: 2 });
  });

  it('counts only jobseeker profiles', async () => {
    const employer = await createEmployer(t.app);
    const response = await view(employer.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.viewsForJobseekersOnly);
    expect((await view(999_999)).statusCode).toBe(404);
    expect((await view(admin.id)).statusCode).toBe(404);
  });

  it('ignores an invalid token instead of refusing the visitor', async () => {
    const seeker = await createJobseeker(t.app);
    expect((await view(seeker.id, { authorization: 'Bearer nonsense' })).statusCode).toBe(200);
  });
});

describe('uploads', () => {
  const upload = (
    user: TestUser | null,
    url: string,
    field: string,
    filename: string,
    contentType: string,
    bytes: Buffer,
  ) => {
    const body = multipart({ files: [{ field, filename, contentType, bytes }] });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(user ? authHeader(user.token) : {}) },
    });
  };
  const avatar = (user: TestUser | null, filename: string, contentType: string, bytes: Buffer) =>
    upload(user, '/api/profile/upload-avatar', 'avatar', filename, contentType, bytes);
  const documentUpload = (
    user: TestUser | null,
    filename: string,
    contentType: string,
    bytes: Buffer,
  ) => upload(user, '/api/profile/upload-identity', 'document', filename, contentType, bytes);
  const uploadsDir = (sub: string) => path.join(t.dataDir, 'uploads', sub);

  it('stores a PNG or JPEG avatar under a random name and serves it publicly', async () => {
    const seeker = await createJobseeker(t.app);
    const response = await avatar(seeker, 'me.png', 'image/png', pngBytes());
    expect(response.statusCode, response.body).toBe(200);
    const avatarPath: string = response.json().avatar;
    expect(avatarPath).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await api.visitor.get(avatarPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
    const jpeg = await avatar(seeker, 'me.jpg', 'image/jpeg', jpegBytes());
    expect(jpeg.json().avatar).toMatch(/\.jpg$/);
  });

  it('judges a file by its bytes, not its name or declared type', async () => {
    const seeker = await createJobseeker(t.app);
    const pngNamedPdf = await documentUpload(seeker, 'scan.pdf', 'application/pdf', pngBytes());
    expect(pngNamedPdf.json().identity_document).toMatch(/\.png$/);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [name, bytes] of [
      ['x.png', html],
      ['y.png', svg],
      ['z.jpg', Buffer.from('GIF89a......')],
    ] as const) {
      const refused = await avatar(seeker, name, 'image/png', bytes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.avatarInvalid);
    }
    const pdfAvatar = await avatar(seeker, 'a.png', 'image/png', pdfBytes());
    expect(pdfAvatar.json().message).toBe(MESSAGES.avatarInvalid);
  });

  it('accepts files at the size limit and refuses them just over it', async () => {
    const seeker = await createJobseeker(t.app);
    expect(
      (await avatar(seeker, 'a.png', 'image/png', pngBytes(AVATAR_MAX_BYTES))).statusCode,
    ).toBe(200);
    const over = await avatar(seeker, 'a.png', 'image/png', pngBytes(AVATAR_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(MESSAGES.avatarInvalid);
    expect(
      (await documentUpload(seeker, 'd.pdf', 'application/pdf', pdfBytes(DOCUMENT_MAX_BYTES)))
        .statusCode,
    ).toBe(200);
    const overDoc = await documentUpload(
      seeker,
      'd.pdf',
      'application/pdf',
      pdfBytes(DOCUMENT_MAX_BYTES + 1),
    );
    expect(overDoc.statusCode).toBe(413);
    expect(overDoc.json().message).toBe(MESSAGES.documentInvalid);
  });

  it('asks for a file when there is none, it is empty, or it is in another field', async () => {
    const seeker = await createJobseeker(t.app);
    const empty = await avatar(seeker, 'a.png', 'image/png', Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ statusCode: 400, message: MESSAGES.uploadMissing });
    const wrongField = await upload(
      seeker,
      '/api/profile/upload-avatar',
      'photo',
      'a.png',
      'image/png',
      pngBytes(),
    );
    expect(wrongField.json().message).toBe(MESSAGES.uploadMissing);
    const json = await api.as(seeker).post('/api/profile/upload-avatar', {});
    expect(json.json().message).toBe(MESSAGES.uploadMissing);
    const noFile = multipart({ fields: { avatar: 'not a file' } });
    const fieldOnly = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...authHeader(seeker.token) },
    });
    expect(fieldOnly.json().message).toBe(MESSAGES.uploadMissing);
  });

  it('a failed upload leaves the profile as it was', async () => {
    const seeker = await createJobseeker(t.app);
    const first = (await avatar(seeker, 'a.png', 'image/png', pngBytes())).json().avatar;
    await avatar(seeker, 'a.png', 'image/png', Buffer.from('<html>'));
    await avatar(seeker, 'a.png', 'image/png', pngBytes(AVATAR_MAX_BYTES + 10));
    expect((await getProfile(seeker)).json().avatar).toBe(first);
    expect((await api.visitor.get(first)).statusCode).toBe(200);
  });

  it('replacing a file removes the old one', async () => {
    const seeker = await createJobseeker(t.app);
    const first: string = (await avatar(seeker, 'a.png', 'image/png', pngBytes())).json().avatar;
    const second: string = (await avatar(seeker, 'b.png', 'image/png', pngBytes(200))).json()
      .avatar;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(uploadsDir('avatars'), path.basename(first)))).toBe(false);
    expect((await api.visitor.get(first)).statusCode).toBe(404);
    const doc1: string = (
      await documentUpload(seeker, 'd.pdf', 'application/pdf', pdfBytes())
    ).json().identity_document;
    const doc2: string = (await documentUpload(seeker, 'd.png', 'image/png', pngBytes())).json()
      .identity_document;
    expect(existsSync(path.join(uploadsDir('identity'), path.basename(doc1)))).toBe(false);
    expect(existsSync(path.join(uploadsDir('identity'), path.basename(doc2)))).toBe(true);
  });

  it('serves an identity document to its owner and admins only', async () => {
    const owner = await createEmployer(t.app);
    const other = await createJobseeker(t.app);
    const doc: string = (
      await documentUpload(owner, 'id.pdf', 'application/pdf', pdfBytes())
    ).json().identity_document;
    expect(doc).toMatch(/^\/api\/files\/identity\/[a-f0-9]{32}\.pdf$/);
    const mine = await api.as(owner).get(doc);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await api.as(admin).get(doc)).statusCode).toBe(200);
    expect((await api.as(other).get(doc)).statusCode).toBe(404);
    expect((await api.visitor.get(doc)).statusCode).toBe(401);
    const guessed = doc.replace(/[a-f0-9]{32}/, 'a'.repeat(32));
    expect((await api.as(owner).get(guessed)).statusCode).toBe(404);
    // Not from the public folder either.
    const asAvatar = `/uploads/avatars/${path.basename(doc)}`;
    expect((await api.visitor.get(asAvatar)).statusCode).toBe(404);
    for (const bad of ['../../jwt-secret', '..%2F..%2Fjwt-secret', 'x.pdf']) {
      const response = await api.as(owner).get(`/api/files/identity/${bad}`);
      expect([400, 404]).toContain(response.statusCode);
    }
  });

  it('uploads belong to jobseekers and employers; admins and visitors are refused', async () => {
    expect((await avatar(admin, 'a.png', 'image/png', pngBytes())).statusCode).toBe(403);
    expect((await avatar(null, 'a.png', 'image/png', pngBytes())).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile', () => {
  it('erases the person, their files and sessions; reviews they wrote stay without an author', async () => {
    const seeker = await createJobseeker(t.app);
    const employer = await createEmployer(t.app);
    await put(seeker, { categoryIds: [categoryIds[0]] });
    const avatarPath: string = (
      await t.app.inject({
        method: 'POST',
        url: '/api/profile/upload-avatar',
        ...(() => {
          const b = multipart({
            files: [
              { field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: pngBytes() },
            ],
          });
          return { payload: b.payload, headers: { ...b.headers, ...authHeader(seeker.token) } };
        })(),
      })
    ).json().avatar;
    await t.database.db.insert(reviews).values([
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
    expect(await t.database.db.select().from(users).where(eq(users.id, seeker.id))).toHaveLength(0);
    const [cats] = await t.database.db
      .select({ n: count() })
      .from(userCategories)
      .where(eq(userCategories.userId, seeker.id));
    expect(cats?.n).toBe(0);
    expect((await api.visitor.get(avatarPath)).statusCode).toBe(404);
    expect(readdirSync(path.join(t.dataDir, 'uploads', 'avatars'))).not.toContain(
      path.basename(avatarPath),
    );

    const left = await api.visitor.get(`/api/reviews/user/${employer.id}`);
    expect(left.json()).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Clear brief, paid on time.', reviewer: null }),
    ]);
    expect((await api.visitor.get(`/api/users/${seeker.id}`)).statusCode).toBe(404);
    // The e-mail is free again.
    await createJobseeker(t.app, { email: seeker.email, username: `${seeker.username}x` });
  });

  it('needs a login', async () => {
    expect((await api.visitor.delete('/api/profile')).statusCode).toBe(401);
  });

  it('never deletes the last admin', async () => {
    const lonely = await createTestApp();
    try {
      const only = await createAdmin(lonely.app);
      const refused = await lonely.app.inject({
        method: 'DELETE',
        url: '/api/profile',
        headers: authHeader(only.token),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.lastAdmin);
      const second = await createAdmin(lonely.app);
      const allowed = await lonely.app.inject({
        method: 'DELETE',
        url: '/api/profile',
        headers: authHeader(only.token),
      });
      expect(allowed.statusCode).toBe(204);
      const last = await lonely.app.inject({
        method: 'DELETE',
        url: '/api/profile',
        headers: authHeader(second.token),
      });
      expect(last.statusCode).toBe(409);
    } finally {
      await lonely.close();
    }
  });
});
