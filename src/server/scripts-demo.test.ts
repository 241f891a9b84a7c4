/** The demo data of `npm run demo` (scripts/demo-data.ts), seeded into the file's own app. */
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoSeedResult, seedDemo } from '../../scripts/demo-data.ts';
import { DEMO_JOB_COUNT } from '../../scripts/demo-jobs.ts';
import {
  DEMO_ADMIN,
  DEMO_CATEGORIES,
  DEMO_EMPLOYERS,
  DEMO_JOBSEEKERS,
  DEMO_PASSWORD,
} from '../../scripts/demo-people.ts';
import { newPasswordSchema, usernameSchema } from '../shared/schemas/auth.ts';
import { decodeToken } from '../shared/token.ts';
import type { Database } from './db/client.ts';
import {
  categories,
  chatMessages,
  jobApplications,
  jobPosts,
  reviews,
  userCategories,
  users,
} from './db/schema.ts';
import { assertAcceptablePassword } from './features/auth/passwords.ts';
import { plainText, sanitizeDescription } from './features/jobs/sanitize.ts';
import { openTestDatabase } from './test/context.ts';
import { marketplace } from './test/marketplace.ts';

const m = marketplace();
const { api } = m;

async function counts(db: Database) {
  const n = async (table: typeof users | typeof categories | typeof userCategories) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const byRole = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  return {
    users: await n(users),
    categories: await n(categories),
    userCategories: await n(userCategories),
    byRole: Object.fromEntries(byRole.map((r) => [r.role, r.n])),
  };
}

describe('demo data (npm run demo)', () => {
  let seed: DemoSeedResult;
  let seedUsers: Map<string, { id: number }>;
  beforeAll(async () => {
    seed = await seedDemo(m.database.db, m.app.services.storage);
    const rows = await m.database.db.select({ id: users.id, email: users.email }).from(users);
    seedUsers = new Map(rows.map((r) => [r.email, r]));
  });

  it('is well-formed: valid usernames, e-mails, time zones, currencies and https URLs', () => {
    expect(() => assertAcceptablePassword(DEMO_PASSWORD)).not.toThrow();
    expect(newPasswordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    const people = [DEMO_ADMIN, ...DEMO_EMPLOYERS, ...DEMO_JOBSEEKERS];
    const currencies = new Set(Intl.supportedValuesOf('currency'));
    for (const person of people) {
      expect(usernameSchema.safeParse(person.username).success, person.username).toBe(true);
      expect(person.email).toMatch(/^[a-z.]+@example\.com$/);
      // Throws a RangeError for anything but an IANA zone name.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: person.timezone })).not.toThrow();
      expect(person.timezone).toContain('/');
      expect(currencies.has(person.currency), person.currency).toBe(true);
      expect(person.country).toMatch(/^[A-Z]{2}$/);
    }
    const lower = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));
    expect(lower(people.map((p) => p.username)).size).toBe(people.length);
    expect(lower(people.map((p) => p.email)).size).toBe(people.length);
    expect(lower([...DEMO_CATEGORIES]).size).toBe(DEMO_CATEGORIES.length);
    const urls = [
      ...DEMO_EMPLOYERS.map((e) => e.referralLink),
      ...DEMO_JOBSEEKERS.flatMap((j) => [j.portfolio, j.videoIntro]),
    ];
    for (const url of urls) expect(new URL(url).protocol, url).toBe('https:');
  });

  it('creates the categories, employers, jobseekers and the admin, e-mail verified', async () => {
    expect(seed.created).toBe(true);
    expect(seed.password).toBe(DEMO_PASSWORD);
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(16);
    expect(DEMO_EMPLOYERS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_JOBSEEKERS.length).toBeGreaterThanOrEqual(12);

    const c = await counts(m.database.db);
    expect(c.categories).toBe(DEMO_CATEGORIES.length);
    expect(c.byRole).toEqual({
      admin: 1,
      employer: DEMO_EMPLOYERS.length,
      jobseeker: DEMO_JOBSEEKERS.length,
    });
    expect(c.userCategories).toBe(DEMO_JOBSEEKERS.reduce((sum, j) => sum + j.categories.length, 0));
    expect(seed.logins).toHaveLength(c.users);

    const rows = await m.database.db.select().from(users);
    for (const row of rows) {
      expect(row.emailVerifiedAt, row.email).toBeInstanceOf(Date);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
    }
    // Profile views vary, as on a marketplace that has been running for a while.
    const views = new Set(rows.filter((r) => r.role === 'jobseeker').map((r) => r.profileViews));
    expect(views.size).toBeGreaterThan(6);
    const employer = rows.find((r) => r.email === DEMO_EMPLOYERS[0]?.email);
    expect(employer).toMatchObject({
      role: 'employer',
      companyName: DEMO_EMPLOYERS[0]?.companyName,
      referralLink: DEMO_EMPLOYERS[0]?.referralLink,
      timezone: DEMO_EMPLOYERS[0]?.timezone,
      currency: DEMO_EMPLOYERS[0]?.currency,
    });
  });

  it('lets every demo account log in through POST /api/auth/login with the demo password', async () => {
    for (const login of seed.logins) {
      const response = await api.visitor.post('/api/auth/login', {
        email: login.email,
        password: seed.password,
      });
      expect(response.statusCode, `${login.email}: ${response.body}`).toBe(200);
      expect(decodeToken(response.json().accessToken)?.role).toBe(login.role);
    }
  });

  it("shows a jobseeker's demo profile through GET /api/profile", async () => {
    const jobseeker = DEMO_JOBSEEKERS[0];
    if (!jobseeker) throw new Error('no demo jobseeker');
    const login = await api.visitor.post('/api/auth/login', {
      email: jobseeker.email,
      password: DEMO_PASSWORD,
    });
    const profile = await api.as(login.json().accessToken).get('/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: jobseeker.username,
      email: jobseeker.email,
      role: 'jobseeker',
      email_verified: true,
      skills: jobseeker.skills,
      experience: jobseeker.experience,
      portfolio: jobseeker.portfolio,
      video_intro: jobseeker.videoIntro,
      timezone: jobseeker.timezone,
      currency: jobseeker.currency,
      profile_views: jobseeker.profileViews,
    });
    const names = profile.json<{ categories: { name: string }[] }>().categories.map((c) => c.name);
    expect(names.sort()).toEqual([...jobseeker.categories].sort());
  });

  it('gives every employer and jobseeker a PNG avatar that the server serves', async () => {
    const rows = await m.database.db
      .select({ role: users.role, avatar: users.avatar })
      .from(users)
      .where(
        inArray(
          users.email,
          [...DEMO_EMPLOYERS, ...DEMO_JOBSEEKERS].map((p) => p.email),
        ),
      );
    expect(rows).toHaveLength(DEMO_EMPLOYERS.length + DEMO_JOBSEEKERS.length);
    const paths = new Set(rows.map((r) => r.avatar));
    expect(paths.size).toBe(rows.length);
    for (const { avatar } of rows) {
      expect(avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
      const served = await api.visitor.get(avatar as string);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
  });

  it('posts a few hundred jobs: most public, some pending review, all long enough', async () => {
    const rows = await m.database.db
      .select({
        description: jobPosts.description,
        pending: jobPosts.pendingReview,
        status: jobPosts.status,
      })
      .from(jobPosts);
    expect(rows).toHaveLength(DEMO_JOB_COUNT);
    const pending = rows.filter((r) => r.pending).length;
    expect(pending).toBeGreaterThan(10);
    expect(pending).toBeLessThan(DEMO_JOB_COUNT / 4);
    for (const row of rows) {
      expect(plainText(row.description).length).toBeGreaterThanOrEqual(150);
      expect(sanitizeDescription(row.description)).toBe(row.description);
    }
    const listed = (await api.visitor.get('/api/job-posts?limit=1')).json();
    expect(listed.total).toBe(rows.filter((r) => !r.pending && r.status === 'Active').length);
    const found = (await api.visitor.get('/api/job-posts?title=bookeeper&limit=5')).json();
    expect(found.total).toBeGreaterThan(0);
  });

  it('has a hiring history: applications in every status, reviews both ways, ratings', async () => {
    const db = m.database.db;
    const applications = await db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        jobseekerId: jobApplications.jobseekerId,
        createdAt: jobApplications.createdAt,
        jobCreatedAt: jobPosts.createdAt,
        pendingReview: jobPosts.pendingReview,
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId));
    const statuses = new Set(applications.map((a) => a.status));
    expect([...statuses].sort()).toEqual(['Accepted', 'Pending', 'Rejected']);
    // Every demo jobseeker has applied, and none to a post still waiting for moderation.
    expect(new Set(applications.map((a) => a.jobseekerId)).size).toBe(DEMO_JOBSEEKERS.length);
    for (const a of applications) {
      expect(a.pendingReview).toBe(false);
      expect(a.createdAt.getTime()).toBeGreaterThan(a.jobCreatedAt.getTime());
      expect(a.createdAt.getTime()).toBeLessThan(Date.now());
    }

    const rows = await db
      .select({
        applicationId: reviews.jobApplicationId,
        reviewerRole: users.role,
        status: jobApplications.status,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .innerJoin(jobApplications, eq(jobApplications.id, reviews.jobApplicationId));
    expect(rows.every((r) => r.status === 'Accepted')).toBe(true);
    expect(rows.filter((r) => r.reviewerRole === 'jobseeker').length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.reviewerRole === 'employer').length).toBeGreaterThan(5);

    // Ratings follow the reviews, so Find Talent has a ranking to show.
    const talents = (await api.visitor.get('/api/talents?limit=100')).json();
    expect(talents.total).toBe(DEMO_JOBSEEKERS.length);
    const rated = talents.data.filter((r: { average_rating: number | null }) => r.average_rating);
    expect(rated.length).toBeGreaterThan(5);
    const seeker = talents.data[0];
    const received = (await api.visitor.get(`/api/reviews/user/${seeker.id}`)).json();
    const mean = received.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0);
    expect(seeker.average_rating).toBeCloseTo(mean / received.length, 2);
    expect((await api.visitor.get('/api/talents?skills=shopify')).json().total).toBeGreaterThan(0);
  });

  it('has conversations on accepted applications only, both ways, some of them unread', async () => {
    const db = m.database.db;
    const messages = await db
      .select({
        applicationId: chatMessages.jobApplicationId,
        senderId: chatMessages.senderId,
        recipientId: chatMessages.recipientId,
        isRead: chatMessages.isRead,
        createdAt: chatMessages.createdAt,
        status: jobApplications.status,
        jobseekerId: jobApplications.jobseekerId,
        employerId: jobPosts.employerId,
        decidedAt: jobApplications.updatedAt,
      })
      .from(chatMessages)
      .innerJoin(jobApplications, eq(jobApplications.id, chatMessages.jobApplicationId))
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId));
    expect(new Set(messages.map((m) => m.applicationId)).size).toBeGreaterThan(5);
    for (const m of messages) {
      expect(m.status).toBe('Accepted');
      expect([m.senderId, m.recipientId].sort()).toEqual([m.jobseekerId, m.employerId].sort());
      expect(m.createdAt.getTime()).toBeGreaterThan(m.decidedAt.getTime());
      expect(m.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(messages.some((m) => m.senderId === m.employerId)).toBe(true);
    expect(messages.some((m) => m.senderId === m.jobseekerId)).toBe(true);
    const unread = messages.filter((m) => !m.isRead);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(messages.length);

    // A demo member with an unread message sees it in the chat list and the badge.
    const unreadBy = new Set(unread.map((m) => m.recipientId));
    const recipient = seed.logins.find((l) => unreadBy.has(seedUsers.get(l.email)?.id ?? -1));
    expect(recipient).toBeDefined();
    const token = (
      await api.visitor.post('/api/auth/login', {
        email: recipient?.email,
        password: seed.password,
      })
    ).json().accessToken;
    const badge = await api.as(token).get('/api/chats/unread-count');
    expect(badge.json().count).toBeGreaterThan(0);
    const chats = await api.as(token).get('/api/chats');
    expect(chats.json().some((c: { unread_count: number }) => c.unread_count > 0)).toBe(true);
  });

  it('fills the moderation queue: feedback, and complaints in every status about others', async () => {
    const token = (
      await api.visitor.post('/api/auth/login', {
        email: DEMO_ADMIN.email,
        password: seed.password,
      })
    ).json().accessToken;
    const feedbackRows = (await api.as(token).get('/api/feedback')).json<
      { message: string; user: { username: string } | null }[]
    >();
    expect(feedbackRows.length).toBeGreaterThanOrEqual(5);
    expect(feedbackRows.every((f) => f.user !== null && f.message.length > 0)).toBe(true);

    const complaintRows = (await api.as(token).get('/api/admin/complaints')).json<
      {
        status: string;
        complainant: { username: string } | null;
        job_post_id: number | null;
        job_post: { title: string } | null;
        profile_id: number | null;
        resolution_comment: string | null;
      }[]
    >();
    expect(new Set(complaintRows.map((c) => c.status))).toEqual(
      new Set(['Pending', 'Resolved', 'Rejected']),
    );
    expect(complaintRows.some((c) => c.job_post !== null)).toBe(true);
    expect(complaintRows.some((c) => c.profile_id !== null)).toBe(true);
    const people = await m.database.db
      .select({ id: users.id, username: users.username })
      .from(users);
    const idOf = new Map(people.map((p) => [p.username, p.id]));
    const owners = new Map(
      (
        await m.database.db
          .select({ id: jobPosts.id, employerId: jobPosts.employerId })
          .from(jobPosts)
      ).map((j) => [j.id, j.employerId]),
    );
    for (const c of complaintRows) {
      const by = idOf.get(c.complainant?.username ?? '');
      expect(by).toBeDefined();
      expect(c.profile_id).not.toBe(by);
      if (c.job_post_id !== null) expect(owners.get(c.job_post_id)).not.toBe(by);
      expect(c.resolution_comment !== null).toBe(c.status !== 'Pending');
    }
  });

  it('adds nothing when run a second time', async () => {
    const before = await counts(m.database.db);
    const again = await seedDemo(m.database.db, m.app.services.storage);
    expect(again.created).toBe(false);
    expect(again.logins).toEqual(seed.logins);
    expect(await counts(m.database.db)).toEqual(before);
  });

  it('reuses categories that exist already, whatever their case', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.insert(categories).values({ name: 'data entry' });
      await seedDemo(database.db, m.app.services.storage);
      const rows = await database.db.select({ name: categories.name }).from(categories);
      expect(rows).toHaveLength(DEMO_CATEGORIES.length);
      expect(rows.map((r) => r.name)).toContain('data entry');
      const [dataEntry] = await database.db
        .select({ n: count() })
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(eq(categories.name, 'data entry'));
      expect(dataEntry?.n).toBe(
        DEMO_JOBSEEKERS.filter((j) => j.categories.includes('Data Entry')).length,
      );
    } finally {
      await database.close();
    }
  });
});
