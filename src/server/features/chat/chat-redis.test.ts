import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  createChat,
  disconnected,
  next,
  nextHistory,
  request,
  twoInstances,
} from '../../test/chat.ts';
import { authHeader, createJobseeker } from '../../test/factories.ts';

/**
 * Two server instances on one database, joined by Redis (docs/decisions/016). Runs when
 * REDIS_URL is set, as .ci/run does for the API suite.
 */
// Needs a Redis server: runs in .ci/run's PostgreSQL + Redis pass (REDIS_URL), skipped without it.
describe.runIf(process.env.REDIS_URL)('two instances joined by Redis', () => {
  const { pair, on } = twoInstances();

  it('delivers a message sent on one instance to a party connected to the other', async () => {
    const chat = await createChat(pair.a.app);
    const employer = await on(pair.urlA, chat.employer.token);
    const seeker = await on(pair.urlB, chat.jobseeker.token);
    const arrivedA = next(employer, 'newMessage');
    const countA = next(employer, 'unreadCount');
    const sent = await request(seeker, 'sendMessage', {
      jobApplicationId: chat.applicationId,
      content: 'Sent through instance B',
    });
    expect(sent.ok).toBe(true);
    expect(await arrivedA).toMatchObject({
      content: 'Sent through instance B',
      sender_id: chat.jobseeker.id,
    });
    expect(await countA).toEqual({ count: 1 });

    const arrivedB = next(seeker, 'newMessage');
    await request(employer, 'sendMessage', {
      jobApplicationId: chat.applicationId,
      content: 'And back through A',
    });
    expect(await arrivedB).toMatchObject({ content: 'And back through A' });

    // Opening the chat on B: chatHistoryMeta, then the bare array of both, oldest first.
    const history = nextHistory(seeker);
    await request(seeker, 'joinChat', { jobApplicationId: chat.applicationId });
    const { jobApplicationId, total, messages } = await history;
    expect({ jobApplicationId, total }).toEqual({ jobApplicationId: chat.applicationId, total: 2 });
    expect(messages.map((m) => m.content)).toEqual([
      'Sent through instance B',
      'And back through A',
    ]);
  });

  it('shares presence: a socket on B makes the user online for A', async () => {
    const viewer = await createJobseeker(pair.a.app);
    const member = await createJobseeker(pair.a.app);
    await pair.a.app.services.presence.forget(member.id);
    const online = async () =>
      (
        await pair.a.app.inject({
          url: `/api/users/${member.id}/online`,
          headers: authHeader(viewer.token),
        })
      ).json();
    expect(await online()).toEqual({ isOnline: false });
    const socket = await on(pair.urlB, member.token);
    await expect.poll(online).toEqual({ isOnline: true });
    socket.disconnect();
    // Leaving counts as being seen; once B has handled the disconnect, forget the user.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await online()).toEqual({ isOnline: true });
    await pair.b.app.services.presence.forget(member.id);
    expect(await online()).toEqual({ isOnline: false });
  });

  it('shares the rate limit and ends sockets on every instance', async () => {
    const chat = await createChat(pair.a.app);
    const onA = await on(pair.urlA, chat.jobseeker.token);
    const onB = await on(pair.urlB, chat.jobseeker.token);
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        request(i % 2 === 0 ? onA : onB, 'sendMessage', {
          jobApplicationId: chat.applicationId,
          content: `m${i}`,
        }),
      ),
    );
    expect(replies.filter((r) => r.ok)).toHaveLength(20);
    expect(replies.filter((r) => r.error?.message === MESSAGES.tooManyMessages)).toHaveLength(4);

    const gone = [disconnected(onA), disconnected(onB)];
    await pair.a.app.services.realtime.disconnectUser(chat.jobseeker.id);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
