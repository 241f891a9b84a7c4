import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyNameOf } from '../../../shared/company.ts';
import type { Database } from '../../db/client.ts';
import { jobPosts, users } from '../../db/schema.ts';

/** What the public may open: the same rule as Find Jobs (decisions.md, "Jobs"). */
const isPublic = sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`;

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org). Job and profile sitemaps are cut by id
 * range: file n lists the public rows with ids in ((n-1)·50,000, n·50,000], so no file can exceed
 * the limit, a file's URL stays stable as rows come and go, and no query needs an OFFSET
 * (docs/decisions/022, 059).
 */
export const JOBS_PER_SITEMAP = 50_000;

/** Rows read per round trip while a job sitemap streams out. */
const SITEMAP_BATCH = 1_000;

export type JobSitemapEntry = { id: number; title: string; updatedAt: Date };
export type ProfileSitemapEntry = { id: number; updatedAt: Date };
export type SitemapFile = { index: number; lastModified: Date };

/**
 * Whose profile page a visitor can open and a sitemap lists (docs/decisions/059): jobseekers who
 * are not blocked, the rule of GET /api/users/:id for a visitor. Employers' pages are public too
 * but left out: the job sitemaps already lead to them through their posts.
 */
const isListedProfile = sql`${users.role} = 'jobseeker' and ${users.isBlocked} = false`;

/** The sitemap file (1-based) an id falls in: ids ((n-1)·50,000, n·50,000] are file n. */
export function sitemapFileOf(id: number): number {
  return Math.floor((id - 1) / JOBS_PER_SITEMAP) + 1;
}

/** The id range of sitemap file n, as a keyset walk needs it: (after, last]. */
export function sitemapRange(index: number): { after: number; last: number } {
  return { after: (index - 1) * JOBS_PER_SITEMAP, last: index * JOBS_PER_SITEMAP };
}

export type PublicJobHead = {
  id: number;
  title: string;
  text: string;
  /** The stored, sanitized HTML of the post, for its JobPosting data (docs/decisions/057). */
  description: string;
  jobType: string;
  location: string | null;
  salary: number | null;
  /** When it last became public; null only for rows older than the column (migration 0021). */
  publicSince: Date | null;
  /** When the post closes by itself (docs/decisions/058): Google's validThrough. */
  validThrough: Date | null;
  createdAt: Date;
  updatedAt: Date;
  employerId: number;
  employerUsername: string;
  /** The company name, trimmed, else null (docs/decisions/036). */
  companyName: string | null;
  /** The employer's avatar path (`/uploads/avatars/…`), their company logo; null for none. */
  employerAvatar: string | null;
};

export type PublicMemberHead = {
  username: string;
  role: string;
  avatar: string | null;
  companyName: string | null;
};

export function createSeoService(db: Database) {
  /** The files of a sitemap cut by id range that have a row, each with its newest change. */
  async function sitemapFiles(
    id: AnyPgColumn,
    updatedAt: AnyPgColumn,
    where: SQL,
  ): Promise<SitemapFile[]> {
    const bucket = sql<number>`((${id} - 1) / ${sql.raw(String(JOBS_PER_SITEMAP))})::int`;
    const rows = await db
      .select({ bucket, lastModified: sql<string>`max(${updatedAt})` })
      .from(id.table)
      .where(where)
      .groupBy(bucket)
      .orderBy(bucket);
    return rows.map((row) => ({
      index: Number(row.bucket) + 1,
      lastModified: new Date(row.lastModified),
    }));
  }

  return {
    /**
     * What a public post's head, JobPosting data and card image show, with its employer's name
     * and logo: one indexed row joined to one by primary key. Null when the post does not exist
     * or is not public.
     */
    async publicJob(id: number): Promise<PublicJobHead | null> {
      const [row] = await db
        .select({
          id: jobPosts.id,
          title: jobPosts.title,
          // The description's first sentences: no need to ship 20,000 characters of plain text.
          text: sql<string>`left(${jobPosts.descriptionText}, 400)`,
          description: jobPosts.description,
          jobType: jobPosts.jobType,
          location: jobPosts.location,
          salary: jobPosts.salary,
          publicSince: jobPosts.publicSince,
          validThrough: jobPosts.expiresAt,
          createdAt: jobPosts.createdAt,
          updatedAt: jobPosts.updatedAt,
          employerId: jobPosts.employerId,
          employerUsername: users.username,
          companyName: users.companyName,
          employerAvatar: users.avatar,
        })
        .from(jobPosts)
        .innerJoin(users, eq(users.id, jobPosts.employerId))
        .where(and(eq(jobPosts.id, id), isPublic));
      return row ? { ...row, companyName: companyNameOf(row.companyName) } : null;
    },

    /**
     * A member's username, avatar and company as their public profile shows them; null for
     * admins, blocked or missing.
     */
    async publicMember(id: number): Promise<PublicMemberHead | null> {
      const [row] = await db
        .select({
          username: users.username,
          role: users.role,
          avatar: users.avatar,
          companyName: users.companyName,
        })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.isBlocked, false),
            sql`${users.role} in ('jobseeker', 'employer')`,
          ),
        );
      return row ? { ...row, companyName: companyNameOf(row.companyName) } : null;
    },

    /** The job sitemap files that have at least one post, with their newest change. */
    jobSitemapFiles(): Promise<SitemapFile[]> {
      return sitemapFiles(jobPosts.id, jobPosts.updatedAt, isPublic);
    },

    /**
     * The public posts of job sitemap file `index`, read in batches by keyset on id: memory holds
     * one batch whatever the number of posts. The title gives each post's slug address.
     */
    async *jobSitemapEntries(index: number): AsyncGenerator<JobSitemapEntry[]> {
      const { after: first, last } = sitemapRange(index);
      let after = first;
      while (true) {
        const batch = await db
          .select({ id: jobPosts.id, title: jobPosts.title, updatedAt: jobPosts.updatedAt })
          .from(jobPosts)
          .where(and(isPublic, gt(jobPosts.id, after), lte(jobPosts.id, last)))
          .orderBy(asc(jobPosts.id))
          .limit(SITEMAP_BATCH);
        if (batch.length > 0) yield batch;
        if (batch.length < SITEMAP_BATCH) return;
        after = batch[batch.length - 1]?.id ?? last;
      }
    },

    /** The profile sitemap files that list at least one member, with their newest change. */
    profileSitemapFiles(): Promise<SitemapFile[]> {
      return sitemapFiles(users.id, users.updatedAt, isListedProfile);
    },

    /**
     * The listed profiles of profile sitemap file `index`, in keyset batches like the posts.
     * lastmod is users.updated_at, which every profile save moves (profiles/service.ts).
     */
    async *profileSitemapEntries(index: number): AsyncGenerator<ProfileSitemapEntry[]> {
      const { after: first, last } = sitemapRange(index);
      let after = first;
      while (true) {
        const batch = await db
          .select({ id: users.id, updatedAt: users.updatedAt })
          .from(users)
          .where(and(isListedProfile, gt(users.id, after), lte(users.id, last)))
          .orderBy(asc(users.id))
          .limit(SITEMAP_BATCH);
        if (batch.length > 0) yield batch;
        if (batch.length < SITEMAP_BATCH) return;
        after = batch[batch.length - 1]?.id ?? last;
      }
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
