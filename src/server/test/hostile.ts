import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Building blocks of the hostile-input tests (src/server/hostile-input.test.ts): generators of
 * bad values and a fingerprint of the whole database, to prove a refused request changed nothing.
 */

/** Strings that have broken real servers: encodings, injections, control characters, sizes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00y',
  '\u202Egnp.exe',
  '\u200F\u200E\u061C',
  '\uFEFFbom',
  '🦄👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̴̡̛͓̈́a̶̞͒l̵̝̈g̷͚̔o̸̥͆',
  '\u0085\u2028\u2029',
  '\r\nSet-Cookie: x=1',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
];

/**
 * The unicode cases: NUL, lone surrogates (high and low), right-to-left marks, emoji. NUL and lone
 * surrogates are refused everywhere (docs/decisions/023-security-hardening.md).
 */
export const UNICODE_EDGES = [
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDFFF low',
  'half an emoji \uD83D',
  '\u202Eright-to-left override',
  '\u200F\u061C marks',
  '🦄 emoji 👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301 combining',
  '\uFEFF bom',
  '\u2028line\u2029separators',
];

/** Values too big for any field: far over every limit, still under the 1 MiB body limit. */
export const HUGE_STRINGS = [
  'a'.repeat(100_000),
  '€'.repeat(60_000),
  '\uD83E\uDD84'.repeat(40_000),
];

/** Numbers no field takes as they are. */
export const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value made of the above, a few levels deep. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * A value of the wrong kind for a field of JSON-schema `type`: no coercion the routes use
 * (z.coerce, form text, lists from comma-separated text) turns it into a valid value.
 */
export function wrongFor(type: string | undefined): fc.Arbitrary<unknown> {
  const objects = fc.constantFrom<unknown>(
    { $ne: null },
    { $gt: '' },
    { toString: 'x' },
    JSON.parse('{"__proto__":{"admin":true}}'),
    [{}],
    [[1, 2]],
  );
  if (type === 'string' || type === undefined) return objects;
  if (type === 'boolean') return fc.oneof(objects, fc.constantFrom('maybe', 'yes please', 2));
  // number and integer
  return fc.oneof(objects, fc.constantFrom('abc', '12abc', 'one', '1,5', '--1', 'NaN'));
}

/** Path parameters that are not ids: no Number() reading of them is a finite number. */
export const notAnId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'abc',
    'null',
    'undefined',
    'NaN',
    '1e999',
    '-Infinity',
    '1abc',
    '1;DROP TABLE users',
    "1' OR '1'='1",
    '..%2F..%2Fjwt-secret',
    '%00',
    '%E2%80%AE1',
    '%F0%9F%A6%84',
    '%ED%A0%80',
    '__proto__',
    'a'.repeat(190),
  ),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .filter((s) => !Number.isFinite(Number(s)) && s.trim() !== '')
    .map(encodeURIComponent),
);

/** Ids that parse as numbers but name nothing a route takes. */
export const badNumericId = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '-0',
);

/**
 * A fingerprint of every row of every table in the public schema: equal fingerprints mean an
 * unchanged database. One round trip; the tables of a test database are small.
 */
export async function databaseFingerprint(database: DatabaseHandle): Promise<string> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x`,
  );
  const rows = rowsOf(await database.db.execute(sql.raw(parts.join(' union all '))));
  return rows
    .map((row) => `${row.t}=${row.h}`)
    .sort()
    .join('\n');
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/**
 * For tests only, on a test's own database: a row trigger on every table of the public schema
 * counts every row written, inserted or deleted in one counter row. The counter lives in the
 * same transaction as the write, so a write rolled back leaves it as it was. Reading it costs one
 * tiny query, where a fingerprint of every row costs a scan per request.
 */
export async function installChangeCounter(database: DatabaseHandle): Promise<void> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'security_test_changes'`,
    ),
  ).map((row) => String(row.table_name));
  for (const statement of [
    'create table if not exists security_test_changes (n bigint not null)',
    'insert into security_test_changes (n) select 0 where not exists (select 1 from security_test_changes)',
    `create or replace function security_test_count_change() returns trigger language plpgsql as $$
begin
  update security_test_changes set n = n + 1;
  return null;
end $$`,
  ]) {
    await database.db.execute(sql.raw(statement));
  }
  for (const table of tables) {
    await database.db.execute(
      sql.raw(
        `create or replace trigger security_test_change after insert or update or delete on "${table}" for each row execute function security_test_count_change()`,
      ),
    );
  }
}

/** How many rows have been written since installChangeCounter. */
export async function changeCount(database: DatabaseHandle): Promise<number> {
  const [row] = rowsOf(await database.db.execute(sql`select n from security_test_changes`));
  return Number(row?.n);
}
