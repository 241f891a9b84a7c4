import { openDatabase } from '/work/wt/perf/src/server/db/client.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/tb_bench', maxConnections: 2 });
async function time(label: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await f();
  const t0 = performance.now(); const n = 20;
  for (let i = 0; i < n; i++) await f();
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(2), 'ms');
}
const page = `select p.id, p.title, p.description, p.location, p.salary, p.status, p.job_type, p.category_id, c.name, p.required_skills, p.application_limit, p.pending_review, p.views, p.created_at, p.updated_at, p.employer_id, u.username, u.avatar from job_posts p left join users u on u.id = p.employer_id left join categories c on c.id = p.category_id where p.status='Active' and p.pending_review=false order by p.created_at desc nulls last, p.id desc nulls last limit 30`;
await time('page sql via drizzle execute', () => database.db.execute(sql.raw(page)));
const client = new pg.Client('postgres://postgres@127.0.0.1:5432/tb_bench'); await client.connect();
await time('page sql raw pg', () => client.query(page));
await time('page sql raw pg ids only', () => client.query(page.replace(/select .* from job_posts p/, 'select p.id from job_posts p')));
const r = await client.query('explain (analyze, buffers) ' + page); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await client.end();
await database.close();
