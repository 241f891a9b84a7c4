import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, chatMessages, complaints } from '../db/schema.ts';
import { createChat, listen, openSocket, request } from '../test/chat.ts';
import { authHeader, createJobseeker } from '../test/factories.ts';
import { marketplace } from '../test/marketplace.ts';
import {
  containsLoneSurrogate,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  storableText,
  textProblem,
} from './text-guard.ts';

/**
 * Text that is not well-formed Unicode (a lone UTF-16 surrogate, `"\udfff"` in JSON) is refused
 * everywhere with 400, as NUL is; and the audit log can store whatever an action's details hold
 * (docs/decisions/023-security-hardening.md). Before, such a category name or complaint comment
 * made the admin action succeed while its audit entry failed to be written (jsonb refuses it).
 */

const m = marketplace({ admin: true });
const { api } = m;

const auditRows = async (action: string) =>
  (await m.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]
    ?.n ?? 0;

const json = (token: string, method: 'POST' | 'PUT', url: string, raw: string) =>
  m.app.inject({
    method,
    url,
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    payload: raw,
  });

describe('the text guard', () => {
  it('finds lone surrogates, high and low, in values, keys and nested lists', () => {
    for (const value of [
      '\uD800',
      'a\uDFFFb',
      'x\uD83D',
      '\uDE00y',
      { name: 'ok', nested: [['fine', 'bad \uDBFF']] },
      { 'key \uDC00': 'value' },
      [{ deep: { deeper: ['\uD800'] } }],
    ]) {
      expect(containsLoneSurrogate(value), JSON.stringify(value)).toBe(true);
      expect(textProblem(value)).toBe(LONE_SURROGATE_MESSAGE);
    }
  });

  it('accepts well-formed text: pairs (emoji), marks and plain text', () => {
    for (const value of [
      '🦄👩‍👩‍👧‍👦',
      '\uD83E\uDD84',
      '\u202E\u200F',
      'e\u0301',
      { '🦄': ['ok'] },
      42,
      null,
    ]) {
      expect(containsLoneSurrogate(value), JSON.stringify(value)).toBe(false);
      expect(textProblem(value)).toBeNull();
    }
  });

  it('NUL keeps its own message', () => {
    expect(textProblem({ a: 'x\u0000\uD800' })).toBe(NUL_MESSAGE);
  });

  it('makes any value storable: lone surrogates and NUL become U+FFFD, pairs stay', () => {
    expect(storableText({ 'k\uDC00': ['a\uD800', 'b\u0000', '🦄', 1, null, true] })).toEqual({
      'k\uFFFD': ['a\uFFFD', 'b\uFFFD', '🦄', 1, null, true],
    });
  });
});

describe('a lone surrogate in a request', () => {
  it('in a category name: 400 with the message; no category and no audit entry', async () => {
    const categoriesBefore = (await m.database.db.select({ n: count() }).from(categories))[0]?.n;
    const auditBefore = await auditRows('category.create');
    for (const raw of [
      '{"name":"Book\\udfffkeeping"}',
      '{"name":"\\ud800"}',
      '{"name":"Bookkeeping","\\udfff":1}',
    ]) {
      const response = await json(m.admin.token, 'POST', '/api/categories', raw);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json().message).toBe(LONE_SURROGATE_MESSAGE);
    }
    expect((await m.database.db.select({ n: count() }).from(categories))[0]?.n).toBe(
      categoriesBefore,
    );
    expect(await auditRows('category.create')).toBe(auditBefore);
  });

  it('in a complaint resolution comment: 400; the complaint stays Pending, no audit entry', async () => {
    const parties = await createChat(m.app, { admin: m.admin });
    const filed = await api.as(parties.jobseeker).post('/api/complaints', {
      type: 'job_post',
      id: parties.jobId,
      reason: 'Looks like a scam.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json<{ id: number }>().id;
    const auditBefore = await auditRows('complaint.resolve');
    for (const comment of ['Handled \\udfff.', '\\ud800', 'x\\ud83d']) {
      const response = await json(
        m.admin.token,
        'POST',
        `/api/admin/complaints/${id}/resolve`,
        `{"status":"Resolved","comment":"${comment}"}`,
      );
      expect(response.statusCode, comment).toBe(400);
      expect(response.json().message).toBe(LONE_SURROGATE_MESSAGE);
    }
    const [row] = await m.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row?.status).toBe('Pending');
    expect(row?.resolutionComment).toBeNull();
    expect(await auditRows('complaint.resolve')).toBe(auditBefore);

    // The same call with well-formed text (an emoji is a surrogate pair) goes through, audited.
    const ok = await json(
      m.admin.token,
      'POST',
      `/api/admin/complaints/${id}/resolve`,
      '{"status":"Resolved","comment":"Handled \\ud83e\\udd84."}',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await auditRows('complaint.resolve')).toBe(auditBefore + 1);
  });

  it('in a nested list, and in a key of a nested object the schema drops', async () => {
    const jobseeker = await createJobseeker(m.app);
    for (const raw of [
      '{"skills":["Zendesk","Excel \\udc00"]}',
      '{"skills":["Zendesk"],"extra":[{"\\udbff":true}]}',
    ]) {
      const profile = await json(jobseeker.token, 'PUT', '/api/profile', raw);
      expect(profile.statusCode, raw).toBe(400);
      expect(profile.json().message).toBe(LONE_SURROGATE_MESSAGE);
    }
  });

  it('over the socket: sendMessage with a lone surrogate is refused and stores nothing', async () => {
    const parties = await createChat(m.app, { admin: m.admin });
    const url = await listen(m.app);
    const socket = await openSocket(url, parties.jobseeker.token);
    try {
      for (const content of ['Hello \uDFFF', '\uD800', 'x\uD83D']) {
        const reply = await request(socket, 'sendMessage', {
          jobApplicationId: parties.applicationId,
          content,
        });
        expect(reply).toMatchObject({
          ok: false,
          error: { statusCode: 400, message: LONE_SURROGATE_MESSAGE },
        });
      }
      const stored = await m.database.db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.jobApplicationId, parties.applicationId));
      expect(stored[0]?.n).toBe(0);
      const fine = await request(socket, 'sendMessage', {
        jobApplicationId: parties.applicationId,
        content: 'Hello 🦄',
      });
      expect(fine.ok).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe('the audit log', () => {
  it('writes an entry whatever text its details hold (lone surrogates, NUL, in keys too)', async () => {
    await m.app.services.audit.record({
      actor: { id: m.admin.id, username: m.admin.username },
      action: 'test.unstorable',
      targetType: 'category',
      targetId: '7\uD800',
      details: { name: 'Book\uDFFFkeeping', 'k\uD800': ['a\u0000b', '🦄'] },
      ip: '127.0.0.1',
    });
    const [row] = await m.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'test.unstorable'));
    expect(row?.details).toEqual({ name: 'Book\uFFFDkeeping', 'k\uFFFD': ['a\uFFFDb', '🦄'] });
    expect(row?.targetId).toBe('7\uFFFD');
  });
});
