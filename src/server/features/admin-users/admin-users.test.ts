import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { NO_REASON_GIVEN } from '../../../shared/schemas/activity.ts';
import type { AdminUser } from '../../../shared/schemas/admin-users.ts';
import { chatMessages, jobApplications, reviews, users } from '../../db/schema.ts';
import { createChat, disconnected, next, openSocket } from '../../test/chat.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  createJobseekersDirect,
  login,
  uniqueName,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';
import { csvCell, csvRecord } from './csv.ts';
import { CSV_COLUMNS } from './service.ts';

const m = marketplace({ admin: true, listen: true });
const { api } = m;

const NEW_PASSWORD = 'Lantern-Quarry-Falls-88';
const secondPassed = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function profileStatus(token: string) {
  return (await api.as(token).get('/api/profile')).statusCode;
}

async function tryLogin(email: string, password: string) {
  return api.visitor.post('/api/auth/login', { email, password });
}

/** RFC 4180, read back: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field, 'the file ends with a complete record').toBe('');
  return records;
}

describe('GET /api/admin/users', () => {
  it('lists accounts newest first with the contract fields and the full count', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await api.as(m.admin).get('/api/admin/users?limit=2');
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminUser[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: seeker.id,
      username: seeker.username,
      email: seeker.email,
      role: 'jobseeker',
      is_blocked: false,
      identity_verified: false,
      identity_document: null,
      email_verified: false,
      country: null,
      risk_score: 0,
      created_at: expect.any(String),
      plan: null,
      plan_until: null,
      plan_last_day: null,
    });
    const [total] = await m.database.db.select({ n: count() }).from(users);
    expect(response.headers['x-total-count']).toBe(String(total?.n));
    const second = await api.as(m.admin).get('/api/admin/users?limit=1&page=2');
    expect(second.json<AdminUser[]>()[0]?.id).toBe(rows[1]?.id);
  });

  it('searches usernames and e-mail addresses in any case, and filters by role', async () => {
    const tag = uniqueName('Findme').toLowerCase();
    const byName = await createEmployer(m.app, { username: `${tag}_co` });
    const byEmail = await createJobseeker(m.app, { email: `x.${tag}@example.com` });
    await createJobseeker(m.app);

    const found = await api.as(m.admin).get(`/api/admin/users?search=${tag.toUpperCase()}`);
    expect(found.json<AdminUser[]>().map((u) => u.id)).toEqual([byEmail.id, byName.id]);
    expect(found.headers['x-total-count']).toBe('2');
    const employers = await api.as(m.admin).get(`/api/admin/users?search=${tag}&role=employer`);
    expect(employers.json<AdminUser[]>().map((u) => u.id)).toEqual([byName.id]);
    const admins = await api.as(m.admin).get('/api/admin/users?role=admin');
    expect(admins.json<AdminUser[]>().every((u) => u.role === 'admin')).toBe(true);
    expect(admins.json<AdminUser[]>().map((u) => u.id)).toContain(m.admin.id);
    // A blank search is no search; % and _ are letters, not wildcards.
    expect((await api.as(m.admin).get('/api/admin/users?search=&role=')).statusCode).toBe(200);
    expect((await api.as(m.admin).get('/api/admin/users?search=%25')).json()).toEqual([]);
    for (const wildcard of [tag.replace('me', '%25'), tag.replace('f', '_')]) {
      expect(
        (await api.as(m.admin).get(`/api/admin/users?search=${wildcard}`)).json(),
        wildcard,
      ).toEqual([]);
    }
  });

  it('answers 400 with the reason for a wrong role, search, page or limit', async () => {
    const cases: [string, string][] = [
      ['role=boss', `role: ${MESSAGES.userRoleFilterInvalid}`],
      [`search=${'a'.repeat(101)}`, `search: ${MESSAGES.userSearchTooLong}`],
      ['page=0', `page: ${MESSAGES.pageInvalid}`],
      ['limit=501', `limit: ${MESSAGES.adminLimitInvalid}`],
      ['limit=ten', `limit: ${MESSAGES.adminLimitInvalid}`],
    ];
    for (const [query, message] of cases) {
      const response = await api.as(m.admin).get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('block and unblock', () => {
  it('log the user out everywhere (token and socket), refuse login, and restore it', async () => {
    const { employer, jobseeker } = await createChat(m.app, { admin: m.admin });
    const socket = await openSocket(m.url, jobseeker.token);
    const ended = next(socket, 'error');
    const closed = disconnected(socket);
    await secondPassed();

    const blocked = await api.as(m.admin).post(`/api/admin/users/${jobseeker.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminUser>()).toMatchObject({
      id: jobseeker.id,
      username: jobseeker.username,
      is_blocked: true,
    });
    expect(await ended).toMatchObject({ statusCode: 401, event: 'session' });
    await closed;
    expect([401, 403]).toContain(await profileStatus(jobseeker.token));
    const refused = await tryLogin(jobseeker.email, jobseeker.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.accountBlocked);
    // A new socket with the old token is refused too; the other party is untouched.
    await expect(openSocket(m.url, jobseeker.token)).rejects.toBeTruthy();
    expect(await profileStatus(employer.token)).toBe(200);
    // Blocking twice changes nothing.
    expect((await api.as(m.admin).post(`/api/admin/users/${jobseeker.id}/block`)).statusCode).toBe(
      200,
    );

    const unblocked = await api.as(m.admin).post(`/api/admin/users/${jobseeker.id}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json<AdminUser>().is_blocked).toBe(false);
    // The old session stays ended; a fresh login works.
    expect(await profileStatus(jobseeker.token)).toBe(401);
    const fresh = await login(m.app, jobseeker.email, jobseeker.password);
    expect(await profileStatus(fresh)).toBe(200);

    const entries = (await m.auditLog(`?target_type=user&target_id=${jobseeker.id}`)).entries;
    expect(entries.map((e) => e.action)).toEqual(['user.unblock', 'user.block', 'user.block']);
  });

  it('an admin cannot block themself; an unknown or malformed id is refused', async () => {
    const self = await api.as(m.admin).post(`/api/admin/users/${m.admin.id}/block`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.adminCannotBlockSelf);
    expect(await profileStatus(m.admin.token)).toBe(200);
    for (const verb of ['block', 'unblock']) {
      const missing = await api.as(m.admin).post(`/api/admin/users/99999999/${verb}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.userNotFound);
      const malformed = await api.as(m.admin).post(`/api/admin/users/abc/${verb}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(MESSAGES.invalidUserId);
    }
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets the new password, revokes old tokens and sockets, and never records the password', async () => {
    const seeker = await createJobseeker(m.app);
    const socket = await openSocket(m.url, seeker.token);
    const closed = disconnected(socket);
    await secondPassed();

    const response = await api.as(m.admin).post(`/api/admin/users/${seeker.id}/reset-password`, {
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.adminPasswordReset });
    await closed;
    expect(await profileStatus(seeker.token)).toBe(401);
    expect((await tryLogin(seeker.email, seeker.password)).statusCode).toBe(401);
    expect(await profileStatus(await login(m.app, seeker.email, NEW_PASSWORD))).toBe(200);

    const entries = (await m.auditLog(`?action=user.reset_password&target_id=${seeker.id}`))
      .entries;
    expect(entries).toHaveLength(1);
    // Only the reason (none given here: docs/decisions/048), never the password.
    expect(entries[0]?.details).toEqual({ reason: NO_REASON_GIVEN });
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
  });

  it('applies the password rules with their messages', async () => {
    const seeker = await createJobseeker(m.app);
    const cases: [Record<string, unknown>, string][] = [
      [{}, `newPassword: ${MESSAGES.passwordRequired}`],
      [{ newPassword: 'short' }, `newPassword: ${MESSAGES.passwordTooShort}`],
      [{ newPassword: 'x'.repeat(129) }, `newPassword: ${MESSAGES.passwordTooLong}`],
      [{ newPassword: 'password1234' }, MESSAGES.passwordTooCommon],
      [{ newPassword: `${seeker.username}-2026!` }, MESSAGES.passwordContainsIdentity],
    ];
    for (const [payload, message] of cases) {
      const response = await api
        .as(m.admin)
        .post(`/api/admin/users/${seeker.id}/reset-password`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Nothing changed.
    expect(await profileStatus(await login(m.app, seeker.email, seeker.password))).toBe(200);
    const missing = await api.as(m.admin).post('/api/admin/users/99999999/reset-password', {
      newPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('erases the person as self-deletion does: account, files, applications, messages, sessions', async () => {
    const {
      employer,
      jobseeker: seeker,
      jobId,
      applicationId,
    } = await createChat(m.app, { admin: m.admin });
    const upload = multipart({
      files: [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: pngBytes() }],
    });
    const avatarPath: string = (
      await m.app.inject({
        method: 'POST',
        url: '/api/profile/upload-avatar',
        payload: upload.payload,
        headers: { ...upload.headers, ...authHeader(seeker.token) },
      })
    ).json().avatar;
    await m.database.db.insert(reviews).values([
      { reviewerId: seeker.id, revieweeId: employer.id, rating: 5, comment: 'Paid on time.' },
      { reviewerId: employer.id, revieweeId: seeker.id, rating: 4, comment: 'Reliable.' },
    ]);
    await m.database.db.insert(chatMessages).values({
      jobApplicationId: applicationId,
      senderId: seeker.id,
      recipientId: employer.id,
      content: 'Hello!',
    });
    const socket = await openSocket(m.url, seeker.token);
    const closed = disconnected(socket);

    const response = await api.as(m.admin).delete(`/api/admin/users/${seeker.id}`);
    expect(response.statusCode, response.body).toBe(204);
    await closed;

    expect(await profileStatus(seeker.token)).toBe(401);
    expect((await tryLogin(seeker.email, seeker.password)).statusCode).toBe(401);
    expect(await m.database.db.select().from(users).where(eq(users.id, seeker.id))).toHaveLength(0);
    const [applications] = await m.database.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobPostId, jobId));
    expect(applications?.n).toBe(0);
    const [messages] = await m.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.jobApplicationId, applicationId));
    expect(messages?.n).toBe(0);
    expect((await api.visitor.get(avatarPath)).statusCode).toBe(404);
    expect(readdirSync(path.join(m.dataDir, 'uploads', 'avatars'))).not.toContain(
      path.basename(avatarPath),
    );
    const left = await api.visitor.get(`/api/reviews/user/${employer.id}`);
    expect(left.json()).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Paid on time.', reviewer: null }),
    ]);
    expect((await api.visitor.get(`/api/users/${seeker.id}`)).statusCode).toBe(404);
    // The e-mail is free again.
    await createJobseeker(m.app, { email: seeker.email, username: `${seeker.username}x` });

    const [entry] = (await m.auditLog(`?action=user.delete&target_id=${seeker.id}`)).entries;
    expect(entry?.details).toEqual({ username: seeker.username, role: 'jobseeker' });
    expect((await api.as(m.admin).delete(`/api/admin/users/${seeker.id}`)).statusCode).toBe(404);
  });

  it('an admin cannot delete themself here, but may delete another admin', async () => {
    const self = await api.as(m.admin).delete(`/api/admin/users/${m.admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.adminCannotDeleteSelf);
    expect(await profileStatus(m.admin.token)).toBe(200);
    const other = await createAdmin(m.app);
    expect((await api.as(m.admin).delete(`/api/admin/users/${other.id}`)).statusCode).toBe(204);
    expect(await profileStatus(other.token)).toBe(401);
    expect((await api.as(m.admin).delete('/api/admin/users/0')).json().message).toBe(
      MESSAGES.invalidUserId,
    );
  });
});

describe('GET /api/admin/users/:id/risk-score', () => {
  it('answers the stored score with boolean details, and the reading is audited', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await api.as(m.admin).get(`/api/admin/users/${seeker.id}/risk-score`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: seeker.id,
      riskScore: 0,
      details: {
        duplicateIp: false,
        proxyDetected: false,
        duplicateFingerprint: false,
        // Ours: flagged writing (docs/decisions/046).
        flaggedMessages: 0,
        flaggedCoverLetters: 0,
        flaggedProfile: false,
      },
      linkedAccounts: [],
      profileFindings: [],
      flaggedMessagesRecent: 0,
    });
    const entries = (await m.auditLog(`?action=user.read_risk_score&target_id=${seeker.id}`))
      .entries;
    expect(entries).toHaveLength(1);
    expect((await api.as(m.admin).get('/api/admin/users/99999999/risk-score')).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/admin/users/export-csv', () => {
  it('downloads every account as users.csv, in batches, quoted and safe for spreadsheets', async () => {
    // More accounts than one batch holds, and people whose text would break a naive file.
    await createJobseekersDirect(m.database, 600);
    const [tricky] = await m.database.db
      .insert(users)
      .values({
        username: `=HYPERLINK("http://evil.example","click"),${uniqueName('x')}`,
        email: `+sum,"quoted"@example.com`,
        passwordHash: 'x',
        role: 'employer',
        country: 'DE',
      })
      .returning();
    const [dashed] = await m.database.db
      .insert(users)
      .values({
        username: `-${uniqueName('dash')}`,
        email: `@${uniqueName('at')}@example.com`,
        passwordHash: 'x',
        role: 'jobseeker',
        riskScore: 55,
      })
      .returning();
    const [tabbed] = await m.database.db
      .insert(users)
      .values({
        username: `\tcmd|${uniqueName('tab')}`,
        email: `line\r\nbreak.${uniqueName('cr')}@example.com`,
        passwordHash: 'x',
        role: 'jobseeker',
      })
      .returning();

    const response = await api.as(m.admin).get('/api/admin/users/export-csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');

    const [header, ...records] = parseCsv(response.body);
    expect(header).toEqual([...CSV_COLUMNS]);
    const all = await m.database.db.select().from(users).orderBy(users.id);
    expect(records.map((r) => Number(r[0]))).toEqual(all.map((u) => u.id));
    expect(records.every((r) => r.length === CSV_COLUMNS.length)).toBe(true);

    const byId = new Map(records.map((r) => [Number(r[0]), r]));
    expect(byId.get(tricky?.id ?? 0)).toEqual([
      String(tricky?.id),
      `'${tricky?.username}`,
      `'${tricky?.email}`,
      'employer',
      'false',
      'false',
      'false',
      'DE',
      '',
      tricky?.createdAt.toISOString(),
    ]);
    expect(byId.get(dashed?.id ?? 0)?.slice(1, 3)).toEqual([
      `'${dashed?.username}`,
      `'${dashed?.email}`,
    ]);
    expect(byId.get(dashed?.id ?? 0)?.[8]).toBe('55');
    expect(byId.get(tabbed?.id ?? 0)?.slice(1, 3)).toEqual([`'${tabbed?.username}`, tabbed?.email]);
    const me = byId.get(m.admin.id);
    expect(me?.slice(1, 4)).toEqual([m.admin.username, m.admin.email, 'admin']);
    expect(me?.[6]).toBe('true');

    expect((await m.auditLog('?action=user.export_csv')).entries).toHaveLength(1);
  });

  it('cells: RFC 4180 quoting and formula prefixes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=a,"b"')).toBe(`"'=a,""b"""`);
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvRecord(['a', 1, null])).toBe('a,1,\r\n');
  });
});
