import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_WIDTHS } from '../../../shared/limits.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';
import { thumbnailKey } from './avatar-thumbnails.ts';

const m = marketplace({ admin: true });
const { api } = m;

/** A real photo-sized image: 600×400, a left half red and a right half blue. */
async function photo(format: 'png' | 'jpeg'): Promise<Buffer> {
  const half = { width: 300, height: 400, channels: 3 as const };
  const red = await sharp({ create: { ...half, background: '#d00000' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata();
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function uploadAvatar(user: TestUser, bytes: Buffer, type = 'image/png'): Promise<string> {
  const body = multipart({
    files: [{ field: 'avatar', filename: 'me', contentType: type, bytes }],
  });
  const response = await api
    .as(user)
    .post('/api/profile/upload-avatar', body.payload, { headers: body.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().avatar as string;
}

const thumbnailFile = (avatarPath: string, width: (typeof AVATAR_WIDTHS)[number]) =>
  path.join(m.dataDir, 'uploads', thumbnailKey(avatarPath.split('/').pop() ?? '', width));

describe('avatar thumbnails', () => {
  it('answers each width as a square WebP made once from the upload, cached for good', async () => {
    const seeker = await createJobseeker(m.app);
    const avatar = await uploadAvatar(seeker, await photo('png'));
    for (const width of AVATAR_WIDTHS) {
      expect(existsSync(thumbnailFile(avatar, width))).toBe(false);
      const response = await api.visitor.get(`${avatar}?w=${width}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      expect(response.rawPayload.length).toBeLessThan(10_000);
      // Kept beside the upload; the next request reads it back.
      expect(existsSync(thumbnailFile(avatar, width))).toBe(true);
      const again = await api.visitor.get(`${avatar}?w=${width}`);
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    }
    // The original is still what the spec's field names.
    const original = await api.visitor.get(avatar);
    expect(original.headers['content-type']).toBe('image/png');
  });

  it('crops the centre like the page does and keeps a small upload its own size', async () => {
    const seeker = await createJobseeker(m.app);
    const avatar = await uploadAvatar(seeker, await photo('jpeg'), 'image/jpeg');
    const response = await api.visitor.get(`${avatar}?w=64`);
    const { data, info } = await sharp(response.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => data.subarray(x * info.channels, x * info.channels + 3);
    // The centre 400×400 of a red|blue image: red on the left, blue on the right.
    expect(pixel(2)[0]).toBeGreaterThan(150);
    expect(pixel(61)[2]).toBeGreaterThan(150);

    const tiny = await uploadAvatar(seeker, pngBytes());
    const small = await api.visitor.get(`${tiny}?w=384`);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1, 1]);
  });

  it('is the same for every caller', async () => {
    const seeker = await createJobseeker(m.app);
    const employer = await createEmployer(m.app);
    const avatar = await uploadAvatar(seeker, await photo('png'));
    for (const caller of [null, seeker, employer, m.admin]) {
      const response = await api.as(caller).get(`${avatar}?w=128`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses other widths with a message naming the ones there are', async () => {
    const seeker = await createJobseeker(m.app);
    const avatar = await uploadAvatar(seeker, await photo('png'));
    for (const w of ['65', '0', '-64', 'abc', '', '1e2', '64.5', '100000']) {
      const response = await api.visitor.get(`${avatar}?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'An avatar comes in widths of 64, 128, 256, 384 pixels: ask for one of them as w.',
        field: 'w',
      });
    }
  });

  it('is not found for an avatar that does not exist, or a name that is not one', async () => {
    for (const url of [
      `/uploads/avatars/${'0'.repeat(32)}.png?w=64`,
      '/uploads/avatars/..%2Fjwt-secret?w=64',
      '/uploads/avatars/abc.webp?w=64',
    ]) {
      const response = await api.visitor.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('File not found.');
    }
  });

  it('deletes the thumbnails with the avatar when it is replaced or the account goes', async () => {
    const seeker = await createJobseeker(m.app);
    const first = await uploadAvatar(seeker, await photo('png'));
    expect((await api.visitor.get(`${first}?w=64`)).statusCode).toBe(200);
    expect((await api.visitor.get(`${first}?w=256`)).statusCode).toBe(200);
    const second = await uploadAvatar(seeker, await photo('jpeg'), 'image/jpeg');
    expect(existsSync(thumbnailFile(first, 64))).toBe(false);
    expect(existsSync(thumbnailFile(first, 256))).toBe(false);
    expect((await api.visitor.get(`${first}?w=64`)).statusCode).toBe(404);

    expect((await api.visitor.get(`${second}?w=128`)).statusCode).toBe(200);
    expect((await api.as(seeker).delete('/api/profile')).statusCode).toBe(204);
    expect(existsSync(thumbnailFile(second, 128))).toBe(false);
    expect((await api.visitor.get(`${second}?w=128`)).statusCode).toBe(404);
  });

  it('serves the upload itself when it cannot be made smaller', async () => {
    const seeker = await createJobseeker(m.app);
    // PNG by its signature, so the upload is accepted, but nothing an image reader can decode.
    const broken = Buffer.concat([pngBytes().subarray(0, 16), Buffer.alloc(200, 7)]);
    const avatar = await uploadAvatar(seeker, broken);
    const response = await api.visitor.get(`${avatar}?w=64`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(broken)).toBe(true);
    expect(existsSync(thumbnailFile(avatar, 64))).toBe(false);
  });
});
