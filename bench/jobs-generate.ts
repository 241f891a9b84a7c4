/**
 * Loads BENCH_JOBS job posts (default 100,000) and the employers behind them into the database
 * DATABASE_URL names, or into an embedded PGlite in BENCH_DATA_DIR (default .data-bench/pglite),
 * for bench/jobs-load.ts. Prints progress and the time taken.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { categories, jobPosts, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/passwords.ts';
import { POPULAR_CATEGORIES } from '../src/shared/categories.ts';
import { generateJob, seededRandom } from './job-data.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const EMPLOYERS = Math.max(1, Math.round(JOBS / 50));
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const started = performance.now();
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.resolve(process.env.BENCH_DATA_DIR ?? '.data-bench/pglite'),
    });
await database.migrate();
const { db } = database;
console.log(`Generating ${JOBS} job posts from ${EMPLOYERS} employers into ${database.kind}…`);

await db
  .insert(categories)
  .values(POPULAR_CATEGORIES.map((name) => ({ name })))
  .onConflictDoNothing();
const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
const categoryId = new Map(categoryRows.map((c) => [c.name.toLowerCase(), c.id]));

const runId = Date.now().toString(36);
const passwordHash = await hashPassword('Bench-Harbour-Lantern-2026');
const employerIds: number[] = [];
for (let from = 0; from < EMPLOYERS; from += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, EMPLOYERS - from) }, (_, i) => ({
    username: `bench_${runId}_${from + i}`,
    email: `bench.${runId}.${from + i}@example.com`,
    passwordHash,
    role: 'employer' as const,
    companyName: `Bench Company ${from + i}`,
    // Three in five verified (e-mail and identity): Find Jobs' verified=true has matches to
    // find, and the triggers of docs/decisions/049 mark them and their posts.
    ...((from + i) % 5 < 3 ? { emailVerifiedAt: new Date(), identityVerified: true } : {}),
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  employerIds.push(...inserted.map((r) => r.id));
}

const random = seededRandom(42);
const now = Date.now();
for (let from = 0; from < JOBS; from += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, JOBS - from) }, (_, i) => {
    const job = generateJob(random, POPULAR_CATEGORIES);
    const createdAt = new Date(now - random() * 365 * DAY_MS);
    return {
      employerId: employerIds[(from + i) % employerIds.length] as number,
      title: job.title,
      description: job.description,
      descriptionText: job.descriptionText,
      location: job.location,
      salary: job.salary,
      jobType: job.jobType,
      categoryId: categoryId.get(job.categoryName.toLowerCase()) ?? null,
      requiredSkills: job.requiredSkills,
      pendingReview: random() < 0.05,
      status: random() < 0.05 ? ('closed' as const) : ('Active' as const),
      views: Math.floor(random() * 500),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(jobPosts).values(rows);
  if ((from / BATCH) % 10 === 0) {
    console.log(
      `  ${from + rows.length} / ${JOBS} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
}
await db.execute(sql`analyze`);
const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(jobPosts);
console.log(
  `Done: ${total?.n} job posts in the database, ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
await database.close();
