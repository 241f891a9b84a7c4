import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { NO_REASON_GIVEN } from '../../../shared/schemas/activity.ts';
import type { AdminUser } from '../../../shared/schemas/admin-users.ts';
import { users } from '../../db/schema.ts';
import { authHeader, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

const m = marketplace({ admin: true });
const { api } = m;

describe('POST /api/admin/profile/:id/verify-identity', () => {
  it('verifies a user who uploaded a document, and rejects', async () => {
    const seeker = await createJobseeker(m.app);
    const without = await api.as(m.admin).post(`/api/admin/profile/${seeker.id}/verify-identity`, {
      verify: true,
    });
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toBe(MESSAGES.identityDocumentMissing);

    const upload = multipart({
      files: [
        { field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() },
      ],
    });
    const uploaded = await m.app.inject({
      method: 'POST',
      url: '/api/profile/upload-identity',
      payload: upload.payload,
      headers: { ...upload.headers, ...authHeader(seeker.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const verified = await api.as(m.admin).post(`/api/admin/profile/${seeker.id}/verify-identity`, {
      verify: true,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ id: seeker.id, identity_verified: true });
    const profile = await api.as(seeker).get('/api/profile');
    expect(profile.json().identity_verified).toBe(true);
    const listed = await api.as(m.admin).get(`/api/admin/users?search=${seeker.username}`);
    expect(listed.json<AdminUser[]>()[0]).toMatchObject({
      identity_verified: true,
      identity_document: uploaded.json().identity_document,
    });

    const rejected = await api.as(m.admin).post(`/api/admin/profile/${seeker.id}/verify-identity`, {
      verify: false,
    });
    expect(rejected.json()).toEqual({ id: seeker.id, identity_verified: false });
    const entries = (await m.auditLog(`?action=user.verify_identity&target_id=${seeker.id}`))
      .entries;
    expect(entries.map((e) => e.details)).toEqual([
      { verify: false, reason: NO_REASON_GIVEN },
      { verify: true, reason: NO_REASON_GIVEN },
    ]);
  });

  it('needs verify as true or false, and an existing user', async () => {
    const seeker = await createJobseeker(m.app);
    for (const payload of [{}, { verify: 'yes' }, { verify: 1 }]) {
      const response = await api
        .as(m.admin)
        .post(`/api/admin/profile/${seeker.id}/verify-identity`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(`verify: ${MESSAGES.identityVerifyInvalid}`);
    }
    const missing = await api.as(m.admin).post('/api/admin/profile/99999999/verify-identity', {
      verify: false,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an identity document replaced after verification', () => {
  const identityDir = () => path.join(m.dataDir, 'uploads', 'identity');
  const isStored = (documentPath: string) =>
    readdirSync(identityDir()).includes(path.basename(documentPath));

  async function uploadDocument(user: TestUser, bytes = pngBytes()): Promise<string> {
    const upload = multipart({
      files: [{ field: 'document', filename: 'id.png', contentType: 'image/png', bytes }],
    });
    const response = await m.app.inject({
      method: 'POST',
      url: '/api/profile/upload-identity',
      payload: upload.payload,
      headers: { ...upload.headers, ...authHeader(user.token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().identity_document;
  }

  async function decide(user: TestUser, verify: boolean) {
    const response = await api
      .as(m.admin)
      .post(`/api/admin/profile/${user.id}/verify-identity`, { verify });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** What the owner, the public and the admin's Users tab each see of the badge. */
  async function badgeSeenBy(user: TestUser) {
    const own = await api.as(user).get('/api/profile');
    const shown = await api.visitor.get(`/api/users/${user.id}`);
    const [listed] = (await api.as(m.admin).get(`/api/admin/users?search=${user.username}`)).json<
      AdminUser[]
    >();
    return {
      owner: own.json().identity_verified,
      public: shown.json().identity_verified,
      admin: listed?.identity_verified,
      adminDocument: listed?.identity_document,
    };
  }

  it('clears the badge at once; the checked file is kept until an admin decides on the new one', async () => {
    const seeker = await createJobseeker(m.app);
    const checked = await uploadDocument(seeker);
    await decide(seeker, true);
    expect(await badgeSeenBy(seeker)).toMatchObject({ owner: true, public: true, admin: true });

    const swapped = await uploadDocument(seeker, pngBytes(300));
    // Waiting again: a document, not verified; the admin opens the new one.
    expect(await badgeSeenBy(seeker)).toEqual({
      owner: false,
      public: false,
      admin: false,
      adminDocument: swapped,
    });
    const opened = await api.as(m.admin).get(swapped);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pngBytes(300))).toBe(true);
    expect(isStored(checked)).toBe(true);

    // A second upload before a decision replaces the waiting one; the checked one stays.
    const latest = await uploadDocument(seeker, pngBytes(400));
    expect(isStored(swapped)).toBe(false);
    expect(isStored(checked)).toBe(true);
    expect((await badgeSeenBy(seeker)).adminDocument).toBe(latest);

    await decide(seeker, true);
    expect(await badgeSeenBy(seeker)).toMatchObject({ owner: true, public: true, admin: true });
    expect(isStored(checked)).toBe(false);
    expect(isStored(latest)).toBe(true);
    const [row] = await m.database.db.select().from(users).where(eq(users.id, seeker.id));
    expect(row?.previousIdentityDocument).toBeNull();
  });

  it('rejecting the new document leaves the badge off and deletes the checked file, saying so in the audit log', async () => {
    const seeker = await createJobseeker(m.app);
    const checked = await uploadDocument(seeker);
    await decide(seeker, true);
    const swapped = await uploadDocument(seeker, pngBytes(300));

    await decide(seeker, false);
    expect(await badgeSeenBy(seeker)).toEqual({
      owner: false,
      public: false,
      admin: false,
      adminDocument: swapped,
    });
    expect(isStored(checked)).toBe(false);
    const [entry] = (await m.auditLog(`?action=user.verify_identity&target_id=${seeker.id}`))
      .entries;
    expect(entry?.details).toEqual({
      verify: false,
      discardedVerifiedDocument: true,
      reason: NO_REASON_GIVEN,
    });
  });

  it('deleting the account deletes the checked file and the new one', async () => {
    const seeker = await createJobseeker(m.app);
    const checked = await uploadDocument(seeker);
    await decide(seeker, true);
    const swapped = await uploadDocument(seeker, pngBytes(300));
    expect((await api.as(m.admin).delete(`/api/admin/users/${seeker.id}`)).statusCode).toBe(204);
    expect(isStored(checked)).toBe(false);
    expect(isStored(swapped)).toBe(false);
  });
});

describe('GET /api/admin/users?identity=pending (the dashboard queue)', () => {
  it('lists only accounts whose identity document waits for a decision', async () => {
    const waiting = await createJobseeker(m.app);
    const verified = await createJobseeker(m.app);
    const upload = (user: TestUser) => {
      const body = multipart({
        files: [
          { field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() },
        ],
      });
      return m.app.inject({
        method: 'POST',
        url: '/api/profile/upload-identity',
        payload: body.payload,
        headers: { ...body.headers, ...authHeader(user.token) },
      });
    };
    expect((await upload(waiting)).statusCode).toBe(200);
    expect((await upload(verified)).statusCode).toBe(200);
    await api
      .as(m.admin)
      .post(`/api/admin/profile/${verified.id}/verify-identity`, { verify: true });

    const response = await api.as(m.admin).get('/api/admin/users?identity=pending');
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<AdminUser[]>().map((user) => user.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(verified.id);
    expect(Number(response.headers['x-total-count'])).toBe(ids.length);

    const bad = await api.as(m.admin).get('/api/admin/users?identity=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('identity: identity must be pending.');
  });
});
