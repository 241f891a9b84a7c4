import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { idField, parseId } from '../../shared/schemas/numbers.ts';
import { users } from '../db/schema.ts';
import { type ChatParties, createChat, listen, openSocket, request } from '../test/chat.ts';
import { client } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/context.ts';
import { createJobseeker, JOB_DESCRIPTION } from '../test/factories.ts';

/**
 * Ids are decimal digits or JSON integers, nothing else (docs/decisions/023-security-hardening.md).
 * `z.coerce.number` read `0x10` as 16, `1e3` as 1000, `+6`, `6.0`, ` 6` and `6 ` as 6: a fuzzer
 * deleted the wrong users with such ids. Each is now a 400 with the field's existing message.
 */

/** Text that Number() reads as a number but that is not decimal digits, and plain bad ids. */
const LOOSE = ['0x10', '1e3', '+6', '6.0', ' 6', '6 ', '-1', '1.5', '0b11', '0o7', '١٢', '6\n'];
/** The same as body strings, plus the empty string. */
const LOOSE_IN_BODY = [...LOOSE, ''];

let t: TestApp;
const api = client(() => t.app);
let parties: ChatParties;

beforeAll(async () => {
  t = await createTestApp();
  parties = await createChat(t.app);
  // Enough accounts that 6 and 16 name real users, as in the fuzzer's run.
  for (let i = 0; i < 16; i++) await createJobseeker(t.app);
});
afterAll(async () => {
  await t?.close();
});

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

describe('the id reader', () => {
  it('takes JSON integers and decimal digits (leading zeros too), 1 to 2,147,483,647', () => {
    expect(parseId(6)).toBe(6);
    expect(parseId('6')).toBe(6);
    expect(parseId('06')).toBe(6);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const bad of [...LOOSE_IN_BODY, 0, -1, 1.5, '0', '2147483648', '9'.repeat(30), null]) {
      expect(parseId(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(idField('Bad id.').safeParse('0x10').error?.issues[0]?.message).toBe('Bad id.');
    expect(idField('Bad id.').safeParse('16').data).toBe(16);
  });
});

describe('a loose id answers 400 with the existing message', () => {
  it.each(LOOSE)('in a path: DELETE /api/admin/users/%j deletes no one', async (raw) => {
    const before = await userCount();
    const response = await api
      .as(parties.admin)
      .delete(`/api/admin/users/${encodeURIComponent(raw)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidUserId);
    expect(await userCount()).toBe(before);
  });

  it.each(LOOSE)('in a path: GET /api/job-posts/%j', async (raw) => {
    const response = await api.visitor.get(`/api/job-posts/${encodeURIComponent(raw)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(MESSAGES.jobIdInvalid);
  });

  it.each(LOOSE)('in a query: GET /api/job-posts?category_id=%j', async (raw) => {
    const response = await api.visitor.get(`/api/job-posts?category_id=${encodeURIComponent(raw)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`category_id: ${MESSAGES.jobCategoryInvalid}`);
  });

  it.each(LOOSE)('in a query: GET /api/admin/audit-log?actor_id=%j', async (raw) => {
    const response = await api
      .as(parties.admin)
      .get(`/api/admin/audit-log?actor_id=${encodeURIComponent(raw)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`actor_id: ${MESSAGES.idInvalid}`);
  });

  it.each(LOOSE_IN_BODY)('in a body: POST /api/reviews job_application_id %j', async (raw) => {
    const response = await api
      .as(parties.jobseeker)
      .post('/api/reviews', { job_application_id: raw, rating: 5, comment: 'Clear brief.' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`job_application_id: ${MESSAGES.applicationIdInvalid}`);
  });

  it.each(LOOSE_IN_BODY)('in a body: POST /api/job-posts category_id %j', async (raw) => {
    const response = await api.as(parties.employer).post('/api/job-posts', {
      title: 'Support assistant',
      description: JOB_DESCRIPTION,
      job_type: 'Part-time',
      salary: 12,
      category_id: raw,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`category_id: ${MESSAGES.jobCategoryInvalid}`);
  });

  it.each(LOOSE)('in a body: POST /api/complaints job_post_id %j', async (raw) => {
    const response = await api
      .as(parties.jobseeker)
      .post('/api/complaints', { job_post_id: raw, reason: 'Looks like a scam.' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(MESSAGES.complaintTargetIdInvalid);
  });

  it('in a socket event: joinChat with jobApplicationId "0x10" or " 6"', async () => {
    const socket = await openSocket(await listen(t.app), parties.jobseeker.token);
    try {
      for (const raw of ['0x10', ' 6', '1e3']) {
        const reply = await request(socket, 'joinChat', { jobApplicationId: raw });
        expect(reply).toMatchObject({
          ok: false,
          error: { statusCode: 400, message: MESSAGES.applicationIdInvalid },
        });
      }
      const ok = await request(socket, 'joinChat', {
        jobApplicationId: String(parties.applicationId),
      });
      expect(ok.ok).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe('normal ids and counts still work', () => {
  it('decimal digits, leading zeros included, and JSON integers', async () => {
    const path = await api.as(parties.employer).get(`/api/job-posts/0${parties.jobId}`);
    expect(path.statusCode, path.body).toBe(200);
    expect(path.json().id).toBe(parties.jobId);
    const review = await api.as(parties.jobseeker).post('/api/reviews', {
      job_application_id: String(parties.applicationId),
      rating: '4',
      comment: 'Good.',
    });
    expect(review.statusCode, review.body).toBe(201);
  });

  it('page and limit take decimal digits only, with their messages', async () => {
    expect((await api.visitor.get('/api/job-posts?page=2&limit=5')).statusCode).toBe(200);
    for (const [query, message] of [
      ['page=0x2', `page: ${MESSAGES.pageInvalid}`],
      ['page=%202', `page: ${MESSAGES.pageInvalid}`],
      ['limit=1e1', `limit: ${MESSAGES.limitInvalid}`],
      ['limit=5.0', `limit: ${MESSAGES.limitInvalid}`],
    ]) {
      const response = await api.visitor.get(`/api/job-posts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
