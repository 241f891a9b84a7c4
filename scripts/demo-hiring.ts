/**
 * The demo marketplace's hiring history: jobseekers' applications to the demo jobs in every
 * status (Pending, Accepted, Rejected), and reviews both ways on accepted ones, so that ratings,
 * My Applications, the applications tables and Find Talent all have something real to show.
 * Deterministic: the same seed gives the same history.
 */
import { seededRandom } from '../bench/job-data.ts';
import type { jobApplications, reviews } from '../src/server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoJobRow = {
  id: number;
  employerId: number;
  categoryId: number | null;
  status: 'Active' | 'closed';
  pendingReview: boolean;
  createdAt: Date;
};

export type DemoSeekerRow = { id: number; categoryIds: number[] };

type Review = { rating: number; comment: string };

export type DemoApplicationPlan = typeof jobApplications.$inferInsert & {
  jobPostId: number;
  jobseekerId: number;
  employerId: number;
  /** Accepted applications only: what each side wrote about the other. */
  seekerReview?: Review;
  employerReview?: Review;
};

/** What jobseekers write about employers. Ratings 5 to 2, most of them good. */
const ABOUT_EMPLOYERS: Review[] = [
  {
    rating: 5,
    comment:
      'Clear brief from day one, quick answers and paid on time. Would gladly work together again.',
  },
  {
    rating: 5,
    comment:
      'Very organised team. Weekly check-ins kept everything on track and feedback was always kind and specific.',
  },
  {
    rating: 5,
    comment:
      'Great first client on TalentBridge: realistic deadlines, good tools and a friendly onboarding call.',
  },
  {
    rating: 4,
    comment:
      'Good experience overall. A few last-minute changes, but they were always fair about the extra time.',
  },
  {
    rating: 4,
    comment:
      'Respectful and professional. Documentation was thin at first, but they improved it when I asked.',
  },
  {
    rating: 4,
    comment:
      'Reliable payments and a pleasant team. Time-zone overlap was short, so plan your questions ahead.',
  },
  {
    rating: 3,
    comment:
      'The work was interesting, but priorities changed often and some tasks were not clearly defined.',
  },
  {
    rating: 2,
    comment:
      'Communication was slow and the scope grew without discussion. Payment did arrive in the end.',
  },
];

/** What employers write about jobseekers. */
const ABOUT_JOBSEEKERS: Review[] = [
  {
    rating: 5,
    comment:
      'Outstanding work. Took ownership, asked the right questions and delivered ahead of schedule.',
  },
  {
    rating: 5,
    comment:
      'Exactly the help we needed: careful, fast and great with our customers. Highly recommended.',
  },
  {
    rating: 5,
    comment: 'Set up a process we still use today. Clear written updates every single day.',
  },
  {
    rating: 4,
    comment:
      'Solid, dependable work and easy to communicate with. Needed a little guidance on our tools at first.',
  },
  { rating: 4, comment: 'Good quality and always on time. Would hire again for similar tasks.' },
  {
    rating: 4,
    comment:
      'Friendly and proactive. A couple of small mistakes early on, fixed quickly without fuss.',
  },
  {
    rating: 3,
    comment: 'Did what was asked, but we had to follow up more often than we expected.',
  },
];

/** Optional notes jobseekers send with an application (the employer's table shows them). */
const NOTES = [
  'I have done this exact work for two similar clients and can start next week.',
  'My hours overlap with yours for at least four hours a day. Happy to do a short paid trial.',
  'I read the description carefully; my portfolio has three examples of this kind of task.',
  'Available full time from the 1st. I am used to working from clear written briefs.',
];

/**
 * Each demo jobseeker applies to a handful of public jobs in their categories (a couple outside
 * them too). About half the applications are still Pending, a third Accepted and the rest
 * Rejected; every demo jobseeker has at least one of each when enough jobs match. Accepted ones
 * mostly carry reviews both ways.
 */
export function demoApplications(
  jobs: readonly DemoJobRow[],
  seekers: readonly DemoSeekerRow[],
  now: number,
): DemoApplicationPlan[] {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Public jobs are open for applications; closed ones may have taken some before closing.
  const open = jobs.filter((j) => !j.pendingReview);
  const plans: DemoApplicationPlan[] = [];

  seekers.forEach((seeker, index) => {
    const matching = open.filter(
      (j) => j.categoryId !== null && seeker.categoryIds.includes(j.categoryId),
    );
    const others = open.filter((j) => !matching.includes(j));
    const chosen = new Set<DemoJobRow>();
    const wanted = 4 + (index % 3);
    for (let tries = 0; chosen.size < wanted && tries < 200; tries++) {
      chosen.add(tries < 150 && matching.length > 0 ? pick(matching) : pick(others));
    }
    [...chosen].forEach((job, i) => {
      // The first three of each person cover every status; the rest are drawn.
      const status =
        i === 0
          ? 'Accepted'
          : i === 1
            ? 'Rejected'
            : i === 2
              ? 'Pending'
              : random() < 0.5
                ? 'Pending'
                : random() < 0.6
                  ? 'Accepted'
                  : 'Rejected';
      const age = now - job.createdAt.getTime();
      const createdAt = new Date(job.createdAt.getTime() + age * (0.1 + random() * 0.6));
      const decidedAt =
        status === 'Pending'
          ? createdAt
          : new Date(
              createdAt.getTime() + Math.min(now - createdAt.getTime(), 3 * DAY_MS) * random(),
            );
      const plan: DemoApplicationPlan = {
        jobPostId: job.id,
        jobseekerId: seeker.id,
        employerId: job.employerId,
        status,
        note: random() < 0.6 ? pick(NOTES) : null,
        createdAt,
        updatedAt: decidedAt,
      };
      if (status === 'Accepted') {
        if (random() < 0.85) plan.seekerReview = pick(ABOUT_EMPLOYERS);
        if (random() < 0.85) plan.employerReview = pick(ABOUT_JOBSEEKERS);
      }
      plans.push(plan);
    });
  });
  return plans;
}

/** The reviews of the planned applications, once their ids are known. */
export function demoReviews(
  plans: readonly DemoApplicationPlan[],
  applicationId: (plan: DemoApplicationPlan) => number,
  now: number,
): (typeof reviews.$inferInsert)[] {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const plan of plans) {
    const decided = (plan.updatedAt as Date).getTime();
    const at = (days: number) => new Date(Math.min(now - 60_000, decided + days * DAY_MS));
    if (plan.seekerReview) {
      rows.push({
        jobApplicationId: applicationId(plan),
        reviewerId: plan.jobseekerId,
        revieweeId: plan.employerId,
        ...plan.seekerReview,
        createdAt: at(9),
      });
    }
    if (plan.employerReview) {
      rows.push({
        jobApplicationId: applicationId(plan),
        reviewerId: plan.employerId,
        revieweeId: plan.jobseekerId,
        ...plan.employerReview,
        createdAt: at(8),
      });
    }
  }
  return rows;
}
