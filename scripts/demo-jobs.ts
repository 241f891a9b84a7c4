/**
 * The demo marketplace's job posts: a few hundred believable remote and VA jobs from the demo
 * employers across the demo categories, most approved, some pending review, a few closed.
 */
import { generateJob, seededRandom } from '../bench/job-data.ts';
import type { jobPosts } from '../src/server/db/schema.ts';
import { POPULAR_CATEGORIES } from '../src/shared/categories.ts';

export const DEMO_JOB_COUNT = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export function demoJobs(
  employerIds: readonly number[],
  categoryIdByLowerName: ReadonlyMap<string, number>,
  now: number,
): (typeof jobPosts.$inferInsert)[] {
  const random = seededRandom(20261122);
  return Array.from({ length: DEMO_JOB_COUNT }, (_, i) => {
    const job = generateJob(random, POPULAR_CATEGORIES);
    const createdAt = new Date(now - random() * 90 * DAY_MS);
    const roll = random();
    return {
      employerId: employerIds[i % employerIds.length] as number,
      title: job.title,
      description: job.description,
      descriptionText: job.descriptionText,
      location: job.location,
      salary: job.salary,
      jobType: job.jobType,
      categoryId: categoryIdByLowerName.get(job.categoryName.toLowerCase()) ?? null,
      requiredSkills: job.requiredSkills,
      // About 10% wait for review and 8% are closed; the rest are public.
      pendingReview: roll < 0.1,
      status: roll > 0.92 ? ('closed' as const) : ('Active' as const),
      views: Math.floor(random() * 400),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
