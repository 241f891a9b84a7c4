import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Feedback } from '../../../shared/schemas/admin-content.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { FEEDBACK_PER_HOUR } from './service.ts';

const m = marketplace({ admin: true, employers: 1, jobseekers: 1 });
const { api } = m;

const send = (user: TestUser | null, payload: unknown) =>
  api.as(user).post('/api/feedback', payload as object);

const list = (query = '') => api.as(m.admin).get(`/api/feedback${query}`);

describe('POST /api/feedback', () => {
  it('stores a logged-in user’s message, trimmed, and answers 201 with it', async () => {
    const response = await send(m.jobseeker, {
      message: '  The search could remember my filters.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      message: 'The search could remember my filters.',
      created_at: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
  });

  it('is open to every role but not to visitors', async () => {
    expect((await send(m.employer, { message: 'Posting a job was easy.' })).statusCode).toBe(201);
    expect((await send(m.admin, { message: 'Note to the team.' })).statusCode).toBe(201);
    const visitor = await send(null, { message: 'Hello' });
    expect(visitor.statusCode).toBe(401);
  });

  it.each([
    ['an empty message', { message: '' }, MESSAGES.feedbackEmpty],
    ['a blank message', { message: ' \n\t ' }, MESSAGES.feedbackEmpty],
    ['no message', {}, MESSAGES.feedbackEmpty],
    ['a message that is not text', { message: 42 }, MESSAGES.feedbackEmpty],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, MESSAGES.feedbackTooLong],
  ])('refuses %s with a clear message', async (_, payload, message) => {
    const response = await send(m.jobseeker, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`message: ${message}`);
  });

  it('accepts exactly 5,000 characters', async () => {
    expect((await send(m.jobseeker, { message: 'y'.repeat(5000) })).statusCode).toBe(201);
  });

  it(`allows ${FEEDBACK_PER_HOUR} messages a user per hour, then answers 429`, async () => {
    const sender = await createJobseeker(m.app);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await send(sender, { message: `Idea ${i}` })).statusCode).toBe(201);
    }
    const refused = await send(sender, { message: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyFeedback);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not affected.
    expect((await send(m.employer, { message: 'Still works for me.' })).statusCode).toBe(201);
  });
});

describe('GET /api/feedback (admins)', () => {
  it('lists every message newest first with its author, paged, with the full count', async () => {
    await send(m.jobseeker, { message: 'Newest message from the jobseeker' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    const rows = response.json<Feedback[]>();
    const total = Number(response.headers['x-total-count']);
    expect(total).toBe(rows.length);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      message: 'Newest message from the jobseeker',
      user: { username: m.jobseeker.username },
      created_at: expect.any(String),
    });
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await list('?page=2&limit=2');
    expect(second.json<Feedback[]>().map((r) => r.id)).toEqual(ids.slice(2, 4));
    expect(Number(second.headers['x-total-count'])).toBe(total);
  });

  it("keeps feedback of a deleted account, without an author ('Unknown')", async () => {
    const leaving = await createEmployer(m.app);
    await send(leaving, { message: 'Thanks, I found my assistant.' });
    const deleted = await api.as(leaving).delete('/api/profile');
    expect(deleted.statusCode).toBe(204);
    const rows = (await list()).json<Feedback[]>();
    const kept = rows.find((r) => r.message === 'Thanks, I found my assistant.');
    expect(kept?.user).toBeNull();
  });

  it('validates paging', async () => {
    const response = await list('?limit=501');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`limit: ${MESSAGES.adminLimitInvalid}`);
    expect((await list('?page=0')).json().message).toBe(`page: ${MESSAGES.pageInvalid}`);
  });

  it('is for admins only', async () => {
    const asSeeker = await api.as(m.jobseeker).get('/api/feedback');
    expect(asSeeker.statusCode).toBe(403);
    expect((await api.visitor.get('/api/feedback')).statusCode).toBe(401);
  });
});
