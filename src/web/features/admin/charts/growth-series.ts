import type { GrowthReply } from '../../../../shared/schemas/admin-content.ts';

export type GrowthSeries = {
  /** The days, 'YYYY-MM-DD', oldest first. */
  periods: string[];
  jobseekers: number[];
  employers: number[];
  jobPosts: number[];
};

/**
 * The growth chart's lines from GET /api/admin/analytics/growth-trends (docs/decisions/019): the
 * two series are matched by `period`, not by position, and a day missing from one counts 0.
 */
export function growthSeries(reply: GrowthReply): GrowthSeries {
  const members = new Map(reply.registrations.map((row) => [row.period, row]));
  const posts = new Map(reply.jobPosts.map((row) => [row.period, row.count]));
  const periods = [...new Set([...members.keys(), ...posts.keys()])].sort();
  return {
    periods,
    jobseekers: periods.map((p) => members.get(p)?.jobseekers ?? 0),
    employers: periods.map((p) => members.get(p)?.employers ?? 0),
    jobPosts: periods.map((p) => posts.get(p) ?? 0),
  };
}
