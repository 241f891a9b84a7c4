import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import { createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/** Applying is a proposal (docs/decisions/033): cover letter, rate, hours, screening answers. */
const m = marketplace({ admin: true, employers: 2, jobseekers: 2 });
const { api } = m;

const QUESTIONS = ['Which help desks have you used?', 'When could you start?'];

const apply = (user: TestUser | null, body: Record<string, unknown>) =>
  api.as(user).post('/api/job-applications', body);

const withdraw = (user: TestUser | null, id: number | string) =>
  api.as(user).delete(`/api/job-applications/${id}`);

async function jobAsking(overrides: Record<string, unknown> = {}) {
  return m.postJob({ screening_questions: QUESTIONS, min_cover_letter: 40, ...overrides });
}

const readJob = async (id: number, user: TestUser | null = null) =>
  (await api.as(user).get(`/api/job-posts/${id}`)).json<JobPost>();

const letter = 'I ran the help desk of a Shopify shop for two years, alone.';

describe('a post asks screening questions and a cover letter', () => {
  it('keeps the questions and the minimum on create and edit, and shows them to everyone', async () => {
    const posted = await jobAsking({ screening_questions: ['  Your timezone?  ', '', ' '] });
    const job = await readJob(posted.id);
    expect(job).toMatchObject({
      screening_questions: ['Your timezone?'],
      min_cover_letter: 40,
      application_count: 0,
    });
    const edited = await api.as(m.employer).put(`/api/job-posts/${posted.id}`, {
      screening_questions: QUESTIONS,
      min_cover_letter: '0',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<JobPost>()).toMatchObject({
      screening_questions: QUESTIONS,
      min_cover_letter: 0,
    });
  });

  it.each([
    [
      'six questions',
      { screening_questions: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'screening_questions',
    ],
    [
      'a question over 300 characters',
      { screening_questions: ['x'.repeat(301)] },
      'screening_questions',
    ],
    [
      'questions that are not a list',
      { screening_questions: 'Your timezone?' },
      'screening_questions',
    ],
    ['a minimum over 2,000', { min_cover_letter: 2001 }, 'min_cover_letter'],
    ['a negative minimum', { min_cover_letter: -1 }, 'min_cover_letter'],
    ['a fractional minimum', { min_cover_letter: 10.5 }, 'min_cover_letter'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const response = await api.as(m.employer).post('/api/job-posts', {
      title: 'Support assistant',
      description: `<p>${'Answer customer tickets and keep the help desk tidy. '.repeat(4)}</p>`,
      job_type: 'Part-time',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('applying with a proposal', () => {
  it('keeps the cover letter, rate, hours and answers with the questions as asked', async () => {
    const posted = await jobAsking();
    const response = await apply(m.jobseeker, {
      job_post_id: posted.id,
      description: letter,
      proposed_rate: '12.50',
      availability: 30,
      answers: ['Zendesk and Gorgias', ' Next Monday '],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Application>()).toMatchObject({
      jobDescription: letter,
      proposed_rate: 12.5,
      availability: 30,
      screening_answers: [
        { question: QUESTIONS[0], answer: 'Zendesk and Gorgias' },
        { question: QUESTIONS[1], answer: 'Next Monday' },
      ],
    });
    // The employer edits the questions later: the application keeps what was asked.
    await api.as(m.employer).put(`/api/job-posts/${posted.id}`, {
      screening_questions: ['Something else?'],
    });
    const [row] = (
      await api.as(m.employer).get(`/api/job-applications/job-post/${posted.id}`)
    ).json<Application[]>();
    expect(row?.screening_answers.map((a) => a.question)).toEqual(QUESTIONS);
    expect(row?.proposed_rate).toBe(12.5);
  });

  it('answers nulls and no answers for a plain application, as the spec client sends it', async () => {
    const posted = await m.postJob();
    const response = await apply(m.jobseeker, { job_post_id: posted.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Application>()).toMatchObject({
      jobDescription: null,
      proposed_rate: null,
      availability: null,
      screening_answers: [],
    });
  });

  it('ignores answers sent to a post that asks no questions', async () => {
    const posted = await m.postJob();
    const response = await apply(m.jobseeker, { job_post_id: posted.id, answers: ['Stale'] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Application>().screening_answers).toEqual([]);
  });

  const good = { description: letter, answers: ['Zendesk', 'Monday'] };
  it.each([
    [
      'a cover letter under the minimum',
      { ...good, description: 'Hire me.' },
      'description',
      `${MESSAGES.coverLetterTooShort} 40 characters.`,
    ],
    [
      'no cover letter',
      { answers: good.answers },
      'description',
      `${MESSAGES.coverLetterTooShort} 40 characters.`,
    ],
    [
      'one answer for two questions',
      { ...good, answers: ['Zendesk'] },
      'answers',
      MESSAGES.answersMismatch,
    ],
    ['no answers', { description: letter }, 'answers', MESSAGES.answersMismatch],
    [
      'a blank second answer',
      { ...good, answers: ['Zendesk', '   '] },
      'answers.1',
      MESSAGES.answersMismatch,
    ],
    [
      'an answer over 2,000 characters',
      { ...good, answers: ['x'.repeat(2001), 'Monday'] },
      'answers.0',
      MESSAGES.answersInvalid,
    ],
    [
      'answers that are not texts',
      { ...good, answers: [1, 2] },
      'answers.0',
      MESSAGES.answersInvalid,
    ],
    [
      'a negative rate',
      { ...good, proposed_rate: -5 },
      'proposed_rate',
      MESSAGES.proposedRateInvalid,
    ],
    [
      'a rate with fractions of a cent',
      { ...good, proposed_rate: 12.345 },
      'proposed_rate',
      MESSAGES.proposedRateInvalid,
    ],
    [
      'a rate that is not a number',
      { ...good, proposed_rate: 'ten' },
      'proposed_rate',
      MESSAGES.proposedRateInvalid,
    ],
    [
      'a rate over 10,000',
      { ...good, proposed_rate: 10_001 },
      'proposed_rate',
      MESSAGES.proposedRateInvalid,
    ],
    ['no hours', { ...good, availability: 0 }, 'availability', MESSAGES.availabilityInvalid],
    [
      'more than 80 hours',
      { ...good, availability: 81 },
      'availability',
      MESSAGES.availabilityInvalid,
    ],
    [
      'fractional hours',
      { ...good, availability: 20.5 },
      'availability',
      MESSAGES.availabilityInvalid,
    ],
  ])(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_label, body, field, message) => {
      const posted = await jobAsking();
      const response = await apply(m.jobseeker, { job_post_id: posted.id, ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(response.json().message).toContain(message);
      expect((await readJob(posted.id)).application_count).toBe(0);
      const check = await api.as(m.jobseeker).get(`/api/job-applications/check/${posted.id}`);
      expect(check.json()).toEqual({ hasApplied: false });
    },
  );

  it('makes one application of a double submit', async () => {
    const posted = await jobAsking();
    const body = { job_post_id: posted.id, ...good, proposed_rate: 9 };
    const [a, b] = await Promise.all([
      apply(m.otherJobseeker, body),
      apply(m.otherJobseeker, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await readJob(posted.id)).application_count).toBe(1);
  });
});

describe('application_count', () => {
  it('counts applicants for the owner and the public, in lists too', async () => {
    const title = `Count check ${Date.now()}`;
    const posted = await m.postJob({ title });
    await apply(m.jobseeker, { job_post_id: posted.id });
    await apply(m.otherJobseeker, { job_post_id: posted.id });
    expect((await readJob(posted.id)).application_count).toBe(2);
    expect((await readJob(posted.id, m.employer)).application_count).toBe(2);
    const mine = (await api.as(m.employer).get('/api/job-posts/my-posts')).json<JobPost[]>();
    expect(mine.find((j) => j.id === posted.id)?.application_count).toBe(2);
  });
});

describe('DELETE /api/job-applications/:id (withdraw)', () => {
  it('takes back a Pending application: gone for the employer, the job open to apply again', async () => {
    const seeker = await createJobseeker(m.app);
    const posted = await m.postJob();
    const applied = (await apply(seeker, { job_post_id: posted.id })).json<Application>();
    const response = await withdraw(seeker, applied.id);
    expect(response.statusCode, response.body).toBe(204);
    const table = await api.as(m.employer).get(`/api/job-applications/job-post/${posted.id}`);
    expect(table.json<Application[]>().map((a) => a.id)).not.toContain(applied.id);
    const check = await api.as(seeker).get(`/api/job-applications/check/${posted.id}`);
    expect(check.json()).toEqual({ hasApplied: false });
    expect((await readJob(posted.id)).application_count).toBe(0);
    const again = await apply(seeker, { job_post_id: posted.id });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a decided application with 409, and keeps it', async () => {
    const seeker = await createJobseeker(m.app);
    const posted = await m.postJob();
    const applied = (await apply(seeker, { job_post_id: posted.id })).json<Application>();
    await api.as(m.employer).put(`/api/job-applications/${applied.id}`, { status: 'Rejected' });
    const response = await withdraw(seeker, applied.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: MESSAGES.applicationWithdrawNotPending,
    });
    expect((await readJob(posted.id)).application_count).toBe(1);
  });

  it("refuses someone else's application (403), a missing one (404) and a bad id (400)", async () => {
    const posted = await m.postJob();
    const applied = (await apply(m.jobseeker, { job_post_id: posted.id })).json<Application>();
    const other = await withdraw(m.otherJobseeker, applied.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.applicationWithdrawNotOwner);
    expect((await withdraw(m.jobseeker, 2_000_000_000)).statusCode).toBe(404);
    expect((await withdraw(m.jobseeker, 'abc')).statusCode).toBe(400);
    expect((await withdraw(m.employer, applied.id)).statusCode).toBe(403);
    expect((await withdraw(null, applied.id)).statusCode).toBe(401);
    expect((await readJob(posted.id)).application_count).toBe(1);
  });
});
