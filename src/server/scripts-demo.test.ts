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
import { overlapHours, windowLength } from '../shared/working-hours.ts';
import type { Database } from './db/client.ts';
import { categories, jobPosts, userCategories, users } from './db/schema.ts';
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
  let _seedUsers: Map<string, { id: number }>;
  beforeAll(async () => {
    seed = await seedDemo(m.database.db, m.app.services.storage);
    const rows = await m.database.db.select({ id: users.id, email: users.email }).from(users);
    _seedUsers = new Map(rows.map((r) => [r.email, r]));
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

  it('puts employers on every plan, each within its plan this month, with a request waiting', async () => {
    const plans = new Set<string>();
    for (const employer of DEMO_EMPLOYERS) {
      const login = await api.visitor.post('/api/auth/login', {
        email: employer.email,
        password: DEMO_PASSWORD,
      });
      expect(login.statusCode, login.body).toBe(200);
      const billing = await api.as({ token: login.json().accessToken }).get('/api/billing');
      expect(billing.statusCode, billing.body).toBe(200);
      const { plan, posts } = billing.json();
      plans.add(plan);
      if (posts.limit !== null) {
        expect(posts.used, `${employer.username} on ${plan}`).toBeLessThanOrEqual(posts.limit);
      }
    }
    expect([...plans].sort()).toEqual(['enterprise', 'free', 'pro']);
    const adminLogin = await api.visitor.post('/api/auth/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_PASSWORD,
    });
    const queue = await api
      .as({ token: adminLogin.json().accessToken })
      .get('/api/admin/plan-requests');
    expect(queue.json()).toEqual([
      expect.objectContaining({ plan: 'pro', employer: expect.objectContaining({ plan: 'free' }) }),
    ]);
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
    // Verified employers (docs/decisions/049): the identity-verified ones, e-mail verified too.
    const employers = rows.filter((r) => r.role === 'employer');
    const marked = employers.filter((r) => r.verifiedEmployer);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(employers.length);
    expect(rows.filter((r) => r.verifiedEmployer && r.role !== 'employer')).toEqual([]);
    const onlyVerified = (await api.visitor.get('/api/job-posts?verified=true&limit=100')).json();
    expect(onlyVerified.total).toBeGreaterThan(0);
    const markedIds = new Set(marked.map((r) => r.id));
    for (const job of onlyVerified.data) expect(markedIds.has(job.employer_id)).toBe(true);
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

  it('gives every jobseeker a working day and posts that ask about overlap their hours', async () => {
    const rows = await m.database.db.select().from(users);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const person of DEMO_JOBSEEKERS) {
      const row = byEmail.get(person.email);
      expect(row?.workStart, person.username).not.toBeNull();
      expect(windowLength({ start: row?.workStart ?? 0, end: row?.workEnd ?? 0 })).toBe(8 * 60);
    }
    // Maria works US Eastern business hours from Manila (her profile says so): a night shift
    // that covers New York's whole 09:00-17:00.
    const maria = byEmail.get('maria.santos@example.com');
    const newYork = { timezone: 'America/New_York', start: 9 * 60, end: 17 * 60 };
    const marias = {
      timezone: 'Asia/Manila',
      start: maria?.workStart ?? 0,
      end: maria?.workEnd ?? 0,
    };
    expect(overlapHours(newYork, marias)).toBe(8);
    const posts = await m.database.db.select().from(jobPosts);
    const asking = posts.filter((p) => p.screeningQuestions.some((q) => /overlap/.test(q)));
    expect(asking.length).toBeGreaterThan(0);
    for (const post of posts) {
      const asks = asking.includes(post);
      expect(post.overlapHours, post.title).toBe(asks ? 4 : null);
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
