import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from './test/factories.ts';
import { marketplace } from './test/marketplace.ts';
import { multipart, pdfBytes, pngBytes } from './test/multipart.ts';

/**
 * Hostile uploads (docs/security.md), beyond what profiles.test.ts covers (HTML or SVG named
 * .png, size limits, a guessed identity name): polyglots, paths in file names, lying
 * Content-Types, oversized bodies, and what a served file's headers promise.
 */

const m = marketplace({ jobseekers: 1 });
const { api } = m;

function upload(
  user: TestUser,
  kind: 'avatar' | 'identity',
  file: { filename: string; contentType: string; bytes: Buffer },
) {
  const body = multipart({
    files: [{ field: kind === 'avatar' ? 'avatar' : 'document', ...file }],
  });
  return m.app.inject({
    method: 'POST',
    url: kind === 'avatar' ? '/api/profile/upload-avatar' : '/api/profile/upload-identity',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(user.token) },
  });
}

/** Every file under DATA_DIR, relative: nothing may land outside uploads/<kind>/. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('hostile uploads', () => {
  it('a PNG/HTML polyglot is stored as a PNG and served as one, never sniffed as HTML', async () => {
    const polyglot = Buffer.concat([
      pngBytes(),
      Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'),
    ]);
    const response = await upload(m.jobseeker, 'avatar', {
      filename: 'page.html',
      contentType: 'text/html',
      bytes: polyglot,
    });
    expect(response.statusCode, response.body).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await api.visitor.get(avatar);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it('a PDF carrying JavaScript is an identity document only its owner and admins read, as a PDF', async () => {
    const pdf = Buffer.concat([
      pdfBytes(),
      Buffer.from('1 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\n'),
    ]);
    const response = await upload(m.jobseeker, 'identity', {
      filename: 'id.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().identity_document;
    const served = await api.as(m.jobseeker).get(url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    '../../../jwt-secret.png',
    '..\\..\\..\\evil.png',
    '/etc/passwd.png',
    'avatars/../../x.png',
    'a\u0000.png',
    '%2e%2e%2fx.png',
    `${'a'.repeat(300)}.png`,
  ])('a path in the file name (%s) never reaches the disk: random names only', async (filename) => {
    const user = await createEmployer(m.app);
    const response = await upload(user, 'avatar', {
      filename,
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    for (const file of filesUnder(m.dataDir)) {
      expect(file).toMatch(
        /^(jwt-secret|outbox\/.*|uploads\/(avatars|identity)\/[a-f0-9]{32}\.(png|jpg|pdf))$/,
      );
    }
  });

  it('a lying Content-Type changes nothing: the bytes decide', async () => {
    const png = await upload(m.jobseeker, 'avatar', {
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      bytes: pngBytes(),
    });
    expect(png.json().avatar).toMatch(/\.png$/);
    const script = await upload(m.jobseeker, 'avatar', {
      filename: 'x.png',
      contentType: 'image/png',
      bytes: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toEqual(expect.any(String));
    const jsAsPdf = await upload(m.jobseeker, 'identity', {
      filename: 'x.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('alert(document.cookie)'),
    });
    expect(jsAsPdf.statusCode).toBe(400);
  });

  it('an oversized body is refused before it is stored', async () => {
    const before = filesUnder(m.dataDir).length;
    const huge = await upload(m.jobseeker, 'identity', {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes(12 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
    const json = await api
      .as(m.jobseeker, { 'content-type': 'application/json' })
      .put('/api/profile', JSON.stringify({ experience: 'x'.repeat(2 * 1024 * 1024) }));
    expect(json.statusCode).toBe(413);
    expect(filesUnder(m.dataDir).length).toBe(before);
  });

  it('served avatars cannot be reached by a path, and identity documents never publicly', async () => {
    // A file beside the uploads folder that no URL may reach.
    mkdirSync(path.join(m.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(m.dataDir, 'jwt-secret'), 'TOP-SECRET-CONTENT');
    for (const url of [
      '/uploads/avatars/..%2f..%2fjwt-secret',
      '/uploads/avatars/../../jwt-secret',
      '/uploads/avatars/%2e%2e/%2e%2e/jwt-secret',
      '/uploads/avatars/..%5c..%5cjwt-secret',
      '/uploads/identity/x.pdf',
      '/uploads/avatars/',
    ]) {
      const response = await api.visitor.get(url);
      expect([400, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
      expect(response.body).not.toContain('TOP-SECRET-CONTENT');
    }
  });

  it('identity document names cannot be guessed: strangers get 404 for real and random names alike', async () => {
    const owner = await createEmployer(m.app);
    const stranger = await createJobseeker(m.app);
    const admin = await createAdmin(m.app);
    const real: string = (
      await upload(owner, 'identity', {
        filename: 'id.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes(),
      })
    ).json().identity_document;
    const name = path.basename(real);
    const guesses = [
      name,
      ...Array.from({ length: 20 }, () => `${randomBytes(16).toString('hex')}.pdf`),
      name.replace('.pdf', '.png'),
      name.toUpperCase(),
    ];
    const answers = await Promise.all(
      guesses.map((guess) => api.as(stranger).get(`/api/files/identity/${guess}`)),
    );
    // The real document and the random names answer alike: existence does not leak.
    const shapes = new Set(answers.map((a) => `${a.statusCode} ${a.json().message}`));
    expect([...shapes].every((shape) => /^(400|404) /.test(shape))).toBe(true);
    expect(answers[0]?.statusCode).toBe(404);
    expect((await api.as(admin).get(real)).statusCode).toBe(200);
  });
});
