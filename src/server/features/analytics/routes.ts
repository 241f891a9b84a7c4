import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  analyticsTotalsSchema,
  geographicReplySchema,
  growthQuerySchema,
  growthReplySchema,
  leaderboardQuerySchema,
  onlineUsersSchema,
  recentRegistrationsSchema,
  registrationsQuerySchema,
  registrationsReplySchema,
  topEmployersByPostsSchema,
  topEmployersSchema,
  topJobseekersByViewsSchema,
  topJobseekersSchema,
} from '../../../shared/schemas/admin-content.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AnalyticsService } from './service.ts';

const errors = errorReplies(400, 401, 403);

/** Reads of aggregate figures: nothing to record in the audit log. */
const ADMIN_READ = { access: 'admin', audit: false } as const;

export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;

  r.get(
    '/admin/analytics',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: 'Totals: members (admins excluded), job posts, applications, reviews',
        description:
          '`totalUsers` = `employers` + `jobSeekers` (blocked accounts included, admins never); `activeJobPosts` counts posts whose status is Active, pending review or not.',
        security: [{ bearerAuth: [] }],
        response: { 200: analyticsTotalsSchema, ...errors },
      },
    },
    async () => analytics.totals(),
  );

  r.get(
    '/admin/analytics/registrations',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: 'New members per day, ISO week or month, every period of the range',
        description:
          '`startDate` (default 2023-01-01) and `endDate` (default today), YYYY-MM-DD, UTC days, both included; `interval` day, week or month (default). `period` is YYYY-MM for months and the first day (YYYY-MM-DD, weeks from Monday) otherwise. At most 1,000 periods.',
        security: [{ bearerAuth: [] }],
        querystring: registrationsQuerySchema,
        response: { 200: registrationsReplySchema, ...errors },
      },
    },
    async (request) => analytics.registrations(request.query),
  );

  r.get(
    '/admin/analytics/geographic-distribution',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: "Members per country (ISO 3166-1 alpha-2, 'Unknown' when not known), most first",
        security: [{ bearerAuth: [] }],
        response: { 200: geographicReplySchema, ...errors },
      },
    },
    async () => analytics.geographic(),
  );

  r.get(
    '/admin/analytics/growth-trends',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: 'New members and job posts per day over the last days',
        description:
          '`period`: 7d to 365d (default 30d), ending today (UTC). `registrations` and `jobPosts` hold one `{ period, count }` per day (`period` YYYY-MM-DD), oldest first, zeros included; each registrations item also splits `count` into `jobseekers` and `employers`.',
        security: [{ bearerAuth: [] }],
        querystring: growthQuerySchema,
        response: { 200: growthReplySchema, ...errors },
      },
    },
    async (request) => analytics.growth(request.query.period),
  );

  r.get(
    '/admin/analytics/online-users',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: 'Members online now by role (an open socket or a request in the last 5 minutes)',
        security: [{ bearerAuth: [] }],
        response: { 200: onlineUsersSchema, ...errors },
      },
    },
    async () => analytics.online(),
  );

  r.get(
    '/admin/analytics/recent-registrations',
    {
      config: ADMIN_READ,
      schema: {
        tags: ['admin'],
        summary: "Today's sign-ups (UTC), newest first, up to `limit` (default 5) per role",
        security: [{ bearerAuth: [] }],
        querystring: leaderboardQuerySchema,
        response: { 200: recentRegistrationsSchema, ...errors },
      },
    },
    async (request) => analytics.recentRegistrations(request.query.limit),
  );

  const boards: [string, string, z.ZodType, (limit: number) => Promise<unknown>][] = [
    [
      'top-employers',
      'Employers with posts by average rating (unrated last), then number of posts',
      topEmployersSchema,
      analytics.topEmployers,
    ],
    [
      'top-employers-by-posts',
      'Employers by number of job posts',
      topEmployersByPostsSchema,
      analytics.topEmployersByPosts,
    ],
    [
      'top-jobseekers',
      'Jobseekers with applications by average rating (unrated last), then applications',
      topJobseekersSchema,
      analytics.topJobseekers,
    ],
    [
      'top-jobseekers-by-views',
      'Jobseekers by profile views',
      topJobseekersByViewsSchema,
      analytics.topJobseekersByViews,
    ],
  ];
  for (const [name, summary, reply, load] of boards) {
    r.get(
      `/admin/leaderboards/${name}`,
      {
        config: ADMIN_READ,
        schema: {
          tags: ['admin'],
          summary,
          description:
            '`limit`: 1 to 50, default 5. Blocked accounts are left out; ties go to the older account.',
          security: [{ bearerAuth: [] }],
          querystring: leaderboardQuerySchema,
          response: { 200: reply, ...errors },
        },
      },
      async (request) => load(request.query.limit),
    );
  }
}
