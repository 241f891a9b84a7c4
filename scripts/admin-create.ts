/**
 * `npm run admin:create -- --email <address> --password <password> [--username <name>]`
 *
 * Creates an admin, or sets a new password for an existing admin (ending that admin's sessions).
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL), so run it with the
 * server's environment. Prints one line and exits 0, or prints one line and exits 1.
 */
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { AppError } from '../src/server/errors.ts';
import { assertAcceptablePassword } from '../src/server/features/auth/passwords.ts';
import { openConfiguredDatabase } from '../src/server/server.ts';
import { emailSchema, newPasswordSchema, usernameSchema } from '../src/shared/schemas/auth.ts';

const USAGE =
  "Usage: npm run admin:create -- --email <address> --password '<12+ characters>' [--username <name>]";

/** A mistake in the arguments: its message is shown as it is. */
class InputError extends Error {}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** Reads and checks the arguments before anything touches the database. */
function readArguments(argv: string[]) {
  let values: { email?: string; password?: string; username?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new InputError(`${firstLine(error).replace(/\.?$/, '.')} ${USAGE}`);
  }
  if (values.help) return 'help' as const;
  if (values.email === undefined) throw new InputError(`Missing --email. ${USAGE}`);
  if (values.password === undefined) throw new InputError(`Missing --password. ${USAGE}`);

  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new InputError(`--email: ${email.error.issues[0]?.message}`);
  const password = newPasswordSchema.safeParse(values.password);
  if (!password.success) throw new InputError(`--password: ${password.error.issues[0]?.message}`);
  // The service checks again; checking here first answers without opening the database.
  try {
    assertAcceptablePassword(password.data);
  } catch (error) {
    throw new InputError(`--password: ${firstLine(error)}`);
  }
  let username: string | undefined;
  if (values.username !== undefined) {
    const parsed = usernameSchema.safeParse(values.username);
    if (!parsed.success) throw new InputError(`--username: ${parsed.error.issues[0]?.message}`);
    username = parsed.data;
  }
  return { email: email.data, password: password.data, username };
}

async function run(argv: string[]): Promise<string> {
  const input = readArguments(argv);
  if (input === 'help') return USAGE;
  const config = loadConfig();
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openConfiguredDatabase(config);
    app = await buildApp({ config, database, logger: false });
    const admin = await app.services.auth.upsertAdmin(input);
    return admin.created
      ? `Created admin ${admin.username} <${input.email}>`
      : `Updated the password of admin ${admin.username} <${input.email}>`;
  } finally {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
  }
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
  process.exit(0);
} catch (error) {
  const known =
    error instanceof InputError || error instanceof AppError || error instanceof ConfigError;
  process.stderr.write(`${known ? '' : 'Could not create the admin: '}${firstLine(error)}\n`);
  process.exit(1);
}
