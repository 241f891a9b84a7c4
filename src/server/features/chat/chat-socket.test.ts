import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_JOIN_HISTORY_SIZE } from '../../../shared/chat.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { chatMessages, users } from '../../db/schema.ts';
import {
  type ChatSocket,
  collect,
  connected,
  createChat,
  disconnected,
  next,
  nextHistory,
  openSocket,
  request,
  testSockets,
} from '../../test/chat.ts';
import { TEST_JWT_SECRET } from '../../test/context.ts';
import { createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { createTokenSigner } from '../auth/tokens.ts';

const m = marketplace({ admin: true, listen: true });
const { api } = m;
const { socketOf, keep } = testSockets(() => m.url);

const storedIn = async (applicationId: number) =>
  m.database.db.select().from(chatMessages).where(eq(chatMessages.jobApplicationId, applicationId));

describe('joinChat and sendMessage between the two parties', () => {
  it('sends chatHistory on join and newMessage to every socket of both parties', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const employer = await socketOf(chat.employer);
    const seeker = await socketOf(chat.jobseeker);
    const seekerElsewhere = await socketOf(chat.jobseeker); // another tab, no chat open

    const history = nextHistory(seeker);
    expect(await request(seeker, 'joinChat', { jobApplicationId: chat.applicationId })).toEqual({
      ok: true,
      jobApplicationId: chat.applicationId,
      total: 0,
    });
    expect(await history).toEqual({ jobApplicationId: chat.applicationId, messages: [], total: 0 });

    const toEmployer = next(employer, 'newMessage');
    const toSeeker = next(seeker, 'newMessage');
    const toOtherTab = next(seekerElsewhere, 'newMessage');
    const ack = await request(seeker, 'sendMessage', {
      jobApplicationId: chat.applicationId,
      content: '  Hello, when can I start?  ',
    });
    const expected: ChatMessage = {
      id: expect.any(Number),
      job_application_id: chat.applicationId,
      sender_id: chat.jobseeker.id,
      recipient_id: chat.employer.id,
      sender: { id: chat.jobseeker.id, username: chat.jobseeker.username },
      recipient: { id: chat.employer.id, username: chat.employer.username },
      content: 'Hello, when can I start?',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_read: false,
      client_id: null,
      flags: [],
    };
    expect(ack).toEqual({ ok: true, message: expected });
    expect(await toEmployer).toEqual(expected);
    expect(await toSeeker).toEqual(expected);
    expect(await toOtherTab).toEqual(expected);
    expect(await storedIn(chat.applicationId)).toHaveLength(1);
  });

  it('sends chatHistory as a bare array of messages, oldest first, right after chatHistoryMeta', async () => {
    // The original web app sets its chat window to the chatHistory payload (docs/decisions/016).
    const chat = await createChat(m.app, { admin: m.admin });
    const base = Date.now() - 60_000;
    // Stored newest first: an order by id alone would come out the wrong way round.
    await m.database.db.insert(chatMessages).values(
      [3, 2, 1].map((n) => ({
        jobApplicationId: chat.applicationId,
        senderId: chat.employer.id,
        recipientId: chat.jobseeker.id,
        content: `message ${n}`,
        createdAt: new Date(base + n * 1000),
      })),
    );
    const seeker = await socketOf(chat.jobseeker);
    const events: { event: string; payload: unknown }[] = [];
    seeker.onAny((event: string, payload: unknown) => events.push({ event, payload }));
    // The acknowledgement comes after both events: socket.io keeps a socket's packets in order.
    expect(await request(seeker, 'joinChat', { jobApplicationId: chat.applicationId })).toEqual({
      ok: true,
      jobApplicationId: chat.applicationId,
      total: 3,
    });
    const at = events.findIndex((e) => e.event === 'chatHistory');
    expect(at).toBeGreaterThan(0);
    expect(events[at - 1]).toEqual({
      event: 'chatHistoryMeta',
      payload: { jobApplicationId: chat.applicationId, total: 3 },
    });
    const history = events[at]?.payload as ChatMessage[];
    expect(Array.isArray(history)).toBe(true);
    expect(history.map((m) => m.content)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(history.map((m) => Date.parse(m.created_at))).toEqual(
      [1, 2, 3].map((n) => base + n * 1000),
    );
    // Spec section 3's chat message, as in newMessage and the history calls.
    for (const message of history) {
      expect(Object.keys(message).sort()).toEqual([
        'client_id',
        'content',
        'created_at',
        'flags',
        'id',
        'is_read',
        'job_application_id',
        'recipient',
        'recipient_id',
        'sender',
        'sender_id',
      ]);
      expect(message).toMatchObject({
        id: expect.any(Number),
        job_application_id: chat.applicationId,
        sender_id: chat.employer.id,
        recipient_id: chat.jobseeker.id,
        sender: { id: chat.employer.id, username: chat.employer.username },
        recipient: { id: chat.jobseeker.id, username: chat.jobseeker.username },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
        is_read: true, // opening the chat read them
      });
    }
  });

  it('works without acknowledgements and with a token lacking "Bearer "', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const employer = await socketOf(chat.employer);
    const seeker = await socketOf(chat.jobseeker);
    const incoming = next(seeker, 'newMessage');
    employer.emit('sendMessage', { jobApplicationId: chat.applicationId, content: 'Welcome!' });
    expect(await incoming).toMatchObject({ content: 'Welcome!', sender_id: chat.employer.id });
    const history = nextHistory(employer);
    employer.emit('joinChat', { jobApplicationId: chat.applicationId });
    expect((await history).messages.map((m) => m.content)).toEqual(['Welcome!']);
  });

  it('gives the history oldest first, the latest 50 on join, and the rest by REST pages', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const base = Date.now() - 60 * 60_000;
    await m.database.db.insert(chatMessages).values(
      Array.from({ length: CHAT_JOIN_HISTORY_SIZE + 5 }, (_, i) => ({
        jobApplicationId: chat.applicationId,
        senderId: i % 2 === 0 ? chat.employer.id : chat.jobseeker.id,
        recipientId: i % 2 === 0 ? chat.jobseeker.id : chat.employer.id,
        content: `message ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const seeker = await socketOf(chat.jobseeker);
    const history = nextHistory(seeker);
    await request(seeker, 'joinChat', { jobApplicationId: chat.applicationId });
    const { messages, total } = await history;
    expect(total).toBe(55);
    expect(messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${i + 6}`),
    );
    const older = await api
      .as(chat.jobseeker)
      .get(`/api/chats/${chat.applicationId}/messages?page=2&limit=50`);
    expect(older.json().data.map((m: ChatMessage) => m.content)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i + 1}`),
    );
  });

  it('tells a connecting member their unread total', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const writer = await socketOf(chat.employer);
    await request(writer, 'sendMessage', { jobApplicationId: chat.applicationId, content: 'Hi' });
    const { socket, firstCount } = await connected(m.url, chat.jobseeker.token);
    keep(socket);
    const first = await firstCount;
    expect(first).toEqual({ count: 1 });
  });

  it('keeps messages unread until the recipient opens the chat, and counts them live', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const employer = await socketOf(chat.employer);
    const seeker = await socketOf(chat.jobseeker);
    const counts = collect(employer, 'unreadCount');
    for (const content of ['One', 'Two']) {
      const arrived = next(employer, 'newMessage');
      await request(seeker, 'sendMessage', { jobApplicationId: chat.applicationId, content });
      await arrived;
    }
    await expect.poll(() => counts.map((c) => c.count)).toEqual([1, 2]);
    const unread = () =>
      api
        .as(chat.employer)
        .get('/api/chats/unread-count')
        .then((r) => r.json());
    expect(await unread()).toEqual({ count: 2 });
    // The sender's own messages never count for the sender.
    expect((await api.as(chat.jobseeker).get('/api/chats/unread-count')).json()).toEqual({
      count: 0,
    });

    // Opening the chat reads it, and the badge hears of it.
    const history = nextHistory(employer);
    const cleared = next(employer, 'unreadCount');
    await request(employer, 'joinChat', { jobApplicationId: chat.applicationId });
    expect((await history).messages.map((m) => [m.content, m.is_read])).toEqual([
      ['One', true],
      ['Two', true],
    ]);
    expect(await cleared).toEqual({ count: 0 });
    expect(await unread()).toEqual({ count: 0 });
    const rows = await storedIn(chat.applicationId);
    expect(rows.every((r) => r.isRead && r.readAt instanceof Date)).toBe(true);
  });

  it('stores a resend with the same clientId once and answers the stored message', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const seeker = await socketOf(chat.jobseeker);
    const payload = {
      jobApplicationId: chat.applicationId,
      content: 'Sent twice after a reconnect',
      clientId: 'c-7f3a',
    };
    const first = await request(seeker, 'sendMessage', payload);
    const second = await request(seeker, 'sendMessage', payload);
    expect(first.ok && second.ok).toBe(true);
    expect(second.message).toEqual(first.message);
    expect((first.message as ChatMessage).client_id).toBe('c-7f3a');
    expect(await storedIn(chat.applicationId)).toHaveLength(1);
  });
});

/**
 * Starts listening for the end of the socket's session; the returned check expects the session
 * error with `message`, then the server's disconnect.
 */
function sessionEnd(socket: ChatSocket, ms?: number) {
  const error = next(socket, 'error', ms);
  const gone = disconnected(socket, ms);
  return async (message: string) => {
    expect(await error).toEqual({
      statusCode: 401,
      message,
      code: 'UNAUTHENTICATED',
      event: 'session',
    });
    expect(await gone).toBe('io server disconnect');
  };
}

describe('sessions that end take their sockets with them', () => {
  it('closes a socket when its token expires', async () => {
    const user = await createJobseeker(m.app);
    const { token } = await createTokenSigner(TEST_JWT_SECRET).sign({
      userId: user.id,
      role: 'jobseeker',
      ttlSeconds: 2,
    });
    const socket = await socketOf({ ...user, token });
    const ended = sessionEnd(socket, 5000);
    await ended(MESSAGES.sessionInvalid);
  });

  it('logout disconnects the sockets of that token only', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.jobseeker);
    const otherSession = await socketOf({
      ...chat.jobseeker,
      token: await loginAgain(chat.jobseeker),
    });
    const ended = sessionEnd(socket);
    const out = await api.as(chat.jobseeker).post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    await ended(MESSAGES.sessionEnded);
    expect(otherSession.connected).toBe(true);
  });

  it('account deletion disconnects every socket of the user and erases their messages', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const sockets = [await socketOf(chat.jobseeker), await socketOf(chat.jobseeker)];
    await request(sockets[0] as ChatSocket, 'sendMessage', {
      jobApplicationId: chat.applicationId,
      content: 'Bye',
    });
    const gone = sockets.map((s) => disconnected(s));
    const deleted = await api.as(chat.jobseeker).delete('/api/profile');
    expect(deleted.statusCode).toBe(204);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await storedIn(chat.applicationId)).toHaveLength(0);
  });

  it('disconnectUser (the admin block) cuts a blocked user at once; they cannot come back', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.employer);
    const gone = disconnected(socket);
    await m.database.db
      .update(users)
      .set({ isBlocked: true })
      .where(eq(users.id, chat.employer.id));
    await m.app.services.realtime.disconnectUser(chat.employer.id);
    expect(await gone).toBe('io server disconnect');
    await expect(openSocket(m.url, chat.employer.token)).rejects.toMatchObject({
      data: { statusCode: 403, message: MESSAGES.accountBlocked, code: 'ACCOUNT_BLOCKED' },
    });
  });
});

async function loginAgain(user: TestUser): Promise<string> {
  const response = await api.visitor.post('/api/auth/login', {
    email: user.email,
    password: user.password,
    rememberMe: false,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}
