import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/schemas/admin.ts';
import { createChat } from '../../test/chat.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});

afterAll(async () => {
  await t.close();
});

async function auditLog(query = ''): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: authHeader(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    entries: response.json<AuditEntry[]>(),
    total: Number(response.headers['x-total-count']),
  };
}

describe('the audit log', () => {
  it('records an admin action with who, what, target and when', async () => {
    const employer = await createEmployer(t.app);
    const before = Date.now();
    const job = await createJob(t.app, employer, admin);
    const { entries } = await auditLog(`?target_type=job_post&target_id=${job.id}`);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      action: 'job_post.approve',
      target_type: 'job_post',
      target_id: String(job.id),
    });
    expect(Date.parse(entry?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records what a setting was set to', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/application-limit',
      headers: authHeader(admin.token),
      payload: { limit: 40 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = await auditLog('?action=settings.set_application_limit');
    expect(entries[0]?.details).toEqual({ limit: 40 });
  });

  it('records reading a chat, and not a refused or failed call', async () => {
    const chat = await createChat(t.app, { admin });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chat/${chat.jobId}`,
      headers: authHeader(admin.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chat/999999',
      headers: authHeader(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chat/${chat.jobId}`,
      headers: authHeader(chat.employer.token),
    });
    expect(refused.statusCode).toBe(403);
    const { entries } = await auditLog('?action=chat.read');
    expect(entries.map((e) => e.target_id)).toEqual([String(chat.jobId)]);
  });

  it("records an admin reading an identity document, not the owner's own reading", async () => {
    const seeker = await createJobseeker(t.app);
    const body = multipart({
      files: [
        { field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() },
      ],
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-identity',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(seeker.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const documentPath: string = uploaded.json().identity_document;
    const name = documentPath.split('/').pop() ?? '';
    const url = `/api/files/identity/${name}`;
    const own = await t.app.inject({ method: 'GET', url, headers: authHeader(seeker.token) });
    expect(own.statusCode).toBe(200);
    const { total: before } = await auditLog('?action=identity_document.read');
    expect(before).toBe(0);
    const byAdmin = await t.app.inject({ method: 'GET', url, headers: authHeader(admin.token) });
    expect(byAdmin.statusCode).toBe(200);
    const { entries } = await auditLog('?action=identity_document.read');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target_id: name, actor: { id: admin.id } });
  });

  it('pages newest first with the full count in X-Total-Count', async () => {
    const employer = await createEmployer(t.app);
    for (let i = 0; i < 3; i += 1) await createJob(t.app, employer, admin);
    const all = await auditLog('?action=job_post.approve');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const firstPage = await auditLog('?action=job_post.approve&limit=2&page=1');
    const secondPage = await auditLog('?action=job_post.approve&limit=2&page=2');
    expect(firstPage.entries).toHaveLength(2);
    expect(firstPage.total).toBe(all.total);
    const ids = [...firstPage.entries, ...secondPage.entries].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 400 for nonsense paging and is for admins only', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=0',
      headers: authHeader(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(
      401,
    );
    for (const user of [await createJobseeker(t.app), await createEmployer(t.app)]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log',
        headers: authHeader(user.token),
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('audit rules on routes', () => {
  it('refuses to start with an admin route that says nothing about auditing', async () => {
    const other = await createTestApp({ ready: false });
    try {
      expect(() =>
        other.app.get('/api/admin/forgotten', { config: { access: 'admin' } }, async () => ({})),
      ).toThrow(/declares no audit rule/);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
