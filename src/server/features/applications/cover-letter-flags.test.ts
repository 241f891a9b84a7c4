import { describe, expect, it } from 'vitest';
import type { RiskScoreReply } from '../../../shared/schemas/admin-users.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/**
 * A cover letter the scam detector flags (docs/decisions/046): the application is made all the
 * same, its findings go to the post's owner only, and they count toward the applicant's risk.
 */
const m = marketplace({ admin: true, employers: 2, jobseekers: 2 });
const { api } = m;

const FLAGGED =
  'I can start tomorrow. Before that, please add me on WhatsApp at +1 415 555 0142 so we can talk there.';
const CLEAN = 'I ran the help desk of a Shopify shop for two years, alone.';

async function applyTo(jobseeker: TestUser, description: string) {
  const job = await m.postJob();
  const applied = await api.as(jobseeker).post('/api/job-applications', {
    job_post_id: job.id,
    description,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return { job, application: applied.json<Application>() };
}

const forOwner = async (jobId: number, owner: TestUser = m.employer) => {
  const reply = await api.as(owner).get(`/api/job-applications/job-post/${jobId}`);
  return {
    status: reply.statusCode,
    rows: reply.statusCode === 200 ? reply.json<Application[]>() : [],
  };
};

const riskOf = async (user: TestUser) =>
  (await api.as(m.admin).get(`/api/admin/users/${user.id}/risk-score`)).json<RiskScoreReply>();

describe("a cover letter's flags", () => {
  it("reach the post's owner, with each finding's sentence; a clean letter has []", async () => {
    const flagged = await applyTo(m.jobseeker, FLAGGED);
    const { rows } = await forOwner(flagged.job.id);
    expect(rows).toHaveLength(1);
    const kinds = rows[0]?.flags?.map((finding) => finding.kind);
    expect(kinds).toContain('contact_info');
    for (const finding of rows[0]?.flags ?? []) expect(FLAGGED).toContain(finding.excerpt);

    const clean = await applyTo(m.otherJobseeker, CLEAN);
    expect((await forOwner(clean.job.id)).rows[0]?.flags).toEqual([]);
  });

  it('reach nobody else: not the applicant, not another employer', async () => {
    const { job, application } = await applyTo(m.otherJobseeker, FLAGGED);
    // The apply reply and My Applications are the applicant's own view.
    expect(application).not.toHaveProperty('flags');
    const mine = await api.as(m.otherJobseeker).get('/api/job-applications/my-applications');
    expect(mine.statusCode).toBe(200);
    const own = mine.json<Application[]>().find((row) => row.id === application.id);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty('flags');
    expect((await forOwner(job.id, m.otherEmployer)).status).toBe(403);
    expect((await api.visitor.get(`/api/job-applications/job-post/${job.id}`)).statusCode).toBe(
      401,
    );
  });

  it("stay on the owner's decision reply and count toward the applicant's risk score", async () => {
    const applicant = await m.register('jobseeker');
    expect((await riskOf(applicant)).riskScore).toBe(0);
    const { application } = await applyTo(applicant, FLAGGED);
    const decided = await api
      .as(m.employer)
      .put(`/api/job-applications/${application.id}`, { status: 'Rejected' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<Application>().flags?.length).toBeGreaterThan(0);
    expect(await riskOf(applicant)).toMatchObject({
      riskScore: 10,
      details: { flaggedCoverLetters: 1, flaggedMessages: 0 },
    });
    await applyTo(applicant, CLEAN);
    expect((await riskOf(applicant)).riskScore).toBe(10);
  });
});
