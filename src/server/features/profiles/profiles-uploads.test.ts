import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../../test/multipart.ts';

const m = marketplace({ admin: true });
const { api } = m;

const getProfile = (user: TestUser) => api.as(user).get('/api/profile');

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
    return api.as(user).post(url, body.payload, { headers: body.headers });
  };
  const avatar = (user: TestUser | null, filename: string, contentType: string, bytes: Buffer) =>
    upload(user, '/api/profile/upload-avatar', 'avatar', filename, contentType, bytes);
  const documentUpload = (
    user: TestUser | null,
    filename: string,
    contentType: string,
    bytes: Buffer,
  ) => upload(user, '/api/profile/upload-identity', 'document', filename, contentType, bytes);
  const uploadsDir = (sub: string) => path.join(m.dataDir, 'uploads', sub);

  it('stores a PNG or JPEG avatar under a random name and serves it publicly', async () => {
    const seeker = await createJobseeker(m.app);
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
    const seeker = await createJobseeker(m.app);
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
    const seeker = await createJobseeker(m.app);
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
    const seeker = await createJobseeker(m.app);
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
    const fieldOnly = await api
      .as(seeker)
      .post('/api/profile/upload-avatar', noFile.payload, { headers: noFile.headers });
    expect(fieldOnly.json().message).toBe(MESSAGES.uploadMissing);
  });

  it('a failed upload leaves the profile as it was', async () => {
    const seeker = await createJobseeker(m.app);
    const first = (await avatar(seeker, 'a.png', 'image/png', pngBytes())).json().avatar;
    await avatar(seeker, 'a.png', 'image/png', Buffer.from('<html>'));
    await avatar(seeker, 'a.png', 'image/png', pngBytes(AVATAR_MAX_BYTES + 10));
    expect((await getProfile(seeker)).json().avatar).toBe(first);
    expect((await api.visitor.get(first)).statusCode).toBe(200);
  });

  it('replacing a file removes the old one', async () => {
    const seeker = await createJobseeker(m.app);
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
    const owner = await createEmployer(m.app);
    const other = await createJobseeker(m.app);
    const doc: string = (
      await documentUpload(owner, 'id.pdf', 'application/pdf', pdfBytes())
    ).json().identity_document;
    expect(doc).toMatch(/^\/api\/files\/identity\/[a-f0-9]{32}\.pdf$/);
    const mine = await api.as(owner).get(doc);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await api.as(m.admin).get(doc)).statusCode).toBe(200);
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
    expect((await avatar(m.admin, 'a.png', 'image/png', pngBytes())).statusCode).toBe(403);
    expect((await avatar(null, 'a.png', 'image/png', pngBytes())).statusCode).toBe(401);
  });
});
