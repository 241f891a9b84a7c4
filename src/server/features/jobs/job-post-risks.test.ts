import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import type { Finding, FindingKind } from '../../../shared/trust/detector.ts';
import { htmlToLines } from '../../../web/lib/job-text.ts';
import { JOB_DESCRIPTION, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { plainTextLines, sanitizeDescription } from './sanitize.ts';

/**
 * Job posts held for review with their risk findings (docs/decisions/045): computed from the
 * title and the description's text on every create and edit, read by the post's owner and
 * admins only, held posts first in the admin's list, and kept in the audit entry of a decision.
 */
const m = marketplace({ admin: true, employers: 2, jobseekers: 1 });
const { api } = m;

/** A clean description with one more paragraph: the sentence a rule should find. */
const describedWith = (sentence: string) => `${JOB_DESCRIPTION}<p>${sentence}</p>`;

/** One sentence per kind of finding, as a scammer writes them into a vacancy. */
const SENTENCES: Record<FindingKind, string> = {
  contact_info: 'Send your CV to my Telegram @hiring_manager_lisa for a quick answer.',
  upfront_payment: 'Before you start there is a one-time training fee of $45.',
  payment_method: 'The starter kit is paid with an Amazon gift card.',
  off_platform: 'After you apply we move the conversation to our own chat app, off this platform.',
};

async function post(owner: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await api.as(owner).post('/api/job-posts', {
    title: 'Customer support assistant',
    description: JOB_DESCRIPTION,
    salary: 12,
    job_type: 'Part-time',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JobPost>();
}

async function edit(owner: TestUser, id: number, changes: Record<string, unknown>) {
  const response = await api.as(owner).put(`/api/job-posts/${id}`, changes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobPost>();
}

const kindsOf = (post: Pick<JobPost, 'risk_flags'>) => (post.risk_flags ?? []).map((f) => f.kind);

/** The matched words of a finding, as the admin's highlight shows them. */
const matched = (finding: Finding) => finding.excerpt.slice(finding.match.start, finding.match.end);

async function adminList(query: string) {
  const response = await api.as(m.admin).get(`/api/admin/job-posts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<JobPost[]>(), total: Number(response.headers['x-total-count']) };
}

describe('a new post is held with the findings of its description and title', () => {
  it.each(Object.entries(SENTENCES) as [FindingKind, string][])(
    '%s: found in the sentence that breaks the rule',
    async (kind, sentence) => {
      const created = await post(m.employer, { description: describedWith(sentence) });
      expect(created.pending_review).toBe(true);
      const finding = created.risk_flags?.find((f) => f.kind === kind);
      expect(finding, JSON.stringify(created.risk_flags)).toBeDefined();
      // The excerpt is the offending sentence, and the match lies inside it.
      expect(sentence).toContain(matched(finding as Finding));
      expect((finding as Finding).excerpt.length).toBeLessThanOrEqual(240);
      expect(finding?.match.end).toBeGreaterThan(finding?.match.start ?? 0);
    },
  );

  it('a clean post has none and still waits for the ordinary review', async () => {
    const created = await post(m.employer, { title: 'Bookkeeper for a small shop' });
    expect(created).toMatchObject({ pending_review: true, risk_flags: [] });
  });

  it('the title is checked too', async () => {
    const created = await post(m.employer, {
      title: 'Data entry, text me on WhatsApp +1 415 555 0199',
    });
    const finding = created.risk_flags?.find((f) => f.kind === 'contact_info');
    expect(finding?.excerpt).toContain('WhatsApp');
  });

  it('finds each offending sentence of a description that breaks several rules', async () => {
    const created = await post(m.employer, {
      description: describedWith(`${SENTENCES.contact_info} ${SENTENCES.upfront_payment}`),
    });
    expect(kindsOf(created)).toEqual(expect.arrayContaining(['contact_info', 'upfront_payment']));
    const excerpts = (created.risk_flags ?? []).map((f) => f.excerpt).join(' | ');
    expect(excerpts).toContain('Telegram');
    expect(excerpts).toContain('training fee');
  });
});

describe('the lines the detector reads', () => {
  it('are one per paragraph, heading and list item, the same in the browser as on the server', () => {
    const html =
      '<h3>Responsibilities</h3><p>Answer mail &amp; chats<br>Text me on Telegram @hr_lisa</p><ul><li>Zendesk</li><li>Pay a training fee of $40</li></ul><blockquote><p>Quote</p></blockquote>';
    const lines = [
      'Responsibilities',
      'Answer mail & chats',
      'Text me on Telegram @hr_lisa',
      'Zendesk',
      'Pay a training fee of $40',
      'Quote',
    ];
    expect(plainTextLines(sanitizeDescription(html)).split('\n')).toEqual(lines);
    expect(htmlToLines(html).split('\n')).toEqual(lines);
  });

  it('keep a sentence without a full stop apart from the next heading', async () => {
    const created = await post(m.employer, {
      description: `<h3>Responsibilities</h3><p>${'Answer customer e-mails and chats for a growing online shop and keep the help centre current. '.repeat(2)}</p><h3>Contact</h3><p>Telegram @hr_lisa_jobs</p><h3>Requirements</h3><ul><li>Zendesk</li></ul>`,
    });
    const finding = created.risk_flags?.find((f) => f.kind === 'contact_info');
    expect(finding?.excerpt).toBe('Telegram @hr_lisa_jobs');
  });
});

describe('an edit computes the findings again', () => {
  it('adds them when the description gains a rule-breaking sentence, and drops them when it loses it', async () => {
    const created = await post(m.employer);
    expect(created.risk_flags).toEqual([]);
    const approved = await api.as(m.admin).post(`/api/admin/job-posts/${created.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    const risky = await edit(m.employer, created.id, {
      description: describedWith(SENTENCES.upfront_payment),
    });
    expect(risky.pending_review).toBe(true);
    expect(kindsOf(risky)).toContain('upfront_payment');

    const clean = await edit(m.employer, created.id, { description: JOB_DESCRIPTION });
    expect(clean).toMatchObject({ pending_review: true, risk_flags: [] });
  });

  it('an edit of the title alone keeps what the stored description holds', async () => {
    const created = await post(m.employer, {
      description: describedWith(SENTENCES.payment_method),
    });
    const retitled = await edit(m.employer, created.id, { title: 'Shop assistant' });
    expect(kindsOf(retitled)).toContain('payment_method');
    const moved = await edit(m.employer, created.id, {
      title: 'Shop assistant, telegram @shop_owner_jo',
    });
    expect(kindsOf(moved)).toEqual(expect.arrayContaining(['payment_method', 'contact_info']));
  });

  it('Close and Reopen change no findings', async () => {
    const created = await post(m.employer, { description: describedWith(SENTENCES.contact_info) });
    const closed = await api.as(m.employer).post(`/api/job-posts/${created.id}/close`);
    expect(closed.json<JobPost>().risk_flags).toEqual(created.risk_flags);
    const reopened = await edit(m.employer, created.id, { status: 'Active' });
    expect(reopened.risk_flags).toEqual(created.risk_flags);
  });
});

describe('who reads the findings', () => {
  let held: JobPost;
  let approved: JobPost;
  beforeAll(async () => {
    held = await post(m.employer, {
      title: `Held ${Date.now()}`,
      description: describedWith(SENTENCES.contact_info),
    });
    approved = await post(m.employer, {
      title: `Approved ${Date.now()}`,
      description: describedWith(SENTENCES.upfront_payment),
    });
    const response = await api.as(m.admin).post(`/api/admin/job-posts/${approved.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the owner, on the post, in My Job Posts and in the replies to their writes', async () => {
    const own = await api.as(m.employer).get(`/api/job-posts/${held.id}`);
    expect(kindsOf(own.json<JobPost>())).toContain('contact_info');
    const mine = await api.as(m.employer).get('/api/job-posts/my-posts');
    const listed = mine.json<JobPost[]>().find((p) => p.id === held.id);
    expect(listed?.risk_flags).toEqual(held.risk_flags);
  });

  it('an admin, on a held post; on a public one the page reply is the same for everyone', async () => {
    const response = await api.as(m.admin).get(`/api/job-posts/${held.id}`);
    expect(kindsOf(response.json<JobPost>())).toContain('contact_info');
    // The page preloads a public post's reply for every viewer (docs/decisions/026).
    for (const who of [m.admin, m.employer]) {
      const page = await api.as(who).get(`/api/job-posts/${approved.id}`);
      expect(page.json()).not.toHaveProperty('risk_flags');
    }
    // The admin list carries them (below), as My Job Posts does for the owner.
    const { rows } = await adminList(`?search=${encodeURIComponent(approved.title)}`);
    expect(kindsOf(rows[0] as JobPost)).toContain('upfront_payment');
  });

  it('nobody else: another employer, a jobseeker, a visitor, on the page or in any public list', async () => {
    for (const who of [m.otherEmployer, m.jobseeker, null]) {
      const page = await api.as(who).get(`/api/job-posts/${approved.id}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).not.toHaveProperty('risk_flags');
      // A held post stays out of sight altogether.
      expect((await api.as(who).get(`/api/job-posts/${held.id}`)).statusCode).toBe(404);
    }
    const search = await api.visitor.get(`/api/job-posts?title=${encodeURIComponent('Approved')}`);
    const found = search.json<{ data: JobPost[] }>().data;
    expect(found.map((p) => p.id)).toContain(approved.id);
    for (const row of found) expect(row).not.toHaveProperty('risk_flags');
    const company = await api.visitor.get(`/api/users/${m.employer.id}/job-posts?limit=20`);
    const open = company.json<{ data: JobPost[] }>().data;
    expect(open.map((p) => p.id)).toContain(approved.id);
    for (const row of open) expect(row).not.toHaveProperty('risk_flags');
    // The owner's own public view of the list is a public list too.
    const ownSearch = await api.as(m.employer).get('/api/job-posts?limit=100');
    for (const row of ownSearch.json<{ data: JobPost[] }>().data) {
      expect(row).not.toHaveProperty('risk_flags');
    }
  });
});

describe('GET /api/admin/job-posts with findings', () => {
  let prefix: string;
  let held: JobPost;
  let clean: JobPost;
  let approvedRisky: JobPost;
  beforeAll(async () => {
    prefix = `Risk${Date.now()}`;
    held = await post(m.otherEmployer, {
      title: `${prefix} held`,
      description: describedWith(SENTENCES.payment_method),
    });
    approvedRisky = await post(m.otherEmployer, {
      title: `${prefix} approved risky`,
      description: describedWith(SENTENCES.off_platform),
    });
    await api.as(m.admin).post(`/api/admin/job-posts/${approvedRisky.id}/approve`);
    clean = await post(m.otherEmployer, { title: `${prefix} clean newest` });
  });

  it('carries risk_flags on every row and puts held posts first, then the newest', async () => {
    const { rows, total } = await adminList(`?search=${prefix}`);
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual([held.id, clean.id, approvedRisky.id]);
    expect(kindsOf(rows[0] as JobPost)).toContain('payment_method');
    expect(rows[1]?.risk_flags).toEqual([]);
    expect(kindsOf(rows[2] as JobPost)).toContain('off_platform');
  });

  it('risk=flagged lists posts with findings, risk=clear those without; blank means any', async () => {
    expect((await adminList(`?search=${prefix}&risk=flagged`)).rows.map((r) => r.id)).toEqual([
      held.id,
      approvedRisky.id,
    ]);
    expect((await adminList(`?search=${prefix}&risk=clear`)).rows.map((r) => r.id)).toEqual([
      clean.id,
    ]);
    const queue = await adminList(`?search=${prefix}&risk=flagged&pendingReview=true`);
    expect(queue).toMatchObject({ total: 1, rows: [{ id: held.id }] });
    expect((await adminList(`?search=${prefix}&risk=`)).total).toBe(3);
  });

  it('refuses an unknown risk value with the values it takes', async () => {
    const response = await api.as(m.admin).get('/api/admin/job-posts?risk=scam');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: `risk: ${MESSAGES.riskFilterInvalid}` });
  });

  it('is refused to everyone but admins, filter or not', async () => {
    expect((await api.visitor.get('/api/admin/job-posts?risk=flagged')).statusCode).toBe(401);
    for (const who of [m.employer, m.jobseeker]) {
      expect((await api.as(who).get('/api/admin/job-posts?risk=flagged')).statusCode).toBe(403);
    }
  });
});

describe('deciding on a held post', () => {
  it('Approve takes no body (the spec call), makes it public, keeps its findings and records them', async () => {
    const held = await post(m.employer, { description: describedWith(SENTENCES.contact_info) });
    const response = await api.as(m.admin).post(`/api/admin/job-posts/${held.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<JobPost>()).toMatchObject({
      pending_review: false,
      risk_flags: held.risk_flags,
    });
    expect((await api.visitor.get(`/api/job-posts/${held.id}`)).statusCode).toBe(200);
    const { entries } = await m.auditLog(`?action=job_post.approve&target_id=${held.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toEqual({ risk_flags: held.risk_flags });
  });

  it('Flag sends it back with its findings in the audit entry; a clean post records none', async () => {
    const risky = await post(m.employer, { description: describedWith(SENTENCES.upfront_payment) });
    await api.as(m.admin).post(`/api/admin/job-posts/${risky.id}/approve`);
    const flagged = await api.as(m.admin).post(`/api/admin/job-posts/${risky.id}/flag`);
    expect(flagged.json<JobPost>()).toMatchObject({ pending_review: true });
    const flagEntry = await m.auditLog(`?action=job_post.flag&target_id=${risky.id}`);
    expect(flagEntry.entries[0]?.details).toEqual({ risk_flags: risky.risk_flags });

    const clean = await post(m.employer);
    await api.as(m.admin).post(`/api/admin/job-posts/${clean.id}/approve`);
    const cleanEntry = await m.auditLog(`?action=job_post.approve&target_id=${clean.id}`);
    expect(cleanEntry.entries[0]?.details).toBeNull();
  });
});
