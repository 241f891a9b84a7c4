import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type {
  JobRecommendations,
  TalentSuggestions,
} from '../../../shared/schemas/recommendations.ts';
import { jobApplications, jobPosts, users } from '../../db/schema.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/** Matches explained both ways (docs/decisions/054): ranking, reasons, exclusions, refusals. */
const m = marketplace({ admin: true, employers: 2 });
const { api } = m;

let bookkeeping: number;
let design: number;

beforeAll(async () => {
  const ids: number[] = [];
  for (const name of ['Bookkeeping', 'Graphic Design']) {
    const response = await api.as(m.admin).post('/api/categories', { name });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  [bookkeeping, design] = ids as [number, number];
});

/** A jobseeker with a profile: skills, categories, rate, zone and (directly) working hours. */
async function seeker(profile: Record<string, unknown>, hours?: [number, number]) {
  const person = await m.register('jobseeker');
  const saved = await api.as(person).put('/api/profile', profile);
  expect(saved.statusCode, saved.body).toBe(200);
  if (hours) {
    await m.database.db
      .update(users)
      .set({ workStart: hours[0], workEnd: hours[1] })
      .where(eq(users.id, person.id));
  }
  return person;
}

/** A post, approved unless told; `overlap` sets the window its hire must share. */
async function post(
  overrides: Record<string, unknown>,
  options: { owner?: TestUser; approve?: boolean; overlap?: [number, string, number, number] } = {},
) {
  const job = await m.postJob(overrides, options.owner ?? m.employer, options.approve ?? true);
  if (options.overlap) {
    const [hours, timezone, start, end] = options.overlap;
    await m.database.db
      .update(jobPosts)
      .set({ overlapHours: hours, overlapTimezone: timezone, overlapStart: start, overlapEnd: end })
      .where(eq(jobPosts.id, job.id));
  }
  return job;
}

const jobsFor = async (person: TestUser, query = '') => {
  const response = await api.as(person).get(`/api/recommendations/jobs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobRecommendations>().data;
};

const talentFor = async (owner: TestUser, id: number) => {
  const response = await api.as(owner).get(`/api/job-posts/${id}/suggested-talent`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TalentSuggestions>().data;
};

const apply = (person: TestUser, jobPostId: number) =>
  m.database.db.insert(jobApplications).values({ jobPostId, jobseekerId: person.id });

describe('GET /api/recommendations/jobs', () => {
  it('ranks the planted match first and says why', async () => {
    const person = await seeker(
      {
        skills: 'QuickBooks, Excel, Xero',
        categoryIds: [bookkeeping],
        hourly_rate: 15,
        timezone: 'Asia/Manila',
      },
      [9 * 60, 17 * 60],
    );
    const unrelated = await post({
      title: 'Logo designer',
      required_skills: ['Photoshop'],
      category_id: design,
    });
    const categoryOnly = await post({
      title: 'Sage ledger clerk',
      required_skills: ['Sage'],
      category_id: bookkeeping,
    });
    const partial = await post({
      title: 'Spreadsheet helper',
      required_skills: ['excel'],
      salary: 10,
    });
    const best = await post(
      {
        title: 'Remote bookkeeper',
        required_skills: ['QuickBooks', 'Excel', 'Xero', 'Payroll'],
        category_id: bookkeeping,
        salary: 20,
      },
      { overlap: [4, 'Asia/Singapore', 10 * 60, 18 * 60] },
    );

    const data = await jobsFor(person);
    expect(data.map((j) => j.id)).toEqual([best.id, partial.id, categoryOnly.id]);
    expect(data.map((j) => j.id)).not.toContain(unrelated.id);
    expect(data[0]).toMatchObject({
      title: 'Remote bookkeeper',
      category: { id: bookkeeping, name: 'Bookkeeping' },
      employer: { id: m.employer.id, username: m.employer.username },
      reasons: [
        'Matches 3 of 4 skills',
        'Category: Bookkeeping',
        'Rate $15 within budget',
        '7 h working-day overlap',
        'Posted this week',
      ],
    });
    expect(data[0]?.score).toBe(88);
    expect(data[1]?.reasons).toEqual(['Matches 1 of 1 skill', 'Posted this week']);
    expect(data[2]?.reasons).toEqual(['Category: Bookkeeping', 'Posted this week']);
    for (const item of data) expect(item.score).toBeGreaterThanOrEqual(0);
    expect(data[0]?.score).toBeGreaterThan(data[1]?.score ?? 100);

    expect((await jobsFor(person, '?limit=1')).map((j) => j.id)).toEqual([best.id]);
  });

  it('never shows pending, closed or applied-to posts, nor posts of blocked employers', async () => {
    const skill = 'Bookkeeping audits';
    const person = await seeker({ skills: skill });
    const open = await post({ title: 'Audit assistant', required_skills: [skill] });
    const pending = await post(
      { title: 'Audit helper', required_skills: [skill] },
      { approve: false },
    );
    const closed = await post({ title: 'Audit clerk', required_skills: [skill] });
    expect((await api.as(m.employer).post(`/api/job-posts/${closed.id}/close`)).statusCode).toBe(
      200,
    );
    const applied = await post({ title: 'Audit reviewer', required_skills: [skill] });
    await apply(person, applied.id);
    const blockedOwner = m.otherEmployer;
    const ofBlocked = await post(
      { title: 'Audit lead', required_skills: [skill] },
      { owner: blockedOwner },
    );
    expect((await jobsFor(person)).map((j) => j.id).sort()).toEqual([open.id, ofBlocked.id].sort());

    const blocked = await api.as(m.admin).post(`/api/admin/users/${blockedOwner.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await jobsFor(person)).map((j) => j.id)).toEqual([open.id]);
    expect(pending.id).toBeGreaterThan(0);
  });

  it('is empty with nothing to match on, and refuses a bad limit and other roles', async () => {
    const person = await m.register('jobseeker');
    await post({ title: 'Anything at all', required_skills: ['Excel'] });
    expect(await jobsFor(person)).toEqual([]);

    const bad = await api.as(person).get('/api/recommendations/jobs?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.recommendationsLimitInvalid);
    expect((await api.as(m.employer).get('/api/recommendations/jobs')).statusCode).toBe(403);
    expect((await api.as(m.admin).get('/api/recommendations/jobs')).statusCode).toBe(403);
    expect((await api.as(null).get('/api/recommendations/jobs')).statusCode).toBe(401);
  });
});

describe('GET /api/job-posts/:id/suggested-talent', () => {
  const skills = ['Payroll', 'Tax returns'];

  it('ranks the planted match first, with reasons and who was invited', async () => {
    const created = await api.as(m.admin).post('/api/categories', { name: 'Payroll' });
    const payroll: number = created.json().id;
    const job = await post(
      {
        title: 'Payroll specialist',
        required_skills: skills,
        category_id: payroll,
        salary: 20,
      },
      { overlap: [4, 'Europe/Berlin', 9 * 60, 17 * 60] },
    );
    const full = await seeker(
      {
        skills: 'payroll, Tax returns, Excel',
        categoryIds: [payroll],
        hourly_rate: 18,
        timezone: 'Europe/Paris',
        headline: 'Payroll and tax for small firms',
      },
      [8 * 60, 16 * 60],
    );
    const half = await seeker({ skills: 'Payroll' });
    const none = await seeker({ skills: 'Illustrator', categoryIds: [design] });

    const data = await talentFor(m.employer, job.id);
    expect(data.map((t) => t.id)).toEqual([full.id, half.id]);
    expect(data.map((t) => t.id)).not.toContain(none.id);
    expect(data[0]).toMatchObject({
      username: full.username,
      headline: 'Payroll and tax for small firms',
      hourly_rate: 18,
      invited: false,
    });
    expect(data[0]?.reasons.slice(0, 4)).toEqual([
      'Matches 2 of 2 skills',
      'Category: Payroll',
      'Rate $18 within budget',
      '7 h working-day overlap',
    ]);
    expect(data[0]?.reasons).toContain('Active this week');
    expect(data[1]?.reasons[0]).toBe('Matches 1 of 2 skills');

    const invited = await api.as(m.employer).post('/api/invitations', {
      job_post_id: job.id,
      user_id: half.id,
      message: MESSAGES.suggestedTalentInviteMessage,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const after = await talentFor(m.employer, job.id);
    expect(after.find((t) => t.id === half.id)?.invited).toBe(true);
    expect(after.find((t) => t.id === full.id)?.invited).toBe(false);
  });

  it('never suggests people not looking, blocked, deleted, or who applied already', async () => {
    const skill = 'Forensic accounting';
    const job = await post({ title: 'Forensic accountant', required_skills: [skill] });
    const listed = await seeker({ skills: skill });
    const notLooking = await seeker({ skills: skill, search_status: 'not_looking' });
    const blocked = await seeker({ skills: skill });
    const deleted = await seeker({ skills: skill });
    const applicant = await seeker({ skills: skill });
    await apply(applicant, job.id);
    const ids = async () => (await talentFor(m.employer, job.id)).map((t) => t.id).sort();
    expect(await ids()).toEqual([listed.id, blocked.id, deleted.id].sort());

    expect((await api.as(m.admin).post(`/api/admin/users/${blocked.id}/block`)).statusCode).toBe(
      200,
    );
    expect(
      (await api.as(m.admin).delete(`/api/admin/users/${deleted.id}`)).statusCode,
    ).toBeLessThan(300);
    expect(await ids()).toEqual([listed.id]);

    // Looking again: found again.
    await api.as(notLooking).put('/api/profile', { search_status: 'open_to_offers' });
    expect(await ids()).toEqual([listed.id, notLooking.id].sort());
  });

  it('refuses other employers, admins, closed and pending posts, and ids that name nothing', async () => {
    const job = await post({ title: 'Tax preparer', required_skills: skills });
    const url = `/api/job-posts/${job.id}/suggested-talent`;
    const stranger = await m.register('employer');
    const other = await api.as(stranger).get(url);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.suggestedTalentNotOwner);
    expect((await api.as(m.admin).get(url)).statusCode).toBe(403);

    const pending = await post(
      { title: 'Tax helper', required_skills: skills },
      { approve: false },
    );
    const pendingUrl = `/api/job-posts/${pending.id}/suggested-talent`;
    const waiting = await api.as(m.employer).get(pendingUrl);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(MESSAGES.suggestedTalentPostNotOpen);
    expect((await api.as(stranger).get(pendingUrl)).statusCode).toBe(404);

    expect((await api.as(m.employer).post(`/api/job-posts/${job.id}/close`)).statusCode).toBe(200);
    const closed = await api.as(m.employer).get(url);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(MESSAGES.suggestedTalentPostNotOpen);

    expect(
      (await api.as(m.employer).get('/api/job-posts/999999/suggested-talent')).statusCode,
    ).toBe(404);
    const bad = await api.as(m.employer).get('/api/job-posts/abc/suggested-talent');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.jobIdInvalid);
  });
});
