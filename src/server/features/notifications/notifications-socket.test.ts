import { afterEach, describe, expect, it } from 'vitest';
import { type ChatSocket, next, openSocket } from '../../test/chat.ts';
import { marketplace } from '../../test/marketplace.ts';

/** The bell's live count (docs/decisions/052): pushed to every socket of the person. */
const m = marketplace({ admin: true, jobseekers: 1, job: true, listen: true });
const sockets: ChatSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('notificationCount', () => {
  it('reaches the employer when someone applies, and again when they read it', async () => {
    const employer = await m.register('employer');
    const job = await m.postJob({ title: 'Researcher' }, employer);
    const [first, second] = [
      await openSocket(m.url, employer.token),
      await openSocket(m.url, employer.token),
    ];
    if (!first || !second) throw new Error('two sockets expected');
    sockets.push(first, second);

    const pushed = Promise.all([
      next(first, 'notificationCount'),
      next(second, 'notificationCount'),
    ]);
    const applied = await m.api
      .as(m.jobseeker)
      .post('/api/job-applications', { job_post_id: job.id });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await pushed).toEqual([{ count: 1 }, { count: 1 }]);

    const cleared = next(first, 'notificationCount');
    expect((await m.api.as(employer).post('/api/notifications/read-all')).statusCode).toBe(200);
    expect(await cleared).toEqual({ count: 0 });
  });
});
