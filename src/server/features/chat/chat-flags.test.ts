import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminUser, RiskScoreReply } from '../../../shared/schemas/admin-users.ts';
import type { ChatHistoryPage, ChatMessage } from '../../../shared/schemas/chat.ts';
import { FLAGGED_MESSAGES_REVIEW_THRESHOLD } from '../../../shared/schemas/content-flags.ts';
import type { FindingKind } from '../../../shared/trust/detector.ts';
import { chatMessages } from '../../db/schema.ts';
import {
  type ChatParties,
  createChat,
  next,
  nextHistory,
  request,
  testSockets,
} from '../../test/chat.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/**
 * Chat messages the scam detector flags (docs/decisions/046): delivered with their `flags`, the
 * sender's risk score raised, and the admin's review queue for several within a day.
 */
const m = marketplace({ admin: true, listen: true });
const { api } = m;
const { socketOf } = testSockets(() => m.url);

/** The journey's message: it asks for a fee, by gift card, and gives a Telegram handle. */
const SCAM = 'Pay the $50 training fee by gift card and message me on telegram @hr_fast';
const CLEAN = 'Hello, when can I start?';

/** One text per kind of finding, each of that kind only. */
const EXAMPLE: Record<FindingKind, string> = {
  contact_info: 'Email me at hr.fast@example.com',
  upfront_payment: 'Please pay the $50 registration fee before you start.',
  payment_method: 'Send it by gift card or bitcoin.',
  off_platform: "Let's continue this on WhatsApp instead.",
};
const ONE_OF_EACH = Object.entries(EXAMPLE) as [FindingKind, string][];

const kinds = (message: ChatMessage) => message.flags.map((f) => f.kind).sort();

async function send(sender: TestUser, chat: ChatParties, content: string, clientId?: string) {
  const socket = await socketOf(sender);
  const ack = await request(socket, 'sendMessage', {
    jobApplicationId: chat.applicationId,
    content,
    ...(clientId ? { clientId } : {}),
  });
  expect(ack.ok, JSON.stringify(ack)).toBe(true);
  return ack.message as ChatMessage;
}

const riskOf = async (user: TestUser) => {
  const reply = await api.as(m.admin).get(`/api/admin/users/${user.id}/risk-score`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RiskScoreReply>();
};

const queue = async () => {
  const reply = await api.as(m.admin).get('/api/admin/users?review=flagged-messages&limit=100');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AdminUser[]>();
};

/** Moves a stored message back in time, as if it had been sent `hours` ago. */
const age = (message: ChatMessage, hours: number) =>
  m.database.db
    .update(chatMessages)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(chatMessages.id, message.id));

describe('flags on chat messages', () => {
  it('delivers a flagged message with its findings to both parties; a clean one has []', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const seeker = await socketOf(chat.jobseeker);
    const toSeeker = next(seeker, 'newMessage');
    const sent = await send(chat.employer, chat, SCAM);
    const received = await toSeeker;
    expect(received).toEqual(sent);
    expect(kinds(received)).toEqual(['contact_info', 'payment_method', 'upfront_payment']);
    for (const finding of received.flags) {
      // The excerpt is the sentence; the match marks words inside it.
      expect(SCAM).toContain(finding.excerpt);
      expect(finding.match.start).toBeGreaterThanOrEqual(0);
      expect(finding.match.end).toBeGreaterThan(finding.match.start);
      expect(finding.match.end).toBeLessThanOrEqual(finding.excerpt.length);
    }
    const toSeekerAgain = next(seeker, 'newMessage');
    expect((await send(chat.employer, chat, CLEAN)).flags).toEqual([]);
    expect((await toSeekerAgain).flags).toEqual([]);
  });

  it.each(ONE_OF_EACH)('finds %s and nothing else in its example', async (kind, text) => {
    const chat = await createChat(m.app, { admin: m.admin });
    const message = await send(chat.jobseeker, chat, text);
    expect(kinds(message)).toEqual([kind]);
  });

  it('carries the flags in chatHistory, the history call and the admin chat call', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    await send(chat.employer, chat, SCAM);
    await send(chat.jobseeker, chat, CLEAN);
    const expectFlags = (messages: ChatMessage[]) =>
      expect(messages.map((message) => message.flags.length > 0)).toEqual([true, false]);

    const seeker = await socketOf(chat.jobseeker);
    const history = nextHistory(seeker);
    await request(seeker, 'joinChat', { jobApplicationId: chat.applicationId });
    expectFlags((await history).messages);

    const page = await api.as(chat.jobseeker).get(`/api/chats/${chat.applicationId}/messages`);
    expect(page.statusCode).toBe(200);
    expectFlags(page.json<ChatHistoryPage>().data);

    const admin = await api.as(m.admin).get(`/api/admin/chat/${chat.jobId}`);
    expect(admin.statusCode).toBe(200);
    expectFlags(admin.json<ChatHistoryPage>().data);
  });
});

describe("the sender's risk score", () => {
  it('rises 10 per flagged message, up to 40, and not for clean ones or resends', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    expect(await riskOf(chat.employer)).toMatchObject({
      riskScore: 0,
      details: { flaggedMessages: 0 },
    });
    await send(chat.employer, chat, CLEAN);
    expect((await riskOf(chat.employer)).riskScore).toBe(0);

    await send(chat.employer, chat, SCAM, 'resend-1');
    // The same clientId again (a resend after a reconnect) is the same message.
    await send(chat.employer, chat, SCAM, 'resend-1');
    expect(await riskOf(chat.employer)).toMatchObject({
      riskScore: 10,
      details: { flaggedMessages: 1 },
      flaggedMessagesRecent: 1,
    });
    for (const text of ONE_OF_EACH.map(([, t]) => t)) await send(chat.employer, chat, text);
    expect(await riskOf(chat.employer)).toMatchObject({
      riskScore: 40,
      details: { flaggedMessages: 5, duplicateIp: false },
      flaggedMessagesRecent: 5,
    });
    // The recipient wrote nothing flagged.
    expect((await riskOf(chat.jobseeker)).riskScore).toBe(0);
  });

  it('keeps the flagged messages in the score when the sender logs in again', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    await send(chat.jobseeker, chat, SCAM);
    const login = await api.visitor.post('/api/auth/login', {
      email: chat.jobseeker.email,
      password: chat.jobseeker.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await riskOf(chat.jobseeker)).toMatchObject({
      riskScore: 10,
      details: { flaggedMessages: 1, duplicateIp: false, proxyDetected: false },
    });
  });
});

describe('the review queue (GET /api/admin/users?review=flagged-messages)', () => {
  it('takes the sender in at the third flagged message within 24 hours, not the second', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const inQueue = async () => (await queue()).find((row) => row.id === chat.employer.id);
    await send(chat.employer, chat, SCAM);
    await send(chat.employer, chat, CLEAN);
    await send(chat.employer, chat, EXAMPLE.contact_info);
    expect(FLAGGED_MESSAGES_REVIEW_THRESHOLD).toBe(3);
    expect(await inQueue()).toBeUndefined();
    await send(chat.employer, chat, EXAMPLE.upfront_payment);
    expect(await inQueue()).toMatchObject({
      id: chat.employer.id,
      username: chat.employer.username,
      flagged_messages_recent: 3,
    });
    // The other party, who wrote nothing flagged, is not in it.
    expect((await queue()).some((row) => row.id === chat.jobseeker.id)).toBe(false);
  });

  it('counts a rolling 24 hours: a message 23 h 59 min old counts, one 24 h 1 min old does not', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const inQueue = async () => (await queue()).find((row) => row.id === chat.jobseeker.id);
    const first = await send(chat.jobseeker, chat, SCAM);
    await send(chat.jobseeker, chat, SCAM);
    await send(chat.jobseeker, chat, SCAM);
    await age(first, 24 - 1 / 60);
    expect((await inQueue())?.flagged_messages_recent).toBe(3);
    await age(first, 24 + 1 / 60);
    expect(await inQueue()).toBeUndefined();
    // Older messages still count toward the score.
    expect(await riskOf(chat.jobseeker)).toMatchObject({
      riskScore: 30,
      details: { flaggedMessages: 3 },
      flaggedMessagesRecent: 2,
    });
  });

  it('lists the most flagged first with the full count, and blocking takes a person off', async () => {
    const fewer = await createChat(m.app, { admin: m.admin });
    const more = await createChat(m.app, { admin: m.admin });
    for (let i = 0; i < 3; i++) await send(fewer.employer, fewer, SCAM);
    for (let i = 0; i < 4; i++) await send(more.employer, more, SCAM);
    const rows = await queue();
    const at = (id: number) => rows.findIndex((row) => row.id === id);
    expect(at(more.employer.id)).toBeGreaterThanOrEqual(0);
    expect(at(more.employer.id)).toBeLessThan(at(fewer.employer.id));
    const first = await api.as(m.admin).get('/api/admin/users?review=flagged-messages&limit=1');
    expect(first.json()).toHaveLength(1);
    expect(Number(first.headers['x-total-count'])).toBe(rows.length);

    const blocked = await api.as(m.admin).post(`/api/admin/users/${fewer.employer.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await queue()).some((row) => row.id === fewer.employer.id)).toBe(false);
  });

  it('answers 400 with the reason for an unknown review value; other lists carry no count', async () => {
    const wrong = await api.as(m.admin).get('/api/admin/users?review=everyone');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(MESSAGES.userReviewFilterInvalid);
    const all = await api.as(m.admin).get('/api/admin/users');
    expect(all.json<AdminUser[]>().every((row) => !('flagged_messages_recent' in row))).toBe(true);
  });
});

describe('GET /api/admin/users/:id/flagged-messages', () => {
  it("lists the person's flagged messages, newest first, with their flags, and is audited", async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    await send(chat.employer, chat, EXAMPLE.contact_info);
    await send(chat.employer, chat, CLEAN);
    await send(chat.employer, chat, EXAMPLE.off_platform);
    const reply = await api
      .as(m.admin)
      .get(`/api/admin/users/${chat.employer.id}/flagged-messages`);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json<ChatHistoryPage>();
    expect(page.total).toBe(2);
    expect(page.data.map((message) => message.flags.map((f) => f.kind))).toEqual([
      ['off_platform'],
      ['contact_info'],
    ]);
    const limited = await api
      .as(m.admin)
      .get(`/api/admin/users/${chat.employer.id}/flagged-messages?limit=1&page=2`);
    expect(limited.json<ChatHistoryPage>().data.map((message) => message.content)).toEqual([
      EXAMPLE.contact_info,
    ]);
    const audit = await m.auditLog(`?action=chat.read_flagged&target_id=${chat.employer.id}`);
    expect(audit.total).toBe(2);

    // Both people in the messages read it in their account activity, with the reason given
    // (docs/decisions/048).
    await api
      .as(m.admin)
      .get(`/api/admin/users/${chat.employer.id}/flagged-messages?reason=Queue%20review`);
    for (const person of [chat.employer, chat.jobseeker]) {
      const activity = await api.as(person).get('/api/profile/activity');
      const lines = activity
        .json<{ data: { what: string; reason: string | null }[] }>()
        .data.filter((item) => item.what.includes('scam checks flagged'))
        .map((item) => item.reason);
      expect(lines).toEqual(['Queue review', 'no reason given', 'no reason given']);
    }
  });

  it('answers 404 for an unknown person and 400 for a malformed id or limit', async () => {
    const unknown = await api.as(m.admin).get('/api/admin/users/99999999/flagged-messages');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.userNotFound);
    expect((await api.as(m.admin).get('/api/admin/users/abc/flagged-messages')).statusCode).toBe(
      400,
    );
    const chat = await createChat(m.app, { admin: m.admin });
    expect(
      (await api.as(m.admin).get(`/api/admin/users/${chat.employer.id}/flagged-messages?limit=0`))
        .statusCode,
    ).toBe(400);
  });

  it('is for admins only: the parties themselves are refused', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    await send(chat.employer, chat, SCAM);
    const url = `/api/admin/users/${chat.employer.id}/flagged-messages`;
    expect((await api.visitor.get(url)).statusCode).toBe(401);
    expect((await api.as(chat.employer).get(url)).statusCode).toBe(403);
    expect((await api.as(chat.jobseeker).get(url)).statusCode).toBe(403);
    const queueAsMember = await api
      .as(chat.employer)
      .get('/api/admin/users?review=flagged-messages');
    expect(queueAsMember.statusCode).toBe(403);
  });
});
