/**
 * Recommendations (docs/decisions/054) on a generated marketplace whose right answers are known
 * by construction. Loads BENCH_POSTS job posts (default 100,000) and BENCH_SEEKERS jobseekers
 * (default 20,000) into the empty database DATABASE_URL names (or an embedded PGlite in a
 * temporary directory), with planted matches:
 *
 * - jobs: each of BENCH_PROBES probe jobseekers (default 100) has 10 posts made for them (exactly
 *   their skills, their category, a salary above their rate, a window in their zone) spread over
 *   the year, plus 3 decoys with all their skills that must never appear (closed, waiting for
 *   moderation, posted by a blocked employer);
 * - talent: each of BENCH_PROBES probe posts has 10 jobseekers made for it (its skills, its
 *   category, a rate within its salary, hours in its window, active this week, a complete
 *   profile), plus 3 decoys (not looking, blocked, already applied).
 *
 * Every other post and person draws 3-6 skills from 400, so no random one holds all of a probe's
 * skills. Prints precision@10 of both directions (the share of the top 10 that are planted
 * matches), decoys seen (must be 0), and p50/p95 of one recommendation as the service computes
 * it, beside `select 1` in the same run. `npm run bench:recs`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { categories, jobApplications, jobPosts, users } from '../src/server/db/schema.ts';
import { createRecommendationsService } from '../src/server/features/recommendations/service.ts';
import { seededRandom } from './job-data.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SEEKERS = Number(process.env.BENCH_SEEKERS ?? 20_000);
const PROBES = Number(process.env.BENCH_PROBES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLANTED = 10;
const SKILLS = Array.from({ length: 400 }, (_, i) => `Skill ${String(i + 1).padStart(3, '0')}`);
const CATEGORY_COUNT = 20;
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Manila',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'Africa/Lagos',
  'Australia/Sydney',
];
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1_000;
const NINE = 9 * 60;
const FIVE = 17 * 60;

const random = seededRandom(54);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pickOne = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
function pickSkills(count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(pickOne(SKILLS));
  return [...chosen];
}

const pgliteDir = process.env.DATABASE_URL
  ? undefined
  : mkdtempSync(path.join(tmpdir(), 'bench-recs-'));
const database = pgliteDir
  ? await openDatabase({ kind: 'pglite', dataDir: pgliteDir })
  : await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL as string });
await database.migrate();
const { db } = database;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const [existing] = rowsOf(await db.execute(sql`select count(*)::int as n from job_posts`));
if (Number(existing?.n) > 0) {
  console.error('bench:recs needs an empty database of its own (createdb, then DATABASE_URL).');
  process.exit(1);
}

const started = performance.now();
console.log(
  `Generating ${POSTS} posts and ${SEEKERS} jobseekers (${PROBES} probes each way) into ${database.kind}…`,
);
const now = Date.now();
const categoryIds = (
  await db
    .insert(categories)
    .values(Array.from({ length: CATEGORY_COUNT }, (_, i) => ({ name: `Bench category ${i + 1}` })))
    .returning({ id: categories.id })
).map((r) => r.id);

type UserRow = typeof users.$inferInsert;
type PostRow = typeof jobPosts.$inferInsert;
async function insertUsers(rows: UserRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += BATCH) {
    const inserted = await db
      .insert(users)
      .values(rows.slice(from, from + BATCH))
      .returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
async function insertPosts(rows: PostRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += BATCH) {
    const inserted = await db
      .insert(jobPosts)
      .values(rows.slice(from, from + BATCH))
      .returning({ id: jobPosts.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
async function setCategories(pairs: { userId: number; categoryId: number }[]) {
  for (let from = 0; from < pairs.length; from += BATCH) {
    const chunk = pairs.slice(from, from + BATCH);
    await db.execute(
      sql`insert into user_categories (user_id, category_id) select * from jsonb_to_recordset(${JSON.stringify(
        chunk.map((p) => ({ user_id: p.userId, category_id: p.categoryId })),
      )}::jsonb) as t(user_id int, category_id int) on conflict do nothing`,
    );
  }
}

let serial = 0;
const person = (role: 'jobseeker' | 'employer', extra: Partial<UserRow> = {}): UserRow => {
  serial += 1;
  return {
    username: `recs_${role}_${serial}`,
    email: `recs.${role}.${serial}@example.com`,
    passwordHash: 'not-a-password-hash',
    role,
    ...extra,
  };
};

// Employers: one in 50 posts each; the last one is blocked (the decoys' employer).
const employerIds = await insertUsers(
  Array.from({ length: Math.max(2, Math.round(POSTS / 50)) }, () => person('employer')),
);
const blockedEmployer = employerIds.at(-1) as number;
await db.execute(sql`update users set is_blocked = true where id = ${blockedEmployer}`);
const employerOf = (i: number) => employerIds[i % (employerIds.length - 1)] as number;

const description = 'A generated post for the recommendations benchmark. '.repeat(4);
const post = (extra: Partial<PostRow>): PostRow => {
  const createdAt = new Date(now - random() * 365 * DAY_MS);
  const asksOverlap = random() < 0.3;
  return {
    employerId: employerOf(int(0, 1_000_000)),
    title: 'Generated post',
    description,
    descriptionText: description,
    salary: int(5, 60),
    jobType: 'Part-time',
    categoryId: pickOne(categoryIds),
    requiredSkills: pickSkills(int(3, 6)),
    pendingReview: random() < 0.05,
    status: random() < 0.05 ? 'closed' : 'Active',
    ...(asksOverlap
      ? { overlapHours: 4, overlapTimezone: pickOne(ZONES), overlapStart: NINE, overlapEnd: FIVE }
      : {}),
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
};
const seeker = (extra: Partial<UserRow>): UserRow => {
  const lastLogin = new Date(now - random() * 60 * DAY_MS);
  const roll = random();
  return person('jobseeker', {
    skills: pickSkills(int(3, 6)),
    hourlyRate: int(5, 60),
    timezone: pickOne(ZONES),
    workStart: NINE,
    workEnd: FIVE,
    lastLoginAt: lastLogin,
    searchStatus: roll < 0.1 ? 'not_looking' : roll < 0.5 ? 'actively_looking' : 'open_to_offers',
    isBlocked: random() < 0.01,
    headline: random() < 0.6 ? 'Generated jobseeker' : null,
    ...extra,
  });
};

// Jobs direction: probe jobseekers, their planted posts and decoys.
const probeSeekers = Array.from({ length: PROBES }, () => ({
  skills: pickSkills(4),
  category: pickOne(categoryIds),
  zone: pickOne(ZONES),
}));
const probeSeekerIds = await insertUsers(
  probeSeekers.map((p) =>
    seeker({
      skills: p.skills,
      hourlyRate: 20,
      timezone: p.zone,
      isBlocked: false,
      searchStatus: 'actively_looking',
    }),
  ),
);
await setCategories(
  probeSeekerIds.map((userId, i) => ({ userId, categoryId: probeSeekers[i]?.category as number })),
);
const matchFor = (p: (typeof probeSeekers)[number]): Partial<PostRow> => ({
  requiredSkills: p.skills,
  categoryId: p.category,
  salary: 30,
  overlapHours: 4,
  overlapTimezone: p.zone,
  overlapStart: NINE,
  overlapEnd: FIVE,
  pendingReview: false,
  status: 'Active',
});
const plantedPosts: PostRow[] = [];
const decoyPosts: PostRow[] = [];
for (const p of probeSeekers) {
  for (let k = 0; k < PLANTED; k++) plantedPosts.push(post(matchFor(p)));
  decoyPosts.push(post({ ...matchFor(p), status: 'closed' }));
  decoyPosts.push(post({ ...matchFor(p), pendingReview: true }));
  decoyPosts.push(post({ ...matchFor(p), employerId: blockedEmployer }));
}
const plantedPostIds = await insertPosts(plantedPosts);
const decoyPostIds = new Set(await insertPosts(decoyPosts));

// Talent direction: probe posts (open, approved), their planted people and decoys.
const probePosts = Array.from({ length: PROBES }, (_, i) => ({
  skills: pickSkills(4),
  category: pickOne(categoryIds),
  zone: pickOne(ZONES),
  employerId: employerOf(i),
}));
const probePostIds = await insertPosts(
  probePosts.map((p) =>
    post({
      employerId: p.employerId,
      requiredSkills: p.skills,
      categoryId: p.category,
      salary: 30,
      overlapHours: 4,
      overlapTimezone: p.zone,
      overlapStart: NINE,
      overlapEnd: FIVE,
      pendingReview: false,
      status: 'Active',
    }),
  ),
);
const complete = {
  headline: 'Planted match',
  experience: 'Years of the work this post asks for.',
  avatar: 'avatars/planted.png',
  availability: 30,
  profileCountry: 'PH',
  languages: ['English'],
  portfolio: 'https://example.com/portfolio',
  searchStatus: 'actively_looking' as const,
  isBlocked: false,
};
const talentFor = (p: (typeof probePosts)[number]): Partial<UserRow> => ({
  ...complete,
  skills: [...p.skills, pickOne(SKILLS)],
  hourlyRate: 20,
  timezone: p.zone,
  lastLoginAt: new Date(now - random() * 3 * DAY_MS),
});
const plantedPeople: UserRow[] = [];
const decoyPeople: UserRow[] = [];
for (const p of probePosts) {
  for (let k = 0; k < PLANTED; k++) plantedPeople.push(seeker(talentFor(p)));
  decoyPeople.push(seeker({ ...talentFor(p), searchStatus: 'not_looking' }));
  decoyPeople.push(seeker({ ...talentFor(p), isBlocked: true }));
  decoyPeople.push(seeker(talentFor(p)));
}
const plantedPeopleIds = await insertUsers(plantedPeople);
const decoyPeopleIds = await insertUsers(decoyPeople);
await setCategories(
  [
    ...plantedPeopleIds.map((id, i) => ({ id, probe: Math.floor(i / PLANTED) })),
    ...decoyPeopleIds.map((id, i) => ({ id, probe: Math.floor(i / 3) })),
  ].map(({ id, probe }) => ({ userId: id, categoryId: probePosts[probe]?.category as number })),
);
// The third decoy of each probe post applied to it already.
await db.insert(jobApplications).values(
  probePostIds.map((jobPostId, i) => ({
    jobPostId,
    jobseekerId: decoyPeopleIds[i * 3 + 2] as number,
  })),
);
const decoyPeopleSet = new Set(decoyPeopleIds);

// Everyone and everything else.
const restSeekers =
  SEEKERS - probeSeekerIds.length - plantedPeopleIds.length - decoyPeopleIds.length;
const restIds = await insertUsers(
  Array.from({ length: Math.max(0, restSeekers) }, () => seeker({})),
);
await setCategories(restIds.map((userId) => ({ userId, categoryId: pickOne(categoryIds) })));
const restPosts = POSTS - plantedPostIds.length - decoyPostIds.size - probePostIds.length;
for (let from = 0; from < restPosts; from += 10 * BATCH) {
  const count = Math.min(10 * BATCH, restPosts - from);
  await insertPosts(Array.from({ length: count }, () => post({})));
}
// What autovacuum does on a live database: fresh statistics, and the visibility map that lets
// the candidate indexes answer without reading the tables.
await db.execute(sql`vacuum analyze`);
const [counts] = rowsOf(
  await db.execute(sql`select
    (select count(*)::int from job_posts) as posts,
    (select count(*)::int from users where role = 'jobseeker') as seekers,
    (select count(*)::int from job_post_skills) as post_skills,
    (select count(*)::int from talent_skills) as talent_skills`),
);
console.log(
  `Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts?.posts} posts, ${counts?.seekers} jobseekers, ${counts?.post_skills} post skills, ${counts?.talent_skills} talent skills.`,
);

// Measure.
const recommendations = createRecommendationsService(db);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;
async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await run();
  return [value, performance.now() - t0];
}

// Warm-up: the first calls pay for plans and caches.
for (let i = 0; i < Math.min(20, PROBES); i++) {
  await recommendations.jobsFor(probeSeekerIds[i] as number, { limit: 10 });
  await recommendations.talentFor(probePosts[i]?.employerId as number, probePostIds[i] as number, {
    limit: 10,
  });
}

const plantedByProbe = (i: number) => new Set(plantedPostIds.slice(i * PLANTED, (i + 1) * PLANTED));
const jobTimes: number[] = [];
let jobHits = 0;
let jobDecoys = 0;
const talentTimes: number[] = [];
let talentHits = 0;
let talentDecoys = 0;
const pingTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < PROBES; i++) {
    const [jobs, jobMs] = await timed(() =>
      recommendations.jobsFor(probeSeekerIds[i] as number, { limit: 10 }),
    );
    jobTimes.push(jobMs);
    const [talent, talentMs] = await timed(() =>
      recommendations.talentFor(probePosts[i]?.employerId as number, probePostIds[i] as number, {
        limit: 10,
      }),
    );
    talentTimes.push(talentMs);
    const [, pingMs] = await timed(() => db.execute(sql`select 1`));
    pingTimes.push(pingMs);
    if (round > 0) continue;
    const planted = plantedByProbe(i);
    jobHits += jobs.filter((j) => planted.has(j.id)).length;
    jobDecoys += jobs.filter((j) => decoyPostIds.has(j.id)).length;
    const people = new Set(plantedPeopleIds.slice(i * PLANTED, (i + 1) * PLANTED));
    talentHits += talent.filter((t) => people.has(t.id)).length;
    talentDecoys += talent.filter((t) => decoyPeopleSet.has(t.id)).length;
  }
}
// Ordinary jobseekers too: their lists are the everyday case.
const ordinaryTimes: number[] = [];
for (const id of restIds.slice(0, PROBES * ROUNDS)) {
  ordinaryTimes.push((await timed(() => recommendations.jobsFor(id, { limit: 10 })))[1]);
}

const line = (label: string, times: number[]) =>
  `${label.padEnd(34)} p50 ${ms(percentile(times, 50)).padStart(10)}   p95 ${ms(percentile(times, 95)).padStart(10)}   (${times.length} calls)`;
console.log('');
console.log(
  `precision@10, jobs for a jobseeker:   ${(jobHits / (PROBES * PLANTED)).toFixed(3)}   decoys shown: ${jobDecoys}`,
);
console.log(
  `precision@10, talent for a post:      ${(talentHits / (PROBES * PLANTED)).toFixed(3)}   decoys shown: ${talentDecoys}`,
);
console.log(line('GET jobs for a probe jobseeker', jobTimes));
console.log(line('GET jobs for an ordinary jobseeker', ordinaryTimes));
console.log(line('GET suggested talent for a post', talentTimes));
console.log(line('select 1', pingTimes));

await database.close();
if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
