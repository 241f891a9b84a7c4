import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { type ActivityPage, NO_REASON_GIVEN } from '../../../shared/schemas/activity.ts';
import { chatMessages, signIns } from '../../db/schema.ts';
import { IP } from '../../test/addresses.ts';
import { type ChatParties, createChat } from '../../test/chat.ts';
import {
  authHeader,
  createEmployer,
  createJobseeker,
  STRONG_PASSWORD,
  type TestUser,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';
import { SIGN_INS_KEPT } from './service.ts';

// Behind a trusted proxy, as a deployment with TRUST_PROXY runs: X-Forwarded-For says who.
const m = marketplace({ admin: true }, { config: { trustProxy: true } });
const { api } = m;

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function activityOf(user: TestUser | string, query = ''): Promise<ActivityPage> {
  const reply = await api.as(user).get(`/api/profile/activity${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ActivityPage>();
}

const adminLines = (page: ActivityPage) =>
  page.data.filter((item) => item.kind === 'admin').map(({ what, reason }) => ({ what, reason }));

async function loginFrom(user: TestUser, headers: Record<string, string>) {
  const reply = await m.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: user.email, password: user.password },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ accessToken: string }>().accessToken;
}

async function uploadIdentity(user: TestUser): Promise<string> {
  const upload = multipart({
    files: [{ field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() }],
  });
  const reply = await m.app.inject({
    method: 'POST',
    url: '/api/profile/upload-identity',
    payload: upload.payload,
    headers: { ...upload.headers, ...authHeader(user.token) },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ identity_document: string }>().identity_document;
}

/** Messages straight into the table, oldest first, each a second apart. */
async function seed(chat: ChatParties, contents: string[]) {
  const base = Date.now() - 60_000;
  await m.database.db.insert(chatMessages).values(
    contents.map((content, i) => ({
      jobApplicationId: chat.applicationId,
      senderId: i % 2 === 0 ? chat.jobseeker.id : chat.employer.id,
      recipientId: i % 2 === 0 ? chat.employer.id : chat.jobseeker.id,
      content,
      createdAt: new Date(base + i * 1000),
    })),
  );
}

describe('GET /api/profile/activity', () => {
  it('refuses visitors and bad paging', async () => {
    const visitor = await api.visitor.get('/api/profile/activity');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.loginRequired);
    const seeker = await createJobseeker(m.app);
    const tooMany = await api.as(seeker).get('/api/profile/activity?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(MESSAGES.activityLimitInvalid);
    const page0 = await api.as(seeker).get('/api/profile/activity?page=0');
    expect(page0.statusCode).toBe(400);
    expect(page0.json().message).toContain(MESSAGES.pageInvalid);
  });

  it('lists sign-ins with country, device and address, and marks the current session', async () => {
    const seeker = await createJobseeker(m.app);
    const fromLondon = await loginFrom(seeker, {
      'x-forwarded-for': IP.gbHome,
      'user-agent': CHROME_ON_WINDOWS,
    });
    const fromPhone = await loginFrom(seeker, {
      'x-forwarded-for': IP.usHome,
      'user-agent': SAFARI_ON_IOS,
    });
    const page = await activityOf(fromLondon);
    expect(page.total).toBe(3);
    expect(
      page.data.map(({ what, country, device, ip, is_current, reason }) => ({
        what,
        country,
        device,
        ip,
        is_current,
        reason,
      })),
    ).toEqual([
      {
        what: 'Signed in with your password',
        country: 'United States',
        device: 'Safari on iOS',
        ip: IP.usHome,
        is_current: false,
        reason: null,
      },
      {
        what: 'Signed in with your password',
        country: 'United Kingdom',
        device: 'Chrome on Windows',
        ip: IP.gbHome,
        is_current: true,
        reason: null,
      },
      // The sign-up came from the test machine itself: no country, no browser.
      {
        what: 'Created the account and signed in',
        country: null,
        device: null,
        ip: '127.0.0.1',
        is_current: false,
        reason: null,
      },
    ]);
    const fromThePhone = await activityOf(fromPhone);
    expect(fromThePhone.data.map((item) => item.is_current)).toEqual([true, false, false]);
    // Nobody else's sign-ins.
    const other = await createJobseeker(m.app);
    expect((await activityOf(other)).total).toBe(1);
  });

  it(`keeps the newest ${SIGN_INS_KEPT} sign-ins of an account`, async () => {
    const seeker = await createJobseeker(m.app);
    const long = Date.now() - 86_400_000;
    await m.database.db.insert(signIns).values(
      Array.from({ length: SIGN_INS_KEPT + 5 }, (_, i) => ({
        userId: seeker.id,
        method: 'password' as const,
        ip: IP.usHome2,
        jti: `old-${i}`,
        at: new Date(long + i * 1000),
      })),
    );
    await loginFrom(seeker, { 'x-forwarded-for': IP.gbHome });
    const [row] = await m.database.db
      .select({ n: count() })
      .from(signIns)
      .where(eq(signIns.userId, seeker.id));
    expect(row?.n).toBe(SIGN_INS_KEPT);
    const page = await activityOf(seeker, '?limit=1');
    expect(page.total).toBe(SIGN_INS_KEPT);
    expect(page.data[0]?.country).toBe('United Kingdom');
  });

  it("shows the owner an admin's opening of their identity document with the reason, to no one else", async () => {
    const seeker = await createJobseeker(m.app);
    const bystander = await createJobseeker(m.app);
    const document = await uploadIdentity(seeker);
    const url = `/api/${document.replace(/^\/api\//, '').replace(/^\//, '')}`;
    const withReason = await api
      .as(m.admin)
      .get(url, { query: { reason: '  Checking the name on the ID  ' } });
    expect(withReason.statusCode, withReason.body).toBe(200);
    const withoutReason = await api.as(m.admin).get(url);
    expect(withoutReason.statusCode).toBe(200);
    // The owner's own look is not an admin action.
    expect((await api.as(seeker).get(url)).statusCode).toBe(200);

    expect(adminLines(await activityOf(seeker))).toEqual([
      { what: 'An administrator opened your identity document', reason: NO_REASON_GIVEN },
      {
        what: 'An administrator opened your identity document',
        reason: 'Checking the name on the ID',
      },
    ]);
    expect(adminLines(await activityOf(bystander))).toEqual([]);
    expect(adminLines(await activityOf(m.admin))).toEqual([]);
    // The admin's name is not shown.
    expect(JSON.stringify(await activityOf(seeker))).not.toContain(m.admin.username);
  });

  it('refuses a reason longer than 200 characters, and records nothing', async () => {
    const seeker = await createJobseeker(m.app);
    const document = await uploadIdentity(seeker);
    const url = `/api/${document.replace(/^\/api\//, '').replace(/^\//, '')}`;
    const tooLong = await api.as(m.admin).get(url, { query: { reason: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(MESSAGES.adminReasonTooLong);
    const block = await api.as(m.admin).post(`/api/admin/users/${seeker.id}/block`, undefined, {
      query: { reason: 'y'.repeat(201) },
    });
    expect(block.statusCode).toBe(400);
    expect(block.json().message).toContain(MESSAGES.adminReasonTooLong);
    expect(adminLines(await activityOf(seeker))).toEqual([]);
  });

  it('shows a chat reading to both parties of the messages read, with the reason', async () => {
    const employer = await createEmployer(m.app);
    const chat = await createChat(m.app, {
      admin: m.admin,
      employer,
      title: 'Night shift support',
    });
    const elsewhere = await createChat(m.app, { admin: m.admin });
    await seed(chat, ['Hello', 'Hi, welcome aboard']);
    await seed(elsewhere, ['Another chat']);
    const read = await api
      .as(m.admin)
      .get(`/api/admin/chat/${chat.jobId}`, { query: { reason: 'Report of a payment request' } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().total).toBe(2);
    const expected = [
      {
        what: 'An administrator read your chat messages on the job “Night shift support”',
        reason: 'Report of a payment request',
      },
    ];
    expect(adminLines(await activityOf(chat.jobseeker))).toEqual(expected);
    expect(adminLines(await activityOf(employer))).toEqual(expected);
    expect(adminLines(await activityOf(elsewhere.jobseeker))).toEqual([]);
    expect(adminLines(await activityOf(elsewhere.employer))).toEqual([]);
    // A page with no messages read no one's chat.
    const empty = await createChat(m.app, { admin: m.admin });
    await api.as(m.admin).get(`/api/admin/chat/${empty.jobId}`);
    expect(adminLines(await activityOf(empty.jobseeker))).toEqual([]);
  });

  it('shows password reset, block, unblock and identity decisions with reasons or "no reason given"', async () => {
    const seeker = await createJobseeker(m.app);
    const bystander = await createJobseeker(m.app);
    await uploadIdentity(seeker);
    const admin = api.as(m.admin);
    // One after another: each call must land before the next.
    const calls = [
      () => admin.post(`/api/admin/profile/${seeker.id}/verify-identity`, { verify: true }),
      () =>
        admin.post(
          `/api/admin/profile/${seeker.id}/verify-identity`,
          { verify: false },
          { query: { reason: 'The photo is unreadable' } },
        ),
      () =>
        admin.post(
          `/api/admin/users/${seeker.id}/reset-password`,
          { newPassword: 'Quiet-Harbour-Lamp-2031' },
          { query: { reason: 'Asked by phone, caller verified' } },
        ),
      () =>
        admin.post(`/api/admin/users/${seeker.id}/block`, undefined, {
          query: { reason: 'Spam reports' },
        }),
      () => admin.post(`/api/admin/users/${seeker.id}/unblock`),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const token = await loginFrom({ ...seeker, password: 'Quiet-Harbour-Lamp-2031' }, {});
    expect(adminLines(await activityOf(token))).toEqual([
      { what: 'An administrator unblocked your account', reason: NO_REASON_GIVEN },
      { what: 'An administrator blocked your account', reason: 'Spam reports' },
      {
        what: 'An administrator reset your password and signed you out everywhere',
        reason: 'Asked by phone, caller verified',
      },
      {
        what: 'An administrator rejected your identity document',
        reason: 'The photo is unreadable',
      },
      { what: 'An administrator verified your identity', reason: NO_REASON_GIVEN },
    ]);
    expect(adminLines(await activityOf(bystander))).toEqual([]);
    // The audit log keeps the reason in the entry's details too.
    const entries = (await m.auditLog(`?action=user.block&target_id=${seeker.id}`)).entries;
    expect(entries[0]?.details).toEqual({ reason: 'Spam reports' });
  });

  it('pages newest first', async () => {
    const seeker = await createJobseeker(m.app);
    for (const reason of ['first', 'second', 'third']) {
      const reply = await api
        .as(m.admin)
        .post(`/api/admin/users/${seeker.id}/unblock`, undefined, { query: { reason } });
      expect(reply.statusCode).toBe(200);
    }
    const page1 = await activityOf(seeker, '?limit=2');
    const page2 = await activityOf(seeker, '?limit=2&page=2');
    expect(page1.total).toBe(4);
    expect(page1.data.map((item) => item.reason)).toEqual(['third', 'second']);
    // The sign-up is the oldest line.
    expect(page2.data.map((item) => item.reason ?? item.kind)).toEqual(['first', 'sign_in']);
    expect((await activityOf(seeker, '?limit=2&page=3')).data).toEqual([]);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of the caller, this one included, and is listed in the activity', async () => {
    const seeker = await createJobseeker(m.app);
    const other = await loginFrom(seeker, {});
    const bystander = await createJobseeker(m.app);
    const reply = await api.as(seeker).post('/api/auth/sign-out-everywhere');
    expect(reply.statusCode, reply.body).toBe(204);
    for (const token of [seeker.token, other]) {
      const refused = await api.as(token).get('/api/profile');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.sessionInvalid);
    }
    // Other people's sessions go on.
    expect((await api.as(bystander).get('/api/profile')).statusCode).toBe(200);
    const again = await loginFrom({ ...seeker, password: STRONG_PASSWORD }, {});
    const page = await activityOf(again);
    expect(page.data[0]).toMatchObject({ kind: 'sign_in', is_current: true });
    expect(page.data[1]).toMatchObject({
      kind: 'account',
      what: 'You signed out everywhere',
      reason: null,
    });
    expect((await activityOf(bystander)).data.map((item) => item.kind)).toEqual(['sign_in']);
  });

  it('refuses visitors', async () => {
    const reply = await api.visitor.post('/api/auth/sign-out-everywhere');
    expect(reply.statusCode).toBe(401);
  });
});
