/** The demo data of `npm run demo` (scripts/demo-data.ts), seeded into the file's own app. */
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoSeedResult, seedDemo } from '../../scripts/demo-data.ts';
import { DEMO_POSTINGS, RATE_BANDS } from '../../scripts/demo-jobs.ts';
import {
  DEMO_ADMIN,
  DEMO_CATEGORIES,
  DEMO_EMPLOYERS,
  DEMO_JOBSEEKERS,
  DEMO_PASSWORD,
} from '../../scripts/demo-people.ts';
import { isCountryCode } from '../shared/country-codes.ts';
import { newPasswordSchema, usernameSchema } from '../shared/schemas/auth.ts';
import { HEADLINE_MAX_LENGTH, isSearchStatus, parseLanguages } from '../shared/talent-facts.ts';
import { decodeToken } from '../shared/token.ts';
import type { Database } from './db/client.ts';
import {
  categories,
  chatMessages,
  invitations,
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

  it('gives every member a rendered picture the server serves: portraits and company logos', async () => {
    const rows = await m.database.db
      .select({ email: users.email, avatar: users.avatar })
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
    const pictures = new Set<string>();
    for (const { email, avatar } of rows) {
      expect(avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
      const served = await api.visitor.get(avatar as string);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const png = served.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 240]);
      // An illustration with gradients and smooth edges, not a flat 5x5 pattern (which
      // compresses to a few hundred bytes).
      expect(png.length, email).toBeGreaterThan(6000);
      pictures.add(png.toString('base64'));
    }
    expect(pictures.size).toBe(rows.length);
  });

  it('makes every employer a business posting 1-8 jobs of its own trade, rates rounded', async () => {
    const db = m.database.db;
    const posts = await db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        description: jobPosts.description,
        descriptionText: jobPosts.descriptionText,
        salary: jobPosts.salary,
        jobType: jobPosts.jobType,
        requiredSkills: jobPosts.requiredSkills,
        pending: jobPosts.pendingReview,
        status: jobPosts.status,
        limit: jobPosts.applicationLimit,
        category: categories.name,
        employer: users.username,
        companyName: users.companyName,
        companyInfo: users.companyInfo,
      })
      .from(jobPosts)
      .innerJoin(users, eq(users.id, jobPosts.employerId))
      .innerJoin(categories, eq(categories.id, jobPosts.categoryId));
    const jobTypes = new Set(['Full-time', 'Part-time', 'Contract', 'Project-based', 'Temporary']);
    for (const employer of DEMO_EMPLOYERS) {
      const own = posts.filter((p) => p.employer === employer.username);
      expect(own.length, employer.username).toBeGreaterThanOrEqual(1);
      expect(own.length, employer.username).toBeLessThanOrEqual(8);
      for (const post of own) {
        expect(post.companyName).toBe(employer.companyName);
        expect(post.companyInfo?.length).toBeGreaterThan(100);
        // A realty firm hires for real estate: every post is in the employer's trade.
        expect(employer.trade, `${employer.username}: ${post.title}`).toContain(post.category);
      }
    }
    expect(posts).toHaveLength(
      Object.values(DEMO_POSTINGS).reduce((sum, e) => sum + e.postings.length, 0),
    );
    for (const post of posts) {
      expect(plainText(post.description).length).toBeGreaterThanOrEqual(150);
      expect(sanitizeDescription(post.description)).toBe(post.description);
      expect(jobTypes.has(post.jobType), post.jobType).toBe(true);
      // Whole dollars an hour, inside what the category pays.
      const [low, high] = RATE_BANDS[post.category as keyof typeof RATE_BANDS];
      expect(Number.isInteger(post.salary), `${post.title}: ${post.salary}`).toBe(true);
      expect(post.salary).toBeGreaterThanOrEqual(low);
      expect(post.salary).toBeLessThanOrEqual(high);
      // The requirements name every required skill.
      expect(post.requiredSkills.length).toBeGreaterThanOrEqual(2);
      for (const skill of post.requiredSkills) expect(post.descriptionText).toContain(skill);
    }
    // Some posts closed, some full, a few waiting for review; the rest public.
    expect(posts.filter((p) => p.status === 'closed').length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((p) => p.limit !== null).length).toBeGreaterThanOrEqual(2);
    const pending = posts.filter((p) => p.pending).length;
    expect(pending).toBeGreaterThanOrEqual(3);
    expect(pending).toBeLessThan(posts.length / 4);
    const listed = (await api.visitor.get('/api/job-posts?limit=1')).json();
    expect(listed.total).toBe(posts.filter((p) => !p.pending && p.status === 'Active').length);
    const found = (await api.visitor.get('/api/job-posts?title=bookeeper&limit=5')).json();
    expect(found.total).toBeGreaterThan(0);
  });

  it('gives jobseekers the talent facts, rates that fit their work, some identity-verified', async () => {
    const rows = await m.database.db.select().from(users);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const person of DEMO_JOBSEEKERS) {
      const row = byEmail.get(person.email);
      expect(row?.headline?.length, person.username).toBeGreaterThan(10);
      expect(row?.headline?.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
      expect(isCountryCode(row?.profileCountry ?? '')).toBe(true);
      expect(row?.languages.length).toBeGreaterThanOrEqual(2);
      expect(parseLanguages(row?.languages ?? [])).toEqual(row?.languages);
      expect(row?.availability).toBeGreaterThanOrEqual(10);
      expect(row?.availability).toBeLessThanOrEqual(40);
      expect(isSearchStatus(row?.searchStatus)).toBe(true);
      expect(row?.skills.length).toBeGreaterThanOrEqual(4);
      expect(row?.experience?.length).toBeGreaterThan(100);
      // Whole dollars, inside the band of the person's main line of work.
      const rate = row?.hourlyRate as number;
      const [low, high] = RATE_BANDS[person.categories[0] as keyof typeof RATE_BANDS];
      expect(Number.isInteger(rate), person.username).toBe(true);
      expect(rate, person.username).toBeGreaterThanOrEqual(low);
      expect(rate, person.username).toBeLessThanOrEqual(high);
    }
    for (const role of ['employer', 'jobseeker'] as const) {
      const members = rows.filter((r) => r.role === role);
      const verified = members.filter((r) => r.identityVerified).length;
      expect(verified, role).toBeGreaterThan(0);
      expect(verified, role).toBeLessThan(members.length);
    }
    expect(new Set(rows.map((r) => r.searchStatus).filter(Boolean)).size).toBe(3);
    // Find Talent's filters find them.
    const ph = (await api.visitor.get('/api/talents?country=ph&limit=100')).json();
    expect(ph.total).toBe(DEMO_JOBSEEKERS.filter((j) => j.profileCountry === 'PH').length);
    const cheap = (await api.visitor.get('/api/talents?rate_max=10&limit=100')).json();
    expect(cheap.total).toBe(DEMO_JOBSEEKERS.filter((j) => j.hourlyRate <= 10).length);
    expect(cheap.total).toBeGreaterThan(0);
    const spanish = (await api.visitor.get('/api/talents?language=spanish&limit=100')).json();
    expect(spanish.total).toBeGreaterThan(2);
  });

  it('has 0-25 proposals per post in every status, closed posts hired, full posts full', async () => {
    const db = m.database.db;
    const posts = await db.select().from(jobPosts);
    const applications = await db.select().from(jobApplications);
    const seekers = new Map(
      (await db.select().from(users).where(eq(users.role, 'jobseeker'))).map((u) => [u.id, u]),
    );
    const statuses = new Set(applications.map((a) => a.status));
    expect([...statuses].sort()).toEqual(['Accepted', 'Pending', 'Rejected']);
    expect(new Set(applications.map((a) => a.jobseekerId)).size).toBe(DEMO_JOBSEEKERS.length);
    const counts: number[] = [];
    for (const post of posts) {
      const own = applications.filter((a) => a.jobPostId === post.id);
      counts.push(own.length);
      expect(own.length).toBeLessThanOrEqual(25);
      if (post.pendingReview) expect(own).toHaveLength(0);
      if (post.applicationLimit !== null) expect(own).toHaveLength(post.applicationLimit);
      if (post.status === 'closed') {
        // Closed after a hire: one accepted, the rest turned down before closing.
        expect(own.filter((a) => a.status === 'Accepted')).toHaveLength(1);
        expect(own.filter((a) => a.status === 'Pending')).toHaveLength(0);
        for (const a of own) expect(a.updatedAt.getTime()).toBeLessThan(post.updatedAt.getTime());
      }
      for (const a of own) {
        expect(a.createdAt.getTime()).toBeGreaterThan(post.createdAt.getTime());
        expect(a.updatedAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
        expect(a.updatedAt.getTime()).toBeLessThan(Date.now());
        // A proposal: the letter the post asks for, answers to its questions, rounded rates.
        expect(a.questions).toEqual(post.screeningQuestions);
        expect(a.answers).toHaveLength(post.screeningQuestions.length);
        for (const answer of a.answers) expect(answer.length).toBeGreaterThan(10);
        if (post.minCoverLetter > 0) {
          expect(a.note?.length ?? 0).toBeGreaterThanOrEqual(post.minCoverLetter);
        }
        if (a.proposedRate !== null) expect(Number.isInteger(a.proposedRate)).toBe(true);
        expect(a.availability).toBeGreaterThanOrEqual(1);
        expect(a.availability).toBeLessThanOrEqual(seekers.get(a.jobseekerId)?.availability ?? 0);
      }
    }
    expect(Math.max(...counts)).toBe(25);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(
      posts.filter((p) => p.pendingReview).length,
    );
    expect(applications.filter((a) => a.note !== null).length).toBeGreaterThan(
      applications.length * 0.8,
    );
    expect(applications.filter((a) => a.answers.length > 0).length).toBeGreaterThan(50);
    // Dates spread over the last weeks.
    const days = applications.map((a) => (Date.now() - a.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(20);
    expect(Math.min(...days)).toBeLessThan(3);
    // The people hired do the work: the post's category is one of theirs.
    const categoryName = new Map((await db.select().from(categories)).map((c) => [c.id, c.name]));
    const categoriesOf = new Map(DEMO_JOBSEEKERS.map((j) => [j.email, j.categories as string[]]));
    for (const a of applications.filter((a) => a.status === 'Accepted')) {
      const post = posts.find((p) => p.id === a.jobPostId);
      const own = categoriesOf.get(seekers.get(a.jobseekerId)?.email ?? '') ?? [];
      expect(own, post?.title).toContain(categoryName.get(post?.categoryId ?? -1));
    }

    // The employer's review view shows each proposal with its answers.
    const employer = DEMO_EMPLOYERS[0];
    const token = (
      await api.visitor.post('/api/auth/login', { email: employer?.email, password: DEMO_PASSWORD })
    ).json().accessToken;
    const ownerId = seedUsers.get(employer?.email ?? '')?.id;
    const asked = posts.find((p) => p.employerId === ownerId && p.screeningQuestions.length > 0);
    const table = await api.as(token).get(`/api/job-applications/job-post/${asked?.id}`);
    expect(table.statusCode).toBe(200);
    expect(table.json()).toHaveLength(applications.filter((a) => a.jobPostId === asked?.id).length);
    const rows = table.json<{ screening_answers: unknown[]; proposed_rate: number | null }[]>();
    for (const row of rows) {
      expect(row.screening_answers).toHaveLength(asked?.screeningQuestions.length ?? -1);
    }
    expect(rows.filter((r) => r.proposed_rate !== null).length).toBeGreaterThan(rows.length / 2);
  });

  it('has invitations pending, accepted (with an application) and declined, on open posts', async () => {
    const db = m.database.db;
    const rows = await db
      .select({
        status: invitations.status,
        jobseekerId: invitations.jobseekerId,
        employerId: invitations.employerId,
        jobPostId: invitations.jobPostId,
        answeredAt: invitations.answeredAt,
        createdAt: invitations.createdAt,
        owner: jobPosts.employerId,
        postCreatedAt: jobPosts.createdAt,
      })
      .from(invitations)
      .innerJoin(jobPosts, eq(jobPosts.id, invitations.jobPostId));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'accepted', 'declined']),
    );
    const applied = new Set(
      (await db.select().from(jobApplications)).map((a) => `${a.jobPostId}:${a.jobseekerId}`),
    );
    for (const r of rows) {
      expect(r.employerId).toBe(r.owner);
      expect(r.createdAt.getTime()).toBeGreaterThan(r.postCreatedAt.getTime());
      expect(applied.has(`${r.jobPostId}:${r.jobseekerId}`)).toBe(r.status === 'accepted');
      expect(r.answeredAt === null).toBe(r.status === 'pending');
    }
    // The invited person sees them on their invitations page.
    const invited = rows.find((r) => r.status === 'pending');
    const email = [...seedUsers].find(([, u]) => u.id === invited?.jobseekerId)?.[0];
    const token = (
      await api.visitor.post('/api/auth/login', { email, password: DEMO_PASSWORD })
    ).json().accessToken;
    const list = await api.as(token).get('/api/invitations');
    expect(list.statusCode).toBe(200);
    expect(list.json().some((i: { status: string }) => i.status === 'pending')).toBe(true);
  });

  it('has reviews both ways on accepted applications, and ratings from them', async () => {
    const db = m.database.db;
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
    // A second database, migrated and seeded in full: more than the default on two busy cores.
  }, 60_000);
});
