import { randomBytes } from 'node:crypto';
/**
 * The demo marketplace of `npm run demo`: remote-work categories, employers, jobseekers and an
 * admin, all sharing one password. Only scripts/demo.ts (and its test) loads this module; no
 * product path does, so demo data never reaches a real deployment by accident.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import {
  categories,
  chatMessages,
  complaints,
  employerPlans,
  feedback,
  invitations,
  jobApplications,
  jobPosts,
  planRequests,
  reviews,
  userCategories,
  users,
} from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/passwords.ts';
import { plainTextLines } from '../src/server/features/jobs/sanitize.ts';
import { AVATAR_URL_PREFIX } from '../src/server/features/profiles/files.ts';
import type { Storage } from '../src/server/infra/storage.ts';
import { jobPostFindings } from '../src/shared/job-post-risks.ts';
import type { Role } from '../src/shared/roles.ts';
import { zoneOffset } from '../src/shared/working-hours.ts';
import { companyLogoPng, personAvatarPng } from './demo-avatars.ts';
import { demoChatMessages } from './demo-chats.ts';
import {
  type DemoJobRow,
  type DemoSeekerRow,
  demoApplications,
  demoInvitations,
  demoReviews,
} from './demo-hiring.ts';
import { demoJobs } from './demo-jobs.ts';
import { demoComplaints, demoFeedback } from './demo-moderation.ts';
import {
  DEMO_ADMIN,
  DEMO_CATEGORIES,
  DEMO_DEFAULT_PLAN,
  DEMO_EMPLOYERS,
  DEMO_JOBSEEKERS,
  DEMO_PASSWORD,
  DEMO_PLAN_REQUEST,
  DEMO_PLANS,
  type DemoJobseeker,
  type DemoPerson,
} from './demo-people.ts';
import { seedDemoTrust } from './demo-trust.ts';

export type DemoLogin = { role: Role; name: string; username: string; email: string };

export type DemoSeedResult = {
  /** false when the demo data was there already and nothing was added. */
  created: boolean;
  password: string;
  logins: DemoLogin[];
};

function demoLogins(): DemoLogin[] {
  const login = (role: Role) => (p: DemoPerson) => ({
    role,
    name: p.name,
    username: p.username,
    email: p.email,
  });
  return [
    login('admin')(DEMO_ADMIN),
    ...DEMO_EMPLOYERS.map(login('employer')),
    ...DEMO_JOBSEEKERS.map(login('jobseeker')),
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo jobseeker's working day (docs/decisions/051): US Eastern business hours in their own
 * zone where their profile says they work US hours, otherwise 09:00-17:00 where they live.
 */
function workingDayOf(
  jobseeker: DemoJobseeker,
  now: number,
): { workStart: number; workEnd: number } {
  const usHours = /US Eastern business hours|US day shift|night-shift/i.test(
    `${jobseeker.headline} ${jobseeker.experience}`,
  );
  if (!usHours) return { workStart: 9 * 60, workEnd: 17 * 60 };
  const shift = zoneOffset(jobseeker.timezone, now) - zoneOffset('America/New_York', now);
  const start = (((9 * 60 + shift) % 1440) + 1440) % 1440;
  return { workStart: start, workEnd: (start + 8 * 60) % 1440 };
}

/**
 * Fills the database with the demo marketplace, in one transaction. Idempotent: when the demo
 * admin exists already it adds nothing. Categories that exist already (by name, any case) are
 * reused rather than duplicated.
 */
export async function seedDemo(db: Database, storage: Storage): Promise<DemoSeedResult> {
  const result = { password: DEMO_PASSWORD, logins: demoLogins() };
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email))
    .limit(1);
  if (existing.length > 0) return { created: false, ...result };

  const now = Date.now();

  // Members get a portrait or a company logo (the admin is not a marketplace member). The files
  // are drawn and stored while the rows are inserted, and the transaction waits for them.
  const pictures: [string, () => Promise<Buffer>][] = [
    ...DEMO_EMPLOYERS.map((e): [string, () => Promise<Buffer>] => [
      e.username,
      () => companyLogoPng(e.logo),
    ]),
    ...DEMO_JOBSEEKERS.map((j): [string, () => Promise<Buffer>] => [
      j.username,
      () => personAvatarPng(j.username, j.look),
    ]),
  ];
  const fileNames = new Map(
    pictures.map(([username]) => [username, `${randomBytes(16).toString('hex')}.png`]),
  );
  const avatars = new Map(
    [...fileNames].map(([username, name]) => [username, `${AVATAR_URL_PREFIX}${name}`]),
  );
  const writtenKeys = [...fileNames.values()].map((name) => `avatars/${name}`);
  // Settled, not raced: on a failure every write has ended before the clean-up below runs.
  const storing = Promise.allSettled(
    pictures.map(async ([username, draw]) =>
      storage.put(`avatars/${fileNames.get(username)}`, await draw(), 'image/png'),
    ),
  );
  try {
    // argon2 is deliberately slow: hash once, every demo account shares the password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;

      await tx
        .insert(categories)
        .values(DEMO_CATEGORIES.map((name) => ({ name })))
        .onConflictDoNothing();
      const categoryRows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(
          inArray(
            sql`lower(${categories.name})`,
            DEMO_CATEGORIES.map((name) => name.toLowerCase()),
          ),
        );
      const categoryId = new Map(categoryRows.map((c) => [c.name.toLowerCase(), c.id]));

      /** A member's row as sign-up and their later profile edits would have left it. */
      const row = (
        person: DemoPerson,
        role: Role,
        extra: Partial<typeof users.$inferInsert>,
      ): typeof users.$inferInsert => {
        const joinedAt = new Date(now - person.joinedDaysAgo * DAY_MS);
        return {
          username: person.username,
          email: person.email,
          passwordHash,
          role,
          timezone: person.timezone,
          currency: person.currency,
          country: person.country,
          profileViews: person.profileViews,
          avatar: avatars.get(person.username) ?? null,
          // Verified a few minutes after signing up, as a person clicking the link would.
          emailVerifiedAt: new Date(joinedAt.getTime() + 7 * 60 * 1000),
          createdAt: joinedAt,
          updatedAt: joinedAt,
          ...extra,
        };
      };
      // One insert for everyone, in the order of the printed logins.
      const created = await tx
        .insert(users)
        .values([
          row(DEMO_ADMIN, 'admin', {}),
          ...DEMO_EMPLOYERS.map((employer) =>
            row(employer, 'employer', {
              companyName: employer.companyName,
              companyInfo: employer.companyInfo,
              referralLink: employer.referralLink,
              identityVerified: employer.identityVerified,
            }),
          ),
          ...DEMO_JOBSEEKERS.map((jobseeker) =>
            row(jobseeker, 'jobseeker', {
              skills: jobseeker.skills,
              experience: jobseeker.experience,
              portfolio: jobseeker.portfolio,
              videoIntro: jobseeker.videoIntro,
              headline: jobseeker.headline,
              hourlyRate: jobseeker.hourlyRate,
              profileCountry: jobseeker.profileCountry,
              languages: jobseeker.languages,
              availability: jobseeker.availability,
              searchStatus: jobseeker.searchStatus,
              identityVerified: jobseeker.identityVerified,
              ...workingDayOf(jobseeker, now),
            }),
          ),
        ])
        .returning({ id: users.id, username: users.username });
      const idOf = new Map(created.map((u) => [u.username, u.id]));
      const id = (person: DemoPerson) => idOf.get(person.username) as number;

      const adminId = id(DEMO_ADMIN);
      const employerIds = DEMO_EMPLOYERS.map(id);
      const employerIdByUsername = new Map(DEMO_EMPLOYERS.map((e) => [e.username, id(e)]));
      const seekers: DemoSeekerRow[] = DEMO_JOBSEEKERS.map((person) => ({
        id: id(person),
        person,
      }));
      await tx.insert(userCategories).values(
        DEMO_JOBSEEKERS.flatMap((jobseeker) =>
          jobseeker.categories.map((name) => {
            const found = categoryId.get(name.toLowerCase());
            if (found === undefined) throw new Error(`demo category ${name} is missing`);
            return { userId: id(jobseeker), categoryId: found };
          }),
        ),
      );

      // Plans as admins granted them (docs/decisions/055); Pro runs to a date, as a yearly
      // invoice paid outside Stripe would.
      await tx.insert(employerPlans).values(
        DEMO_EMPLOYERS.filter((e) => (DEMO_PLANS[e.username] ?? DEMO_DEFAULT_PLAN) !== 'free').map(
          (e) => {
            const plan = DEMO_PLANS[e.username] ?? DEMO_DEFAULT_PLAN;
            return {
              userId: id(e),
              plan,
              source: 'admin' as const,
              periodEnd: plan === 'pro' ? new Date(now + 200 * DAY_MS) : null,
            };
          },
        ),
      );
      await tx.insert(planRequests).values({
        employerId: idOf.get(DEMO_PLAN_REQUEST.username) as number,
        plan: DEMO_PLAN_REQUEST.plan,
        note: DEMO_PLAN_REQUEST.note,
        createdAt: new Date(now - 5 * 60 * 60 * 1000),
      });

      // A blocked country, and the addresses, devices and risk scores sign-up recorded.
      await seedDemoTrust(txDb);

      const jobPlans = demoJobs(
        employerIdByUsername,
        categoryId,
        now,
        new Map(DEMO_EMPLOYERS.map((e) => [e.username, e.timezone])),
      );
      const inserted = await tx
        .insert(jobPosts)
        .values(
          // What the service stores on a save: the detector's findings (docs/decisions/045).
          jobPlans.map((plan) => ({
            ...plan.row,
            riskFlags: jobPostFindings(plan.row.title, plainTextLines(plan.row.description)),
          })),
        )
        .returning({
          id: jobPosts.id,
          employerId: jobPosts.employerId,
          status: jobPosts.status,
          pendingReview: jobPosts.pendingReview,
          createdAt: jobPosts.createdAt,
        });
      const companyOf = new Map(DEMO_EMPLOYERS.map((e) => [e.username, e.companyName]));
      const jobs: DemoJobRow[] = inserted.map((job, i) => {
        const plan = jobPlans[i] as (typeof jobPlans)[number];
        return { ...plan, ...job, companyName: companyOf.get(plan.employerUsername) as string };
      });

      // Hiring history: proposals in every status, reviews both ways, ratings from them.
      const plans = demoApplications(jobs, seekers, now);
      const applied = await tx
        .insert(jobApplications)
        .values(
          plans.map(({ employerId, seekerReview, employerReview, ...application }) => application),
        )
        .returning({
          id: jobApplications.id,
          jobPostId: jobApplications.jobPostId,
          jobseekerId: jobApplications.jobseekerId,
        });
      const invitationRows = demoInvitations(jobs, seekers, plans, now);
      if (invitationRows.length > 0) await tx.insert(invitations).values(invitationRows);
      const applicationIds = new Map(applied.map((a) => [`${a.jobPostId}:${a.jobseekerId}`, a.id]));
      const reviewRows = demoReviews(
        plans,
        (plan) => applicationIds.get(`${plan.jobPostId}:${plan.jobseekerId}`) as number,
        now,
      );
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
      // Conversations on the accepted applications (the Messages page, the unread badge).
      const chatRows = demoChatMessages(
        plans
          .filter((plan) => plan.status === 'Accepted')
          .map((plan) => ({
            id: applicationIds.get(`${plan.jobPostId}:${plan.jobseekerId}`) as number,
            employerId: plan.employerId,
            jobseekerId: plan.jobseekerId,
            decidedAt: plan.updatedAt as Date,
          })),
        now,
      );
      if (chatRows.length > 0) await tx.insert(chatMessages).values(chatRows);
      // The moderation queue: feedback and complaints in every status (docs/decisions/019).
      const moderation = {
        adminId,
        employerIds,
        seekerIds: seekers.map((s) => s.id),
        jobs: inserted,
        now,
      };
      await tx.insert(feedback).values(demoFeedback(moderation));
      await tx.insert(complaints).values(demoComplaints(moderation));
      await tx.execute(
        sql`update ${users} set average_rating = (select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.revieweeId} = ${users.id}) where exists (select 1 from ${reviews} where ${reviews.revieweeId} = ${users.id})`,
      );
      const failed = (await storing).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
  } catch (error) {
    // Nothing was stored in the database: remove the avatar files written on the way.
    await storing;
    for (const key of writtenKeys) await storage.delete(key).catch(() => {});
    throw error;
  }

  return { created: true, ...result };
}
