import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { securityHeaders } from './plugins/security.ts';
import { createTestApp } from './test/context.ts';
import { marketplace } from './test/marketplace.ts';

const webDir = mkdtempSync(path.join(tmpdir(), 'tb-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><title>TalentBridge</title><div id="root"></div>',
);
writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
// The build writes compressed copies beside its text assets (scripts/vite-precompress.ts).
const bigScript = `export const words = ${JSON.stringify('marketplace '.repeat(500))};`;
writeFileSync(path.join(webDir, 'assets', 'big-abc123.js'), bigScript);
writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript));
writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.gz'), gzipSync(bigScript));
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const m = marketplace(
  {},
  { webDistDir: webDir, config: { corsOrigins: ['https://partner.example.com'] } },
);
const { api } = m;

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await m.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await m.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('readiness answers 503 when the database is gone', async () => {
    const { app, database } = await createTestApp({ ready: false });
    try {
      await database.close();
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('web app serving', () => {
  it.each(['/', '/login', '/role-selection', '/register/employer'])(
    'serves the app at %s',
    async (url) => {
      const response = await m.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the app with status 404 on unknown pages, so its not-found page shows', async () => {
    const response = await m.app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets for a year and other files briefly', async () => {
    const asset = await m.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await m.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("serves the build's compressed copies to browsers that accept them", async () => {
    const br = await api
      .as(null, { 'accept-encoding': 'gzip, deflate, br' })
      .get('/assets/big-abc123.js');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gz = await api.as(null, { 'accept-encoding': 'gzip' }).get('/assets/big-abc123.js');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await api
      .as(null, { 'accept-encoding': 'identity' })
      .get('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('answers unknown API routes and missing files with a JSON 404, never the app', async () => {
    for (const url of [
      '/api/nope',
      '/api',
      '/socket.io/x',
      '/assets/index-old.css',
      '/missing.png',
    ]) {
      const response = await m.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
      });
    }
    const post = await api.visitor.post('/login');
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('Not Found');
  });

  it('explains how to build the app when it is not built', async () => {
    const other = await createTestApp({ webDistDir: path.join(webDir, 'missing') });
    try {
      const response = await other.app.inject('/login');
      expect(response.body).toContain('npm run build');
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict Content Security Policy and the usual hardening headers', async () => {
    const response = await m.app.inject('/login');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same headers on API replies, errors and unknown routes', async () => {
    const expected = securityHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-frame-options',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
      ]),
    );
    for (const url of ['/api/health', '/api/job-posts?page=0', '/api/no-such-route', '/login']) {
      const response = await m.app.inject(url);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('gives each request an id, echoing a caller-supplied one', async () => {
    const fresh = await m.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api.as(null, { 'x-request-id': 'trace-42' }).get('/api/health');
    expect(given.headers['x-request-id']).toBe('trace-42');
  });
});

describe('CORS', () => {
  it('allows configured origins with the headers the API needs', async () => {
    const response = await m.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'https://partner.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-fingerprint',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-fingerprint'])
      expect(allowed).toContain(header);
    const simple = await api.as(null, { origin: 'https://partner.example.com' }).get('/api/health');
    expect(String(simple.headers['access-control-expose-headers'])).toContain('X-Total-Count');
  });

  it('does not allow other origins', async () => {
    const response = await api.as(null, { origin: 'https://evil.example.net' }).get('/api/health');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /api/docs', async () => {
    const spec = (await m.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/profile',
      '/api/health',
      '/api/job-applications',
      '/api/reviews',
      '/api/talents',
      '/api/admin/settings/application-limit',
      '/api/chats',
      '/api/chats/{id}/messages',
      '/api/users/{id}/online',
      '/api/admin/chat/{id}',
    ]) {
      expect(Object.keys(spec.paths)).toContain(route);
    }
    // Query schemas with defaults and blank-as-absent values still document their parameters.
    const talentParams = spec.paths['/api/talents'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(talentParams).toEqual(
      expect.arrayContaining(['skills', 'experience', 'rating', 'timezone', 'category_id', 'page']),
    );
    const register = spec.paths['/api/auth/register'].post;
    expect(JSON.stringify(register.requestBody)).toContain('jobseeker');
    const ui = await m.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https:|swagger\.io|upgrade-insecure-requests|unsafe-/);
  });
});

describe('errors', () => {
  it('answers failures with { statusCode, error, message } and never leaks internals', async () => {
    const { app, database } = await createTestApp({ ready: false });
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('SELECT password_hash FROM users WHERE id = 1 failed');
    });
    try {
      const response = await app.inject('/api/test/boom');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: MESSAGES.internalError,
        code: 'INTERNAL',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses to start with an API route that declares no access rule', async () => {
    const { app, database } = await createTestApp({ ready: false });
    try {
      expect(() => app.get('/api/test/forgotten', async () => 'oops')).toThrow(
        /declares no access rule/,
      );
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers an oversized body with 413 and a message', async () => {
    const response = await api
      .as(null, { 'content-type': 'application/json' })
      .post(
        '/api/auth/login',
        JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
      );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('limits request rates per client and says so', async () => {
    const limited = await createTestApp({ requestsPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.app.inject('/api/profile')).statusCode).toBe(401);
      const over = await limited.app.inject('/api/profile');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyRequests });
      // Health checks are never limited: load balancers poll them.
      expect((await limited.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
