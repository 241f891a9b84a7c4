import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';
import { type Account, auth, loginViaApi, ok } from './api.ts';

/** Arranging the hiring journeys through the same API the browser uses. */

const DUTIES =
  'Answer customer e-mails within four hours, keep our help-centre articles current, tag and ' +
  'route tickets to the right team and write a short weekly summary of the most common questions.';

export type JobRef = { id: number; title: string };

/**
 * A job post by `employer`, approved by the admin, so jobseekers can apply; `extra` adds or
 * overrides fields (screening questions, a minimum cover letter).
 */
export async function createApprovedJob(
  request: APIRequestContext,
  employer: Account,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<JobRef> {
  const job = await ok<JobRef>(
    'job',
    await request.post('/api/job-posts', {
      data: {
        title,
        description: `<h3>Responsibilities</h3><p>${DUTIES}</p>`,
        salary: 15,
        location: 'Remote',
        job_type: 'Part-time',
        ...extra,
      },
      headers: auth(employer.token),
    }),
  );
  await approveJobViaApi(request, job.id);
  return job;
}

/** The admin approves a post (again, after an edit sent it back to review). */
export async function approveJobViaApi(request: APIRequestContext, jobId: number): Promise<void> {
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(
    'approve',
    await request.post(`/api/admin/job-posts/${jobId}/approve`, { headers: auth(admin) }),
  );
}

/** Fills in the jobseeker's profile fields that Find Talent searches. */
export async function setTalentProfile(
  request: APIRequestContext,
  jobseeker: Account,
  fields: {
    skills?: string[];
    experience?: string;
    timezone?: string;
    categoryIds?: number[];
    // The talent facts (docs/decisions/032).
    headline?: string;
    hourly_rate?: number;
    country?: string;
    languages?: string[];
    availability?: number;
    search_status?: 'actively_looking' | 'open_to_offers' | 'not_looking';
  },
): Promise<void> {
  await ok(
    'profile',
    await request.put('/api/profile', { data: fields, headers: auth(jobseeker.token) }),
  );
}

export async function applyViaApi(
  request: APIRequestContext,
  jobseeker: Account,
  jobId: number,
): Promise<{ id: number; created_at: string }> {
  return ok(
    'apply',
    await request.post('/api/job-applications', {
      data: { job_post_id: jobId },
      headers: auth(jobseeker.token),
    }),
  );
}

export async function decideViaApi(
  request: APIRequestContext,
  employer: Account,
  applicationId: number,
  status: 'Accepted' | 'Rejected',
): Promise<void> {
  await ok(
    'decide',
    await request.put(`/api/job-applications/${applicationId}`, {
      data: { status },
      headers: auth(employer.token),
    }),
  );
}

export async function setPostLimitViaApi(
  request: APIRequestContext,
  jobId: number,
  limit: number,
): Promise<void> {
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(
    'limit',
    await request.post(`/api/admin/job-posts/${jobId}/set-application-limit`, {
      data: { limit },
      headers: auth(admin),
    }),
  );
}

export async function reviewViaApi(
  request: APIRequestContext,
  author: Account,
  applicationId: number,
  rating: number,
  comment: string,
): Promise<void> {
  await ok(
    'review',
    await request.post('/api/reviews', {
      data: { job_application_id: applicationId, rating, comment },
      headers: auth(author.token),
    }),
  );
}

/** `employer` invites `jobseeker` to apply to one of their approved posts (docs/decisions/034). */
export async function inviteViaApi(
  request: APIRequestContext,
  employer: Account,
  jobseeker: Account,
  jobId: number,
  message: string,
): Promise<{ id: number }> {
  return ok(
    'invite',
    await request.post('/api/invitations', {
      data: { job_post_id: jobId, user_id: jobseeker.id, message },
      headers: auth(employer.token),
    }),
  );
}
