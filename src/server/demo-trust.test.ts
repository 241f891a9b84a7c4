/** The trust and safety part of the demo data (scripts/demo-trust.ts, `npm run demo`). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/demo-data.ts';
import { DEMO_PASSWORD } from '../../scripts/demo-people.ts';
import { DEMO_BLOCKED_COUNTRIES } from '../../scripts/demo-trust.ts';
import type { AdminUser, BlockedCountry, RiskScoreReply } from '../shared/schemas/admin-users.ts';
import { client } from './test/client.ts';
import { createTestApp, type TestApp } from './test/context.ts';
import { login } from './test/factories.ts';

let t: TestApp;
const api = client(() => t.app);
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.app.services.storage);
  adminToken = await login(t.app, 'demo.admin@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => api.as(adminToken).get(`/api/${url}`);

describe('demo trust and safety data', () => {
  it('blocks a country, once however often the demo is loaded', async () => {
    expect((await seedDemo(t.database.db, t.app.services.storage)).created).toBe(false);
    const countries = (await get('admin/blocked-countries')).json<BlockedCountry[]>();
    expect(countries.map((c) => c.countryCode)).toEqual(DEMO_BLOCKED_COUNTRIES);
  });

  it('gives members varied risk scores whose details match what they share', async () => {
    const members = (await get('admin/users?limit=500'))
      .json<AdminUser[]>()
      .filter((u) => u.role !== 'admin');
    const scores = new Map(members.map((u) => [u.username, u.risk_score]));
    expect(scores.get('maria_santos')).toBe(25);
    expect(scores.get('joydelacruz')).toBe(25);
    expect(scores.get('nikola_seo')).toBe(30);
    expect(scores.get('oksana.k')).toBe(45);
    expect(scores.get('diegoedits')).toBe(70);
    expect(scores.get('lucas.ferreira')).toBe(75);
    expect(scores.get('dwhitaker')).toBe(0);
    expect(new Set(scores.values()).size).toBeGreaterThanOrEqual(6);
    const lucas = members.find((u) => u.username === 'lucas.ferreira');
    const risk = (await get(`admin/users/${lucas?.id}/risk-score`)).json<RiskScoreReply>();
    const oksana = members.find((u) => u.username === 'oksana.k');
    expect(risk).toEqual({
      userId: lucas?.id,
      riskScore: 75,
      details: {
        duplicateIp: false,
        proxyDetected: true,
        duplicateFingerprint: true,
        // Ours: the demo's texts are clean (docs/decisions/046).
        flaggedMessages: 0,
        flaggedCoverLetters: 0,
        flaggedProfile: false,
      },
      profileFindings: [],
      flaggedMessagesRecent: 0,
      linkedAccounts: [
        {
          id: oksana?.id,
          username: 'oksana.k',
          isBlocked: false,
          via: 'fingerprint',
          firstSeenAt: expect.any(String),
        },
      ],
    });
  });
});
