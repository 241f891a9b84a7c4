import { useQuery } from '@tanstack/react-query';
import { jobPostPath } from '../../../../shared/job-api-paths.ts';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request, retryUnlessRefused } from '../../../lib/api.ts';
import type { ComplaintType } from '../../../lib/complaints.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { usePublicProfile } from '../../../lib/public-profile-query.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';

/** What is being reported, as the person reads it (docs/decisions/040). */
export type ReportedTarget = {
  kind: 'Job post' | 'Profile';
  /** The job's title, or the company's or the person's name. */
  name: string;
  /** The employer's name under a job's title; null for a profile. */
  by: string | null;
  href: string;
  /** Who owns it: nobody reports their own post or profile. */
  ownerId: number;
};

type Target = { type: ComplaintType; id: number };

/**
 * Loads the job post or the profile the address names, through the same calls (and cache
 * entries) as its own page: a post or person the caller cannot see is not one they can report.
 */
export function useReportedTarget(target: Target) {
  const isJob = target.type === 'job_post';
  const job = useQuery({
    queryKey: jobPostKeys.detail(target.id),
    queryFn: async ({ signal }): Promise<JobPost> =>
      request('GET', jobPostPath(target.id), jobPostReply, { signal }),
    enabled: isJob,
    retry: retryUnlessRefused(2),
  });
  const profile = usePublicProfile(isJob ? null : target.id);
  const query = isJob ? job : profile;
  let data: ReportedTarget | undefined;
  if (isJob && job.data) {
    const employer = job.data.employer;
    data = {
      kind: 'Job post',
      name: job.data.title,
      by: employer ? (employer.company_name ?? employer.username) : null,
      href: jobPagePath(job.data.id, job.data.title),
      ownerId: job.data.employer_id,
    };
  } else if (!isJob && profile.data) {
    data = {
      kind: 'Profile',
      name: profile.data.company_name ?? profile.data.username,
      by: null,
      href: `/users/${profile.data.id}`,
      ownerId: profile.data.id,
    };
  }
  return {
    data,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
