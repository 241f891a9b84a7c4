import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createTestApp } from './test/context.ts';

/** The general API rate limit and its setting, REQUESTS_PER_MINUTE (docs/security.md). */
describe('REQUESTS_PER_MINUTE', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tb-rate-'));

  it('defaults to 600 and takes a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requestsPerMinute).toBe(600);
    expect(
      loadConfig({ DATA_DIR: dataDir(), REQUESTS_PER_MINUTE: '100000' }).requestsPerMinute,
    ).toBe(100_000);
    for (const bad of ['0', 'lots', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), REQUESTS_PER_MINUTE: bad })).toThrow(
        ConfigError,
      );
    }
  });

  it('answers 429 with a message and Retry-After past the limit, for the API only', async () => {
    const t = await createTestApp({ requestsPerMinute: 5 });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(
          200,
        );
      }
      const limited = await t.app.inject({ method: 'GET', url: '/api/categories' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Logging in is limited too: brute force meets this limit before the per-e-mail one.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'x'.repeat(12) },
      });
      expect(login.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
