import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ChatMessage, ChatSummary } from '../../../shared/schemas/chat.ts';
import { chatMailNotices, chatMessages, users } from '../../db/schema.ts';
import {
  type ChatParties,
  type ChatSocket,
  createChat,
  disconnected,
  request,
  testSockets,
} from '../../test/chat.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { lastMailTo, readOutbox, tokenFromMail } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true, listen: true });
const { api } = m;
const { socketOf } = testSockets(() => m.url);

const get = (path: string, user?: TestUser) => api.as(user).get(path);

/** Writes messages straight to the table, a second apart, oldest first. */
async function seed(chat: ChatParties, contents: string[], from: 'employer' | 'jobseeker') {
  const sender = chat[from];
  const recipient = from === 'employer' ? chat.jobseeker : chat.employer;
  const base = Date.now() - 10 * 60_000;
  await m.database.db.insert(chatMessages).values(
    contents.map((content, i) => ({
      jobApplicationId: chat.applicationId,
      senderId: sender.id,
      recipientId: recipient.id,
      content,
      createdAt: new Date(base + i * 1000),
    })),
  );
}

/** Nobody has seen the user for longer than the presence window. */
const goneAway = (user: TestUser) => m.app.services.presence.forget(user.id);

describe('GET /api/chats', () => {
  it("lists the caller's Accepted applications with the other party, last message and unread count", async () => {
    const employer = await createEmployer(m.app);
    const first = await createChat(m.app, { admin: m.admin, employer, title: 'Bookkeeper' });
    const second = await createChat(m.app, { admin: m.admin, employer, title: 'Designer' });
    await createChat(m.app, { admin: m.admin, employer, decision: 'Pending' });
    await createChat(m.app, { admin: m.admin, employer, decision: 'Rejected' });
    await seed(first, ['Hi', 'Are you there?'], 'jobseeker');

    const list = (await get('/api/chats', employer)).json<ChatSummary[]>();
    // The chat with messages is the most recent activity? No: the second was accepted later
    // than the first's seeded messages (ten minutes ago), so it comes first.
    expect(list.map((c) => c.job_application_id)).toEqual([
      second.applicationId,
      first.applicationId,
    ]);
    expect(list[1]).toEqual({
      job_application_id: first.applicationId,
      job_post: { id: first.jobId, title: 'Bookkeeper' },
      other_user: {
        id: first.jobseeker.id,
        username: first.jobseeker.username,
        avatar: null,
        role: 'jobseeker',
        company_name: null,
        identity_verified: false,
      },
      last_message: expect.objectContaining({
        content: 'Are you there?',
        sender: { id: first.jobseeker.id, username: first.jobseeker.username },
        is_read: false,
      }),
      unread_count: 2,
      started_at: expect.any(String),
    });
    expect(list[0]).toMatchObject({ last_message: null, unread_count: 0 });

    const seekerList = (await get('/api/chats', first.jobseeker)).json<ChatSummary[]>();
    expect(seekerList).toEqual([
      expect.objectContaining({
        job_application_id: first.applicationId,
        other_user: {
          id: employer.id,
          username: employer.username,
          avatar: null,
          role: 'employer',
          company_name: null,
          identity_verified: false,
        },
        unread_count: 0,
      }),
    ]);

    // A new message moves its chat to the top.
    await m.database.db.insert(chatMessages).values({
      jobApplicationId: first.applicationId,
      senderId: employer.id,
      recipientId: first.jobseeker.id,
      content: 'Yes!',
    });
    const after = (await get('/api/chats', employer)).json<ChatSummary[]>();
    expect(after[0]).toMatchObject({
      job_application_id: first.applicationId,
      last_message: { content: 'Yes!' },
      unread_count: 2,
    });
  });

  it('is empty for a member without accepted applications', async () => {
    expect((await get('/api/chats', await createJobseeker(m.app))).json()).toEqual([]);
  });

  it("refuses admins with the spec's text and visitors with 401", async () => {
    const refused = await get('/api/chats', m.admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.messagesOnlyParties);
    expect((await get('/api/chats')).statusCode).toBe(401);
    expect((await get('/api/chats/unread-count', m.admin)).json().message).toBe(
      MESSAGES.messagesOnlyParties,
    );
  });
});

describe('GET /api/chats/:id/messages', () => {
  it('pages newest first, oldest first inside a page, with the total', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    await seed(chat, ['1', '2', '3', '4', '5'], 'employer');
    const page = (n: number) =>
      get(`/api/chats/${chat.applicationId}/messages?page=${n}&limit=2`, chat.jobseeker).then((r) =>
        r.json<{ total: number; data: ChatMessage[] }>(),
      );
    expect((await page(1)).data.map((m) => m.content)).toEqual(['4', '5']);
    expect((await page(2)).data.map((m) => m.content)).toEqual(['2', '3']);
    expect(await page(3)).toMatchObject({ total: 5, data: [{ content: '1' }] });
    expect(await page(4)).toEqual({ total: 5, data: [] });
    const all = (await get(`/api/chats/${chat.applicationId}/messages`, chat.employer)).json();
    expect(all.data).toHaveLength(5);
    // Reading the history is not opening the chat.
    expect((await get('/api/chats/unread-count', chat.jobseeker)).json()).toEqual({ count: 5 });
  });

  it('refuses strangers (403), undecided or rejected applications (403), missing ones (404)', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const stranger = await createJobseeker(m.app);
    const otherEmployer = await createEmployer(m.app);
    for (const user of [stranger, otherEmployer]) {
      const r = await get(`/api/chats/${chat.applicationId}/messages`, user);
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(MESSAGES.chatNotParty);
    }
    const pending = await createChat(m.app, { admin: m.admin, decision: 'Pending' });
    const r = await get(`/api/chats/${pending.applicationId}/messages`, pending.jobseeker);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MESSAGES.chatNotAccepted);
    const missing = await get('/api/chats/999999/messages', chat.jobseeker);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.applicationNotFound);
  });

  it.each([
    ['/api/chats/abc/messages', MESSAGES.applicationIdInvalid],
    ['/api/chats/0/messages', MESSAGES.applicationIdInvalid],
    ['/api/chats/1/messages?page=0', MESSAGES.pageInvalid],
    ['/api/chats/1/messages?page=x', MESSAGES.pageInvalid],
    ['/api/chats/1/messages?limit=0', MESSAGES.chatLimitInvalid],
    ['/api/chats/1/messages?limit=101', MESSAGES.chatLimitInvalid],
    ['/api/chats/1/messages?limit=2.5', MESSAGES.chatLimitInvalid],
  ])('answers 400 for %s', async (path, message) => {
    const user = await createJobseeker(m.app);
    const r = await get(path, user);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(message);
  });
});

describe('POST /api/chats/:id/read and GET /api/chats/unread-count', () => {
  it("marks only the caller's incoming messages of that chat and tells every tab", async () => {
    const employer = await createEmployer(m.app);
    const first = await createChat(m.app, { admin: m.admin, employer });
    const second = await createChat(m.app, { admin: m.admin, employer });
    await seed(first, ['a', 'b'], 'jobseeker');
    await seed(second, ['c'], 'jobseeker');
    await seed(first, ['mine'], 'employer');
    expect((await get('/api/chats/unread-count', employer)).json()).toEqual({ count: 3 });

    const tab = await socketOf(employer);
    const heard = new Promise((resolve) => tab.once('unreadCount', resolve));
    const marked = await api.as(employer).post(`/api/chats/${first.applicationId}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: 2, count: 1 });
    expect(await heard).toEqual({ count: 1 });
    // The jobseeker's unread message from the employer is untouched.
    expect((await get('/api/chats/unread-count', first.jobseeker)).json()).toEqual({ count: 1 });
    const again = await api.as(employer).post(`/api/chats/${first.applicationId}/read`);
    expect(again.json()).toEqual({ marked: 0, count: 1 });
  });

  it('refuses a stranger and a missing chat', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const stranger = await createEmployer(m.app);
    const r = await api.as(stranger).post(`/api/chats/${chat.applicationId}/read`);
    expect(r.statusCode).toBe(403);
    const missing = await api.as(stranger).post('/api/chats/999999/read');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/chat/:id', () => {
  it("pages every message of the job's chats, 10 by default, for admins only", async () => {
    const employer = await createEmployer(m.app);
    const first = await createChat(m.app, { admin: m.admin, employer });
    await seed(
      first,
      Array.from({ length: 12 }, (_, i) => `m${i + 1}`),
      'jobseeker',
    );
    const reply = await get(`/api/admin/chat/${first.jobId}`, m.admin);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ total: number; data: ChatMessage[] }>();
    expect(body.total).toBe(12);
    expect(body.data.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${i + 3}`),
    );
    expect(body.data[0]).toMatchObject({
      sender: { username: first.jobseeker.username },
      recipient: { username: employer.username },
      is_read: false,
    });
    const page2 = (await get(`/api/admin/chat/${first.jobId}?page=2`, m.admin)).json();
    expect(page2.data.map((m: ChatMessage) => m.content)).toEqual(['m1', 'm2']);
    // Reading as an admin marks nothing read.
    expect((await get('/api/chats/unread-count', employer)).json()).toEqual({ count: 12 });

    for (const user of [employer, first.jobseeker]) {
      const refused = await get(`/api/admin/chat/${first.jobId}`, user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.onlyForAdmins);
    }
    expect((await get(`/api/admin/chat/${first.jobId}`)).statusCode).toBe(401);
  });

  it('answers an empty page for a job without messages, 404 and 400 otherwise', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    expect((await get(`/api/admin/chat/${chat.jobId}`, m.admin)).json()).toEqual({
      total: 0,
      data: [],
    });
    const missing = await get('/api/admin/chat/999999', m.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.jobNotFound);
    const bad = await get('/api/admin/chat/nope', m.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.jobIdInvalid);
    const badLimit = await get(`/api/admin/chat/${chat.jobId}?limit=500`, m.admin);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toContain(MESSAGES.chatLimitInvalid);
  });
});

describe('GET /api/users/:id/online', () => {
  it('is true with an open socket or a recent request, false otherwise', async () => {
    const viewer = await createEmployer(m.app);
    const member = await createJobseeker(m.app);
    const online = async () => (await get(`/api/users/${member.id}/online`, viewer)).json();
    // Registration just made authenticated requests.
    expect(await online()).toEqual({ isOnline: true });
    await goneAway(member);
    expect(await online()).toEqual({ isOnline: false });

    const socket = await socketOf(member);
    await expect.poll(online).toEqual({ isOnline: true });
    // Leaving counts as being seen: online for the rest of the window.
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await online()).toEqual({ isOnline: true });
    await goneAway(member);
    expect(await online()).toEqual({ isOnline: false });

    await get('/api/profile', member);
    expect(await online()).toEqual({ isOnline: true });
  });

  it('is false for a blocked member, 404 for a missing one, 400 for a bad id, 401 for visitors', async () => {
    const viewer = await createJobseeker(m.app);
    const member = await createEmployer(m.app);
    await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, member.id));
    expect((await get(`/api/users/${member.id}/online`, viewer)).json()).toEqual({
      isOnline: false,
    });
    const missing = await get('/api/users/999999/online', viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.userNotFound);
    const bad = await get('/api/users/abc/online', viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidUserId);
    expect((await get(`/api/users/${member.id}/online`)).statusCode).toBe(401);
  });
});

describe('the offline e-mail', () => {
  const mailsAbout = async (to: TestUser) =>
    (await readOutbox(m.app, m.dataDir)).filter(
      (m) => m.to.includes(to.email) && /^New message from/.test(m.subject),
    );

  it('mails an offline recipient once per conversation per hour', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const sender = await socketOf(chat.employer);
    await goneAway(chat.jobseeker);
    for (const content of ['First', 'Second', 'Third']) {
      const ack = await request(sender, 'sendMessage', {
        jobApplicationId: chat.applicationId,
        content,
      });
      expect(ack.ok).toBe(true);
    }
    const mails = await mailsAbout(chat.jobseeker);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(chat.employer.username);
    expect(mails[0]?.text).toContain('http://localhost:3000/messages');
    // Message content stays out of the mail.
    expect(mails[0]?.text).not.toContain('First');

    // An hour later the next message mails again.
    await m.database.db
      .update(chatMailNotices)
      .set({ lastMailedAt: sql`now() - interval '61 minutes'` })
      .where(
        and(
          eq(chatMailNotices.jobApplicationId, chat.applicationId),
          eq(chatMailNotices.recipientId, chat.jobseeker.id),
        ),
      );
    await request(sender, 'sendMessage', { jobApplicationId: chat.applicationId, content: 'Hi' });
    expect(await mailsAbout(chat.jobseeker)).toHaveLength(2);
  });

  it('does not mail a recipient who is online, and counts conversations separately', async () => {
    const employer = await createEmployer(m.app);
    const first = await createChat(m.app, { admin: m.admin, employer });
    const second = await createChat(m.app, { admin: m.admin, employer });
    const sender = await socketOf(employer);
    // first.jobseeker has a socket open; second.jobseeker has gone away.
    await socketOf(first.jobseeker);
    await goneAway(second.jobseeker);
    await request(sender, 'sendMessage', { jobApplicationId: first.applicationId, content: 'a' });
    await request(sender, 'sendMessage', { jobApplicationId: second.applicationId, content: 'b' });
    expect(await mailsAbout(first.jobseeker)).toHaveLength(0);
    expect(await mailsAbout(second.jobseeker)).toHaveLength(1);
  });

  it('decides the hourly rule atomically: ten concurrent messages, one mail', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const senders = await Promise.all(Array.from({ length: 2 }, () => socketOf(chat.jobseeker)));
    await goneAway(chat.employer);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(senders[i % 2] as ChatSocket, 'sendMessage', {
          jobApplicationId: chat.applicationId,
          content: `burst ${i}`,
        }),
      ),
    );
    expect(await mailsAbout(chat.employer)).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('ends every socket of the account when the new password is set', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const sockets = [await socketOf(chat.jobseeker), await socketOf(chat.jobseeker)];
    const requested = await api.visitor.post('/api/auth/forgot-password', {
      email: chat.jobseeker.email,
    });
    expect(requested.statusCode).toBe(200);
    const mail = await lastMailTo(m.app, m.dataDir, chat.jobseeker.email, /reset/i);
    const token = tokenFromMail(mail, '/reset-password/confirm');
    const gone = sockets.map((s) => disconnected(s));
    const reset = await api.visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'Quiet-Harbour-Bells-5',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
