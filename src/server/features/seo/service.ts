import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { companyNameOf } from '../../../shared/company.ts';
import type { Database } from '../../db/client.ts';
import { jobPosts, users } from '../../db/schema.ts';

/** What the public may open: the same rule as Find Jobs (decisions.md, "Jobs"). */
const isPublic = sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`;

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org). Job sitemaps are cut by id range:
 * file n lists the public posts with ids in ((n-1)·50,000, n·50,000], so no file can exceed the
 * limit, a file's URL stays stable as posts come and go, and no query needs an OFFSET.
 */
export const JOBS_PER_SITEMAP = 50_000;

/** Rows read per round trip while a job sitemap streams out. */
const SITEMAP_BATCH = 1_000;

export type JobSitemapEntry = { id: number; updatedAt: Date };
export type JobSitemapFile = { index: number; lastModified: Date };

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
    async jobSitemapFiles(): Promise<JobSitemapFile[]> {
      const bucket = sql<number>`((${jobPosts.id} - 1) / ${sql.raw(String(JOBS_PER_SITEMAP))})::int`;
      const rows = await db
        .select({
          bucket,
          lastModified: sql<string>`max(${jobPosts.updatedAt})`,
        })
        .from(jobPosts)
        .where(isPublic)
        .groupBy(bucket)
        .orderBy(bucket);
      return rows.map((row) => ({
        index: Number(row.bucket) + 1,
        lastModified: new Date(row.lastModified),
      }));
    },

    /**
     * The public posts of job sitemap file `index`, read in batches by keyset on id: memory holds
     * one batch whatever the number of posts.
     */
    async *jobSitemapEntries(index: number): AsyncGenerator<JobSitemapEntry[]> {
      const last = index * JOBS_PER_SITEMAP;
      let after = (index - 1) * JOBS_PER_SITEMAP;
      while (true) {
        const batch = await db
          .select({ id: jobPosts.id, updatedAt: jobPosts.updatedAt })
          .from(jobPosts)
          .where(and(isPublic, gt(jobPosts.id, after), lte(jobPosts.id, last)))
          .orderBy(asc(jobPosts.id))
          .limit(SITEMAP_BATCH);
        if (batch.length > 0) yield batch;
        if (batch.length < SITEMAP_BATCH) return;
        after = batch[batch.length - 1]?.id ?? last;
      }
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
