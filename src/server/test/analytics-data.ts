import { beforeAll } from 'vitest';
import { jobApplications, jobPosts, reviews, users } from '../db/schema.ts';
import { marketplace } from './marketplace.ts';

/**
 * Analytics against a known data set: members, posts, applications and reviews written straight
 * to the database with fixed creation times; analytics.test.ts works its figures out by hand. The
 * file's database holds nothing else but the admin (who is never counted).
 */
const DAY = 24 * 60 * 60 * 1000;
const todayStart = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
export const dayString = (offsetDays: number) =>
  new Date(todayStart + offsetDays * DAY).toISOString().slice(0, 10);

type Member = {
  key: string;
  role: 'jobseeker' | 'employer';
  at: Date;
  country?: string;
  views?: number;
  rating?: number;
  blocked?: boolean;
};

/** `at` today, `seconds` after midnight UTC (still in the past unless run in the first minute). */
export const today = (seconds: number) => new Date(todayStart + seconds * 1000);

const MEMBERS: Member[] = [
  {
    key: 'J1',
    role: 'jobseeker',
    at: new Date('2023-01-15T10:00:00Z'),
    country: 'US',
    views: 10,
    rating: 4.5,
  },
  { key: 'J2', role: 'jobseeker', at: new Date('2023-01-31T23:59:59Z'), country: 'DE', views: 30 },
  {
    key: 'J3',
    role: 'jobseeker',
    at: new Date('2023-03-01T00:00:00Z'),
    views: 100,
    rating: 5,
    blocked: true,
  },
  { key: 'E1', role: 'employer', at: new Date('2023-02-10T08:00:00Z'), country: 'US', rating: 4 },
  { key: 'E2', role: 'employer', at: new Date('2023-03-31T23:00:00Z'), country: 'US' },
  {
    key: 'E3',
    role: 'employer',
    at: new Date('2022-12-31T23:59:59Z'),
    country: 'GB',
    rating: 5,
    blocked: true,
  },
  { key: 'T1', role: 'jobseeker', at: today(1), country: 'DE', rating: 4.5 },
  { key: 'T2', role: 'jobseeker', at: today(2), views: 5 },
  { key: 'T3', role: 'jobseeker', at: today(3) },
  { key: 'T4', role: 'jobseeker', at: today(4) },
  { key: 'T5', role: 'jobseeker', at: today(5) },
  { key: 'T6', role: 'jobseeker', at: today(6) },
  { key: 'U1', role: 'employer', at: today(7), rating: 4 },
  { key: 'U2', role: 'employer', at: today(8) },
  { key: 'Y1', role: 'employer', at: new Date(todayStart - DAY + 12 * 3600 * 1000) },
  { key: 'D29', role: 'jobseeker', at: new Date(todayStart - 29 * DAY + 12 * 3600 * 1000) },
  { key: 'D30', role: 'jobseeker', at: new Date(todayStart - 30 * DAY + 12 * 3600 * 1000) },
];

/** The file's marketplace (an admin only) with the data set written in beforeAll; `id('J1')`. */
export function analyticsData() {
  const m = marketplace({ admin: true });
  const ids = new Map<string, number>();
  const id = (key: string) => ids.get(key) as number;
  beforeAll(async () => {
    const db = m.database.db;
    for (const member of MEMBERS) {
      const [row] = await db
        .insert(users)
        .values({
          username: `an_${member.key.toLowerCase()}_${process.pid}`,
          email: `an.${member.key.toLowerCase()}.${process.pid}@example.com`,
          passwordHash: 'not-a-password-hash',
          role: member.role,
          country: member.country ?? null,
          profileViews: member.views ?? 0,
          averageRating: member.rating ?? null,
          isBlocked: member.blocked ?? false,
          createdAt: member.at,
          updatedAt: member.at,
        })
        .returning({ id: users.id });
      ids.set(member.key, row?.id as number);
    }
    const post = (key: string, employer: string, at: Date, status: 'Active' | 'closed') => ({
      employerId: id(employer),
      title: `Post ${key}`,
      description: '<p>Analytics fixture</p>',
      descriptionText: 'Analytics fixture',
      jobType: 'Part-time',
      status,
      pendingReview: false,
      createdAt: at,
      updatedAt: at,
    });
    const posts = await db
      .insert(jobPosts)
      .values([
        post('P1', 'E1', today(9), 'Active'),
        post('P2', 'E1', new Date(todayStart - DAY + 3600 * 1000), 'closed'),
        post('P3', 'E2', new Date('2023-03-05T00:00:00Z'), 'Active'),
        post('P4', 'E3', new Date('2023-01-01T00:00:00Z'), 'Active'),
        post('P5', 'U1', new Date('2023-02-20T00:00:00Z'), 'Active'),
      ])
      .returning({ id: jobPosts.id, title: jobPosts.title });
    const postId = (key: string) => posts.find((p) => p.title === `Post ${key}`)?.id as number;
    await db.insert(jobApplications).values(
      [
        ['J1', 'P1'],
        ['J1', 'P3'],
        ['J2', 'P1'],
        ['T1', 'P3'],
        ['J3', 'P1'],
      ].map(([seeker, p]) => ({
        jobseekerId: id(seeker as string),
        jobPostId: postId(p as string),
      })),
    );
    await db.insert(reviews).values([
      { reviewerId: id('E1'), revieweeId: id('J1'), rating: 4, comment: 'Good' },
      { reviewerId: id('J1'), revieweeId: id('E1'), rating: 4, comment: 'Fair' },
    ]);
  });
  return { m, id };
}
