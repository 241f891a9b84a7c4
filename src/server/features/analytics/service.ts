import { sql } from 'drizzle-orm';
import {
  ANALYTICS_START_DATE,
  type AnalyticsTotals,
  type GrowthReply,
  type RecentRegistrations,
  type RegistrationInterval,
} from '../../../shared/schemas/admin-content.ts';
import type { Database } from '../../db/client.ts';
import type { Presence } from '../../infra/presence.ts';

/** Today's date in UTC, YYYY-MM-DD: analytics days are UTC days (docs/decisions/019). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An ISO 8601 UTC instant, as the API writes dates, computed by PostgreSQL. */
const isoInstant = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Members: the marketplace's people. Admins are staff and never counted. */
const MEMBER = sql`role in ('jobseeker', 'employer')`;

/** What ranks the top employers and jobseekers: their rows, and the reply's column names. */
const RANKED = {
  employer: {
    members: sql`u.role = 'employer'`,
    join: sql`job_posts p on p.employer_id = u.id`,
    id: 'employer_id',
    count: 'job_count',
  },
  jobseeker: {
    members: sql`u.role = 'jobseeker'`,
    join: sql`job_applications a on a.jobseeker_id = u.id`,
    id: 'job_seeker_id',
    count: 'application_count',
  },
} as const;

/**
 * The admin dashboard's figures (spec "Analytics"; decisions.md "Statistics and analytics"). Every
 * figure is one SQL aggregate, series are zero-filled by generate_series, so the cost does not
 * grow with rows loaded into memory. The queries read several features' tables: analytics is a
 * read-only view across the product, by design.
 */
export function createAnalyticsService(deps: { db: Database; presence: Presence }) {
  const { db } = deps;
  const today = () => utcToday();

  /**
   * Unblocked members of a role with posts (employers) or applications (jobseekers), by average
   * rating (unrated last), then by how many, under the reply's names of RANKED.
   */
  async function topRated<R extends keyof typeof RANKED>(role: R, limit: number) {
    const of = RANKED[role];
    const count = sql.identifier(of.count);
    return rowsOf<
      Record<(typeof RANKED)[R]['id'] | (typeof RANKED)[R]['count'], number> & {
        username: string;
        average_rating: number | null;
      }
    >(
      await db.execute(sql`
        select u.id as ${sql.identifier(of.id)}, u.username, count(*)::int as ${count},
          u.average_rating::float8 as average_rating
        from users u join ${of.join}
        where ${of.members} and u.is_blocked = false
        group by u.id
        order by u.average_rating desc nulls last, ${count} desc, u.id asc
        limit ${limit}`),
    );
  }

  return {
    /** Members (admins excluded), posts (Active = status Active), applications and reviews. */
    async totals(): Promise<AnalyticsTotals> {
      const [row] = rowsOf<AnalyticsTotals>(
        await db.execute(sql`
          select
            count(*) filter (where ${MEMBER})::int as "totalUsers",
            count(*) filter (where role = 'employer')::int as "employers",
            count(*) filter (where role = 'jobseeker')::int as "jobSeekers",
            (select count(*)::int from job_posts) as "totalJobPosts",
            (select count(*)::int from job_posts where status = 'Active') as "activeJobPosts",
            (select count(*)::int from job_applications) as "totalApplications",
            (select count(*)::int from reviews) as "totalReviews"
          from users`),
      );
      if (!row) throw new Error('analytics totals returned no row');
      return row;
    },

    /**
     * New members per period from `startDate` to `endDate` (UTC days, both included), every
     * period present, zeros included. Periods: months 'YYYY-MM'; days and ISO weeks (from Monday)
     * 'YYYY-MM-DD' of their first day. Only sign-ups inside the range count, also in a first or
     * last period the range cuts.
     */
    async registrations(query: {
      startDate?: string | undefined;
      endDate?: string | undefined;
      interval: RegistrationInterval;
    }): Promise<{ period: string; count: number }[]> {
      const start = query.startDate ?? ANALYTICS_START_DATE;
      const end = query.endDate ?? today();
      const unit = query.interval;
      const format = unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
      return rowsOf<{ period: string; count: number }>(
        await db.execute(sql`
          with series as (
            select generate_series(
              date_trunc(${unit}::text, ${start}::date::timestamp),
              date_trunc(${unit}::text, ${end}::date::timestamp),
              ('1 ' || ${unit}::text)::interval
            ) as period
          ),
          counted as (
            select date_trunc(${unit}::text, created_at at time zone 'UTC') as period,
              count(*)::int as n
            from users
            where ${MEMBER}
              and created_at >= ${start}::date::timestamp at time zone 'UTC'
              and created_at < (${end}::date + 1)::timestamp at time zone 'UTC'
            group by 1
          )
          select to_char(s.period, ${format}::text) as period, coalesce(c.n, 0)::int as count
          from series s left join counted c on c.period = s.period
          order by s.period`),
      );
    },

    /** Members per country (ISO alpha-2; 'Unknown' when not known), most first. */
    async geographic(): Promise<{ country: string; count: number }[]> {
      return rowsOf<{ country: string; count: number }>(
        await db.execute(sql`
          select coalesce(country, 'Unknown') as country, count(*)::int as count
          from users where ${MEMBER}
          group by 1
          order by count desc, country asc`),
      );
    },

    /**
     * The last `days` UTC days up to today: new members (split by role) and new job posts per
     * day, as two series of the same days (docs/decisions/019).
     */
    async growth(days: number): Promise<GrowthReply> {
      const last = today();
      const rows = rowsOf<{ day: string; jobseekers: number; employers: number; posts: number }>(
        await db.execute(sql`
          with bounds as (
            select ${last}::date - (${days}::int - 1) as first_day, ${last}::date as last_day
          ),
          days as (
            select generate_series(first_day, last_day, interval '1 day')::date as day from bounds
          ),
          members as (
            select (created_at at time zone 'UTC')::date as day,
              count(*) filter (where role = 'jobseeker')::int as jobseekers,
              count(*) filter (where role = 'employer')::int as employers
            from users, bounds
            where ${MEMBER}
              and created_at >= first_day::timestamp at time zone 'UTC'
              and created_at < (last_day + 1)::timestamp at time zone 'UTC'
            group by 1
          ),
          posts as (
            select (created_at at time zone 'UTC')::date as day, count(*)::int as n
            from job_posts, bounds
            where created_at >= first_day::timestamp at time zone 'UTC'
              and created_at < (last_day + 1)::timestamp at time zone 'UTC'
            group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(m.jobseekers, 0)::int as jobseekers,
            coalesce(m.employers, 0)::int as employers,
            coalesce(p.n, 0)::int as posts
          from days d
          left join members m on m.day = d.day
          left join posts p on p.day = d.day
          order by d.day`),
      );
      return {
        registrations: rows.map(({ day, jobseekers, employers }) => ({
          period: day,
          count: jobseekers + employers,
          jobseekers,
          employers,
        })),
        jobPosts: rows.map(({ day, posts }) => ({ period: day, count: posts })),
      };
    },

    /** Online members by role, by presence's rule (decisions.md, "Chat and presence"). */
    async online(): Promise<{ jobseekers: number; employers: number }> {
      const ids = await deps.presence.onlineUserIds();
      if (ids.length === 0) return { jobseekers: 0, employers: 0 };
      const [row] = rowsOf<{ jobseekers: number; employers: number }>(
        await db.execute(sql`
          select count(*) filter (where role = 'jobseeker')::int as jobseekers,
            count(*) filter (where role = 'employer')::int as employers
          from users
          where id = any(string_to_array(${ids.join(',')}, ',')::int[]) and is_blocked = false`),
      );
      return row ?? { jobseekers: 0, employers: 0 };
    },

    /** Today's (UTC) sign-ups, newest first, at most `limit` per role. */
    async recentRegistrations(limit: number): Promise<RecentRegistrations> {
      const rows = rowsOf<{
        id: number;
        username: string;
        email: string;
        role: string;
        created_at: string;
      }>(
        await db.execute(sql`
          select id, username, email, role, created_at_text as created_at from (
            select id, username, email, role, created_at, ${isoInstant(sql`created_at`)} as created_at_text,
              row_number() over (partition by role order by created_at desc, id desc) as rank
            from users
            where ${MEMBER} and created_at >= ${today()}::date::timestamp at time zone 'UTC'
          ) recent
          where rank <= ${limit}
          order by created_at desc, id desc`),
      );
      const pick = (role: string) =>
        rows
          .filter((r) => r.role === role)
          .map(({ id, username, email, created_at }) => ({ id, username, email, created_at }));
      return { jobseekers: pick('jobseeker'), employers: pick('employer') };
    },

    /** Employers with posts by average rating (unrated last), then number of posts. */
    topEmployers: (limit: number) => topRated('employer', limit),

    /** Employers by number of posts. */
    async topEmployersByPosts(limit: number) {
      return rowsOf<{ userId: number; username: string; email: string; jobCount: number }>(
        await db.execute(sql`
          select u.id as "userId", u.username, u.email, count(*)::int as "jobCount"
          from users u join job_posts p on p.employer_id = u.id
          where u.role = 'employer' and u.is_blocked = false
          group by u.id
          order by "jobCount" desc, u.id asc
          limit ${limit}`),
      );
    },

    /** Jobseekers with applications by average rating (unrated last), then applications. */
    topJobseekers: (limit: number) => topRated('jobseeker', limit),

    /** Jobseekers by profile views (never-viewed profiles are left out). */
    async topJobseekersByViews(limit: number) {
      return rowsOf<{ userId: number; username: string; email: string; profileViews: number }>(
        await db.execute(sql`
          select id as "userId", username, email, profile_views as "profileViews"
          from users
          where role = 'jobseeker' and is_blocked = false and profile_views > 0
          order by profile_views desc, id asc
          limit ${limit}`),
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
