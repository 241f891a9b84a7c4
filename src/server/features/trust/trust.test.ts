import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AuditEntry } from '../../../shared/schemas/admin.ts';
import type { BlockedCountry, RiskScoreReply } from '../../../shared/schemas/admin-users.ts';
import { accountSignals, users } from '../../db/schema.ts';
import { IP } from '../../test/addresses.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJobseeker,
  login,
  STRONG_PASSWORD,
  uniqueName,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

// Behind a trusted proxy, as a deployment with TRUST_PROXY would run: X-Forwarded-For says who.
const m = marketplace(
  { admin: true },
  { config: { trustProxy: true, countryHeader: 'cf-ipcountry' } },
);
const { api } = m;

async function register(
  app: TestApp['app'],
  headers: Record<string, string>,
  role: 'jobseeker' | 'employer' = 'jobseeker',
) {
  const username = uniqueName(role);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { username, email: `${username}@example.com`, password: STRONG_PASSWORD, role },
  });
  return { response, username, email: `${username}@example.com` };
}

async function rowOf(email: string) {
  const [row] = await m.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function registered(app: TestApp['app'], headers: Record<string, string>) {
  const { response, email } = await register(app, headers);
  expect(response.statusCode, response.body).toBe(201);
  const row = await rowOf(email);
  if (!row) throw new Error('no user row');
  return row;
}

async function riskOf(id: number): Promise<RiskScoreReply> {
  const response = await api.as(m.admin).get(`/api/admin/users/${id}/risk-score`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RiskScoreReply>();
}

function addCountry(countryCode: unknown, token = m.admin.token) {
  return api
    .as(token)
    .post('/api/admin/blocked-countries', countryCode === undefined ? {} : { countryCode });
}

function removeCountry(code: string) {
  return api.as(m.admin).delete(`/api/admin/blocked-countries/${code}`);
}

describe('country at registration', () => {
  it('is stored from the client address a trusted proxy forwarded', async () => {
    expect((await registered(m.app, { 'x-forwarded-for': IP.gbHome })).country).toBe('GB');
    expect((await registered(m.app, { 'x-forwarded-for': IP.deHomeV6 })).country).toBe('DE');
    const row = await registered(m.app, { 'x-forwarded-for': IP.usHome });
    expect(row).toMatchObject({ country: 'US', registrationIp: IP.usHome });
  });

  it('comes from the configured country header first, any case; its unknown values do not count', async () => {
    const fromHeader = await registered(m.app, {
      'x-forwarded-for': IP.gbHome,
      'cf-ipcountry': 'ph',
    });
    expect(fromHeader.country).toBe('PH');
    // Cloudflare's XX (unknown) and T1 (Tor) are no country: the address decides.
    for (const value of ['XX', 'T1']) {
      const row = await registered(m.app, { 'x-forwarded-for': IP.gbHome, 'cf-ipcountry': value });
      expect(row.country).toBe('GB');
    }
  });

  it('is unknown (null) from a private or loopback address', async () => {
    expect((await registered(m.app, { 'x-forwarded-for': '10.1.2.3' })).country).toBeNull();
    expect((await registered(m.app, {})).country).toBeNull();
  });

  it('ignores a country header nobody configured and forwarded addresses nobody trusts', async () => {
    const plain = await createTestApp({ database: m.database, config: { trustProxy: false } });
    try {
      const { response, email } = await register(plain.app, {
        'x-forwarded-for': IP.gbHome,
        'cf-ipcountry': 'FR',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(await rowOf(email)).toMatchObject({ country: null, registrationIp: '127.0.0.1' });
    } finally {
      await plain.app.close();
    }
  });
});

describe('blocked countries', () => {
  it('refuse registration from a blocked country with 403, and allow it again once removed', async () => {
    const added = await addCountry('gb');
    expect(added.statusCode, added.body).toBe(201);
    const country = added.json<BlockedCountry>();
    expect(country).toEqual({
      id: expect.any(Number),
      countryCode: 'GB',
      created_at: expect.any(String),
    });

    const refused = await register(m.app, { 'x-forwarded-for': IP.gbHome });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Registration is not allowed from your country',
      code: 'COUNTRY_BLOCKED',
    });
    const none = await m.database.db.select().from(users).where(eq(users.email, refused.email));
    expect(none).toHaveLength(0);
    // The trusted country header is refused the same way.
    const byHeader = await register(m.app, { 'cf-ipcountry': 'GB' });
    expect(byHeader.response.statusCode).toBe(403);

    // Another country still registers.
    expect((await registered(m.app, { 'x-forwarded-for': IP.usHome })).country).toBe('US');
    // Logging in is not registration: members already there keep their access.
    const member = await createEmployer(m.app);
    const loggedIn = await api
      .as(null, { 'x-forwarded-for': IP.gbHome })
      .post('/api/auth/login', { email: member.email, password: member.password });
    expect(loggedIn.statusCode).toBe(200);

    expect((await removeCountry('gb')).statusCode).toBe(204);
    expect((await registered(m.app, { 'x-forwarded-for': IP.gbHome })).country).toBe('GB');
    const again = await removeCountry('GB');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.countryNotBlocked);
  });

  it('are listed by code with the full count, and a duplicate answers 409', async () => {
    for (const code of ['US', ' de ', 'Ph']) {
      expect((await addCountry(code)).statusCode).toBe(201);
    }
    const duplicate = await addCountry('us');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(MESSAGES.countryAlreadyBlocked);

    const list = await api.as(m.admin).get('/api/admin/blocked-countries');
    expect(list.statusCode).toBe(200);
    expect(list.json<BlockedCountry[]>().map((c) => c.countryCode)).toEqual(['DE', 'PH', 'US']);
    expect(list.headers['x-total-count']).toBe('3');
    const page = await api.as(m.admin).get('/api/admin/blocked-countries?limit=2&page=2');
    expect(page.json<BlockedCountry[]>().map((c) => c.countryCode)).toEqual(['US']);
    expect(page.headers['x-total-count']).toBe('3');
    for (const code of ['US', 'DE', 'PH']) expect((await removeCountry(code)).statusCode).toBe(204);
  });

  it('take only ISO 3166-1 alpha-2 codes, with the messages a person can act on', async () => {
    for (const empty of [undefined, '', '   ', null]) {
      const response = await addCountry(empty);
      expect(response.statusCode, String(empty)).toBe(400);
      expect(response.json().message).toBe('Please enter a country code.');
    }
    const noBody = await api.as(m.admin).post('/api/admin/blocked-countries');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(MESSAGES.countryCodeMissing);
    for (const wrong of ['UK', 'USA', 'E', 'ZZ', '12', 'U$']) {
      const response = await addCountry(wrong);
      expect(response.statusCode, wrong).toBe(400);
      expect(response.json().message).toBe(MESSAGES.countryCodeInvalid);
    }
    const badRemove = await removeCountry('ZZ');
    expect(badRemove.statusCode).toBe(400);
    expect(badRemove.json().message).toBe(MESSAGES.countryCodeInvalid);
  });

  it('are for admins only, and every change is in the audit log', async () => {
    for (const user of [await createJobseeker(m.app), await createEmployer(m.app)]) {
      expect((await addCountry('FR', user.token)).statusCode).toBe(403);
    }
    const visitor = await api.visitor.post('/api/admin/blocked-countries', { countryCode: 'FR' });
    expect(visitor.statusCode).toBe(401);

    expect((await addCountry(' fr')).statusCode).toBe(201);
    expect((await addCountry('FR')).statusCode).toBe(409);
    expect((await removeCountry('fr')).statusCode).toBe(204);
    const log = await api.as(m.admin).get('/api/admin/audit-log?target_type=blocked_country');
    const entries = log.json<AuditEntry[]>().filter((e) => JSON.stringify(e).includes('FR'));
    expect(entries.map((e) => [e.action, e.target_id, e.details])).toEqual([
      ['blocked_country.remove', 'FR', null],
      ['blocked_country.add', null, { countryCode: 'FR' }],
    ]);
  });
});

describe('risk score', () => {
  it('flags another account from the same address (not from the machine itself)', async () => {
    const first = await registered(m.app, { 'x-forwarded-for': IP.usHome2 });
    expect(await riskOf(first.id)).toEqual({
      userId: first.id,
      riskScore: 0,
      details: {
        duplicateIp: false,
        proxyDetected: false,
        duplicateFingerprint: false,
        // Ours: flagged writing (docs/decisions/046).
        flaggedMessages: 0,
        flaggedCoverLetters: 0,
        flaggedProfile: false,
      },
      linkedAccounts: [],
      profileFindings: [],
      flaggedMessagesRecent: 0,
    });
    const second = await registered(m.app, { 'x-forwarded-for': IP.usHome2 });
    expect(await riskOf(second.id)).toMatchObject({
      riskScore: 25,
      details: { duplicateIp: true, proxyDetected: false, duplicateFingerprint: false },
    });
    // Local scripts and tests all come from 127.0.0.1: no person is behind that.
    const local = [await registered(m.app, {}), await registered(m.app, {})];
    expect((await riskOf(local[1]?.id ?? 0)).details.duplicateIp).toBe(false);
  });

  it('flags another account that sent the same device fingerprint', async () => {
    const fingerprint = `fp-${uniqueName('device')}`;
    const one = await registered(m.app, { 'x-fingerprint': fingerprint });
    expect((await riskOf(one.id)).details.duplicateFingerprint).toBe(false);
    const two = await registered(m.app, { 'x-fingerprint': fingerprint });
    expect(await riskOf(two.id)).toMatchObject({
      riskScore: 45,
      details: { duplicateIp: false, proxyDetected: false, duplicateFingerprint: true },
    });
  });

  it('flags a data-centre or VPN network', async () => {
    const row = await registered(m.app, { 'x-forwarded-for': IP.doDatacentre });
    expect(await riskOf(row.id)).toMatchObject({
      riskScore: 30,
      details: { proxyDetected: true, duplicateIp: false },
    });
  });

  it('flags proxy headers nobody trusted, and an extra hop before the trusted proxy', async () => {
    const plain = await createTestApp({ database: m.database, config: { trustProxy: false } });
    const oneHop = await createTestApp({
      database: m.database,
      config: { trustProxy: ['127.0.0.1'] },
    });
    try {
      const proxied: Record<string, string>[] = [
        { via: '1.1 squid' },
        { forwarded: 'for=198.51.100.7' },
        { 'x-forwarded-for': IP.usHome },
      ];
      for (const headers of proxied) {
        const { response, email } = await register(plain.app, headers);
        expect(response.statusCode).toBe(201);
        expect((await rowOf(email))?.riskDetails, JSON.stringify(headers)).toMatchObject({
          proxyDetected: true,
        });
      }
      const direct = await register(plain.app, {});
      const directRow = await rowOf(direct.email);
      expect(directRow?.riskDetails).toMatchObject({ proxyDetected: false });

      // Our one proxy forwarded a chain: the address before the client is another proxy.
      const chained = await register(oneHop.app, {
        'x-forwarded-for': `203.0.113.9, ${IP.gbHome}`,
      });
      const chainedRow = await rowOf(chained.email);
      expect(chainedRow).toMatchObject({
        registrationIp: IP.gbHome,
        riskDetails: { proxyDetected: true },
      });
      const single = await register(oneHop.app, { 'x-forwarded-for': IP.gbHome, via: '1.1 lb' });
      const singleRow = await rowOf(single.email);
      expect(singleRow?.riskDetails).toMatchObject({ proxyDetected: false });
    } finally {
      await plain.app.close();
      await oneHop.app.close();
    }
  });

  it("adds up to 100 with everything; at a later login only the proxy signal is the new request's", async () => {
    const fingerprint = `fp-${uniqueName('shared')}`;
    await registered(m.app, { 'x-forwarded-for': IP.hetzner, 'x-fingerprint': fingerprint });
    const risky = await registered(m.app, {
      'x-forwarded-for': IP.hetzner,
      'x-fingerprint': fingerprint,
    });
    expect(await riskOf(risky.id)).toMatchObject({
      riskScore: 100,
      details: { duplicateIp: true, proxyDetected: true, duplicateFingerprint: true },
    });
    // The same person later logs in from a home line on a new device: the address and device
    // shared before stay on record (docs/decisions/018); the data-centre address was that visit's.
    const response = await api
      .as(null, { 'x-forwarded-for': '73.200.1.2', 'x-fingerprint': `fp-${uniqueName('own')}` })
      .post('/api/auth/login', { email: risky.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await riskOf(risky.id)).toMatchObject({
      riskScore: 70,
      details: { duplicateIp: true, proxyDetected: false, duplicateFingerprint: true },
    });
    const [row] = await m.database.db.select().from(users).where(eq(users.id, risky.id));
    expect(row).toMatchObject({ riskScore: 70, lastLoginIp: '73.200.1.2' });
  });

  it('keeps a shared device on record after both accounts log in without it, for both of them', async () => {
    const fingerprint = `fp-${uniqueName('kept')}`;
    const first = await registered(m.app, {
      'x-forwarded-for': '73.10.20.1',
      'x-fingerprint': fingerprint,
    });
    const second = await registered(m.app, {
      'x-forwarded-for': '73.10.20.2',
      'x-fingerprint': fingerprint,
    });
    // The spec's client sends x-fingerprint at registration only.
    for (const [account, ip] of [
      [first, '73.10.20.3'],
      [second, '73.10.20.4'],
    ] as const) {
      const response = await api
        .as(null, { 'x-forwarded-for': ip })
        .post('/api/auth/login', { email: account.email, password: STRONG_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const [account, linked] of [
      [first, second],
      [second, first],
    ] as const) {
      const risk = await riskOf(account.id);
      expect(risk).toMatchObject({
        riskScore: 45,
        details: { duplicateIp: false, proxyDetected: false, duplicateFingerprint: true },
        linkedAccounts: [
          { id: linked.id, username: linked.username, isBlocked: false, via: 'fingerprint' },
        ],
      });
      // Linked since the second account first sent the device's value.
      const since = Date.parse(risk.linkedAccounts[0]?.firstSeenAt ?? '');
      expect(since).toBeGreaterThanOrEqual(second.createdAt.getTime() - 1000);
      expect(since).toBeLessThanOrEqual(Date.now());
    }
    const [fromList] = (
      await api.as(m.admin).get(`/api/admin/users?search=${first.username}`)
    ).json<{ risk_score: number }[]>();
    expect(fromList?.risk_score).toBe(45);
  });

  it('flags the account that was first at an address as soon as another one shows up there, and lists who', async () => {
    const first = await registered(m.app, { 'x-forwarded-for': '73.10.30.1' });
    await api
      .as(null, { 'x-forwarded-for': '73.10.30.2' })
      .post('/api/auth/login', { email: first.email, password: STRONG_PASSWORD });
    expect((await riskOf(first.id)).details.duplicateIp).toBe(false);
    // Someone else signs up from the address the first account logged in from.
    const second = await registered(m.app, { 'x-forwarded-for': '73.10.30.2' });
    const risk = await riskOf(first.id);
    expect(risk).toMatchObject({
      riskScore: 25,
      details: { duplicateIp: true, proxyDetected: false, duplicateFingerprint: false },
      linkedAccounts: [{ id: second.id, username: second.username, via: 'ip' }],
    });
    // Seen again from elsewhere, the first account stays linked; a block shows in the list.
    await api
      .as(null, { 'x-forwarded-for': '73.10.30.3' })
      .post('/api/auth/login', { email: first.email, password: STRONG_PASSWORD });
    await api.as(m.admin).post(`/api/admin/users/${second.id}/block`);
    expect(await riskOf(first.id)).toMatchObject({
      riskScore: 25,
      details: { duplicateIp: true },
      linkedAccounts: [{ id: second.id, isBlocked: true, via: 'ip' }],
    });
    const seen = await m.database.db
      .select({ value: accountSignals.value })
      .from(accountSignals)
      .where(and(eq(accountSignals.userId, first.id), eq(accountSignals.kind, 'ip')))
      .orderBy(asc(accountSignals.value));
    expect(seen.map((row) => row.value)).toEqual(['73.10.30.1', '73.10.30.2', '73.10.30.3']);
  });

  it('is null for an account that never registered or logged in through the API', async () => {
    const [row] = await m.database.db
      .insert(users)
      .values({
        username: uniqueName('direct'),
        email: `${uniqueName('direct')}@example.com`,
        passwordHash: 'x',
        role: 'jobseeker',
      })
      .returning();
    expect(await riskOf(row?.id ?? 0)).toEqual({
      userId: row?.id,
      riskScore: null,
      details: {
        duplicateIp: false,
        proxyDetected: false,
        duplicateFingerprint: false,
        // Ours: flagged writing (docs/decisions/046).
        flaggedMessages: 0,
        flaggedCoverLetters: 0,
        flaggedProfile: false,
      },
      linkedAccounts: [],
      profileFindings: [],
      flaggedMessagesRecent: 0,
    });
  });

  it('admins log in and are assessed like anyone', async () => {
    const other = await createAdmin(m.app);
    const token = await login(m.app, other.email, other.password);
    expect(token).toBeTruthy();
    expect((await riskOf(other.id)).riskScore).toBe(0);
  });
});
