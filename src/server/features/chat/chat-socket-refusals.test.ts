import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_RATE_LIMIT } from '../../../shared/chat.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { chatMessages, jobPosts } from '../../db/schema.ts';
import { type ChatSocket, createChat, next, request, testSockets } from '../../test/chat.ts';
import { createJobseeker } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true, listen: true });
const { socketOf } = testSockets(() => m.url);

const storedIn = async (applicationId: number) =>
  m.database.db.select().from(chatMessages).where(eq(chatMessages.jobApplicationId, applicationId));

describe('refusals arrive as error { statusCode, message }', () => {
  async function refusal(
    socket: ChatSocket,
    event: 'joinChat' | 'sendMessage',
    ...args: unknown[]
  ) {
    const error = next(socket, 'error');
    const ack = await request(socket, event, ...args);
    expect(ack.ok).toBe(false);
    const emitted = await error;
    expect(ack.error).toEqual(emitted);
    return emitted;
  }

  it('refuses a third user, admin included, on join and on send', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const stranger = await socketOf(await createJobseeker(m.app));
    const adminSocket = await socketOf(m.admin);
    for (const socket of [stranger, adminSocket]) {
      expect(await refusal(socket, 'joinChat', { jobApplicationId: chat.applicationId })).toEqual({
        statusCode: 403,
        message: MESSAGES.chatNotParty,
        code: 'FORBIDDEN',
        event: 'joinChat',
        jobApplicationId: chat.applicationId,
      });
      expect(
        await refusal(socket, 'sendMessage', {
          jobApplicationId: chat.applicationId,
          content: 'Let me in',
        }),
      ).toMatchObject({ statusCode: 403, message: MESSAGES.chatNotParty, event: 'sendMessage' });
    }
    expect(await storedIn(chat.applicationId)).toHaveLength(0);
  });

  it.each(['Pending', 'Rejected'] as const)(
    'refuses a %s application to both parties',
    async (decision) => {
      const chat = await createChat(m.app, { admin: m.admin, decision });
      for (const user of [chat.employer, chat.jobseeker]) {
        const socket = await socketOf(user);
        expect(
          await refusal(socket, 'joinChat', { jobApplicationId: chat.applicationId }),
        ).toMatchObject({ statusCode: 403, message: MESSAGES.chatNotAccepted });
        expect(
          await refusal(socket, 'sendMessage', {
            jobApplicationId: chat.applicationId,
            content: 'Hi',
          }),
        ).toMatchObject({ statusCode: 403, message: MESSAGES.chatNotAccepted });
      }
      expect(await storedIn(chat.applicationId)).toHaveLength(0);
    },
  );

  it('answers 404 for an application that does not exist', async () => {
    const socket = await socketOf(await createJobseeker(m.app));
    expect(await refusal(socket, 'joinChat', { jobApplicationId: 999_999 })).toMatchObject({
      statusCode: 404,
      message: MESSAGES.applicationNotFound,
    });
  });

  it('answers 404, storing nothing, when the chat went away after the socket opened it', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.jobseeker);
    await request(socket, 'joinChat', { jobApplicationId: chat.applicationId });
    await m.database.db.delete(jobPosts).where(eq(jobPosts.id, chat.jobId));
    expect(
      await refusal(socket, 'sendMessage', { jobApplicationId: chat.applicationId, content: 'Hi' }),
    ).toMatchObject({ statusCode: 404, message: MESSAGES.applicationNotFound });
    expect(await storedIn(chat.applicationId)).toHaveLength(0);
  });

  it('validates the content: empty, blank, over 5,000 characters; exactly 5,000 passes', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.jobseeker);
    const send = (content: unknown) =>
      refusal(socket, 'sendMessage', { jobApplicationId: chat.applicationId, content });
    expect(await send('')).toMatchObject({
      statusCode: 400,
      message: MESSAGES.messageEmpty,
      code: 'VALIDATION_FAILED',
      field: 'content',
    });
    expect(await send('   \n ')).toMatchObject({ statusCode: 400, message: MESSAGES.messageEmpty });
    expect(await send(undefined)).toMatchObject({
      statusCode: 400,
      message: MESSAGES.messageEmpty,
    });
    expect(await send(42)).toMatchObject({ statusCode: 400, message: MESSAGES.messageEmpty });
    expect(await send('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({
      statusCode: 400,
      message: MESSAGES.messageTooLong,
    });
    const ok = await request(socket, 'sendMessage', {
      jobApplicationId: chat.applicationId,
      content: 'x'.repeat(MESSAGE_MAX_LENGTH),
    });
    expect(ok.ok).toBe(true);
    expect(await storedIn(chat.applicationId)).toHaveLength(1);
  });

  it('refuses malformed payloads with 400 and keeps serving the socket', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.jobseeker);
    for (const payload of ['text', null, 17, [1, 2], true]) {
      expect(await refusal(socket, 'joinChat', payload)).toMatchObject({
        statusCode: 400,
        message: MESSAGES.chatEventInvalid,
        event: 'joinChat',
      });
      expect(await refusal(socket, 'sendMessage', payload)).toMatchObject({
        statusCode: 400,
        message: MESSAGES.chatEventInvalid,
        event: 'sendMessage',
      });
    }
    for (const id of ['abc', -1, 0, 1.5, 2 ** 31, {}]) {
      expect(await refusal(socket, 'joinChat', { jobApplicationId: id })).toMatchObject({
        statusCode: 400,
        message: MESSAGES.applicationIdInvalid,
      });
    }
    expect(
      await refusal(socket, 'sendMessage', {
        jobApplicationId: chat.applicationId,
        content: 'Hi',
        clientId: 'x'.repeat(65),
      }),
    ).toMatchObject({ statusCode: 400, message: MESSAGES.clientMessageIdInvalid });
    // No ack and no payload at all: an error event, no crash.
    const error = next(socket, 'error');
    (socket.emit as (event: string) => void)('sendMessage');
    expect(await error).toMatchObject({ statusCode: 400, message: MESSAGES.chatEventInvalid });
    // Still connected and serving.
    expect(
      (
        await request(socket, 'sendMessage', {
          jobApplicationId: chat.applicationId,
          content: 'Hi',
        })
      ).ok,
    ).toBe(true);
    expect(await storedIn(chat.applicationId)).toHaveLength(1);
  });

  it(`rate-limits a user to ${MESSAGE_RATE_LIMIT} messages per window with 429`, async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const socket = await socketOf(chat.jobseeker);
    const results = await Promise.all(
      Array.from({ length: MESSAGE_RATE_LIMIT + 3 }, (_, i) =>
        request(socket, 'sendMessage', {
          jobApplicationId: chat.applicationId,
          content: `m${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(MESSAGE_RATE_LIMIT);
    expect(results.filter((r) => !r.ok).map((r) => r.error)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          statusCode: 429,
          message: MESSAGES.tooManyMessages,
          code: 'RATE_LIMITED',
        }),
      ),
    );
    expect(await storedIn(chat.applicationId)).toHaveLength(MESSAGE_RATE_LIMIT);
  });
});
