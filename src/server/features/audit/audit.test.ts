import { describe, expect, it } from 'vitest';
import { createChat } from '../../test/chat.ts';
import { createTestApp } from '../../test/context.ts';
import { authHeader, createEmployer, createJob, createJobseeker } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

const m = marketplace({ admin: true });
const { api } = m;

const auditLog = m.auditLog;

describe('the audit log', () => {
  it('records an admin action with who, what, target and when', async () => {
    const employer = await createEmployer(m.app);
    const before = Date.now();
    const job = await createJob(m.app, employer, m.admin);
    const { entries } = await auditLog(`?target_type=job_post&target_id=${job.id}`);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor: { id: m.admin.id, username: m.admin.username },
      action: 'job_post.approve',
      target_type: 'job_post',
      target_id: String(job.id),
    });
    expect(Date.parse(entry?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records what a setting was set to', async () => {
    const response = await api
      .as(m.admin)
      .post('/api/admin/settings/application-limit', { limit: 40 });
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = await auditLog('?action=settings.set_application_limit');
    expect(entries[0]?.details).toEqual({ limit: 40 });
  });

  it('records reading a chat, and not a refused or failed call', async () => {
    const chat = await createChat(m.app, { admin: m.admin });
    const read = await api.as(m.admin).get(`/api/admin/chat/${chat.jobId}`);
    expect(read.statusCode, read.body).toBe(200);
    const missing = await api.as(m.admin).get('/api/admin/chat/999999');
    expect(missing.statusCode).toBe(404);
    const refused = await api.as(chat.employer).get(`/api/admin/chat/${chat.jobId}`);
    expect(refused.statusCode).toBe(403);
    const { entries } = await auditLog('?action=chat.read');
    expect(entries.map((e) => e.target_id)).toEqual([String(chat.jobId)]);
  });

  it("records an admin reading an identity document, not the owner's own reading", async () => {
    const seeker = await createJobseeker(m.app);
    const body = multipart({
      files: [
        { field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() },
      ],
    });
    const uploaded = await m.app.inject({
      method: 'POST',
      url: '/api/profile/upload-identity',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(seeker.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const documentPath: string = uploaded.json().identity_document;
    const name = documentPath.split('/').pop() ?? '';
    const url = `/api/files/identity/${name}`;
    const own = await api.as(seeker).get(url);
    expect(own.statusCode).toBe(200);
    const { total: before } = await auditLog('?action=identity_document.read');
    expect(before).toBe(0);
    const byAdmin = await api.as(m.admin).get(url);
    expect(byAdmin.statusCode).toBe(200);
    const { entries } = await auditLog('?action=identity_document.read');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target_id: name, actor: { id: m.admin.id } });
  });

  it('pages newest first with the full count in X-Total-Count', async () => {
    const employer = await createEmployer(m.app);
    for (let i = 0; i < 3; i += 1) await createJob(m.app, employer, m.admin);
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
    const bad = await api.as(m.admin).get('/api/admin/audit-log?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
    expect((await api.visitor.get('/api/admin/audit-log')).statusCode).toBe(401);
    for (const user of [await createJobseeker(m.app), await createEmployer(m.app)]) {
      const refused = await api.as(user).get('/api/admin/audit-log');
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
