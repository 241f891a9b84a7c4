import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { adminClient, databaseUrlWithName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump each test file starts from. */
    pgliteSnapshot: string;
    /** With DATABASE_URL: name of the migrated database each test file copies as a template. */
    postgresTemplate: string;
  }
}

const CACHE_DIR = path.resolve('.data-test');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Prepares the database every test file starts from, once per run: a fresh initdb costs about
 * 6 s in PGlite while loading a dump costs well under one (architecture.md), and on PostgreSQL
 * `CREATE DATABASE ... TEMPLATE` copies a migrated database in milliseconds. The database that
 * DATABASE_URL names is never written to: the template and the per-file copies sit beside it.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `${new URL(databaseUrl).pathname.slice(1) || 'tb'}_tpl_${randomBytes(4).toString('hex')}`;
    const admin = await adminClient(databaseUrl);
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(databaseUrl, template),
      maxConnections: 2,
    });
    await database.migrate();
    await database.close();
    await admin.end();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const cleanup = await adminClient(databaseUrl);
      const { rows } = await cleanup.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}%`],
      );
      for (const { datname } of rows)
        await cleanup.query(`drop database if exists "${datname}" with (force)`);
      await cleanup.end();
    };
  }

  mkdirSync(CACHE_DIR, { recursive: true });
  const snapshot = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(snapshot)) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const dump = await database.dump?.();
    await database.close();
    if (!dump) throw new Error('the PGlite handle cannot dump its data directory');
    const temporary = `${snapshot}.${process.pid}`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, snapshot);
  }
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
}
