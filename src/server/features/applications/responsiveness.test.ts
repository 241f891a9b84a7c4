import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/** An employer's responsiveness, from their decisions (docs/decisions/035). */
const m = marketplace({ admin: true, employers: 1, jobseekers: 1 });
const { api } = m;

const read = async (id: number) => api.visitor.get(`/api/users/${id}/responsiveness`);

/** `count` applications to a new post of `employer`, made `daysAgo` days ago. */
async function applicants(employer: TestUser, count: number, daysAgo: number) {
  const job = await m.postJob({}, employer);
  const made: Application[] = [];
  for (let i = 0; i < count; i += 1) {
    const seeker = await createJobseeker(m.app);
    const response = await api.as(seeker).post('/api/job-applications', { job_post_id: job.id });
    made.push(response.json<Application>());
  }
  await m.database.db.execute(
    sql`update job_applications set created_at = now() - make_interval(days => ${daysAgo}), updated_at = now() - make_interval(days => ${daysAgo}) where job_post_id = ${job.id}`,
  );
  return made;
}

/** Decides an application `hours` after it was made. */
async function decideAfter(employer: TestUser, application: Application, hours: number) {
  await api.as(employer).put(`/api/job-applications/${application.id}`, { status: 'Rejected' });
  await m.database.db.execute(
    sql`update job_applications set updated_at = created_at + make_interval(hours => ${hours}) where id = ${application.id}`,
  );
}

describe('GET /api/users/:id/responsiveness', () => {
  it('is null until five applications count', async () => {
    const employer = await createEmployer(m.app);
    await applicants(employer, 4, 10);
    expect((await read(employer.id)).json()).toEqual({ responsiveness: null });
  });

  it('gives the share decided and the median hours to decide, to anyone', async () => {
    const employer = await createEmployer(m.app);
    const old = await applicants(employer, 5, 10);
    // Three decided after 10, 30 and 50 hours; two left waiting past the grace period.
    await decideAfter(employer, old[0] as Application, 10);
    await decideAfter(employer, old[1] as Application, 30);
    await decideAfter(employer, old[2] as Application, 50);
    // New applications still within the grace period do not count against the employer.
    await applicants(employer, 3, 1);
    const response = await read(employer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responsiveness: { applications: 5, response_rate: 0.6, median_response_hours: 30 },
    });
  });

  it('is null for a jobseeker, 404 for nobody and 400 for a bad id', async () => {
    expect((await read(m.jobseeker.id)).json()).toEqual({ responsiveness: null });
    const missing = await read(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.userNotFound);
    expect((await read(Number.NaN)).statusCode).toBe(400);
  });
});
