import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SelfServiceRole } from '../../shared/roles.ts';
import type { AuditEntry } from '../../shared/schemas/admin.ts';
import { listen } from './chat.ts';
import { type Client, client } from './client.ts';
import { createTestApp, type TestApp } from './context.ts';
import { createAdmin, createJob, registerUser, type TestUser } from './factories.ts';

/** Who the file needs before its first test: each sign-up costs an argon2 hash, so ask for few. */
export type Cast = {
  admin?: boolean;
  employers?: number;
  jobseekers?: number;
  /** An approved job by the first employer (needs admin and an employer). */
  job?: Record<string, unknown> | true;
  /** Listen on a free port (sockets, fetch): `m.url`. */
  listen?: boolean;
};

export type Marketplace = {
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly database: TestApp['database'];
  /** DATA_DIR of this app: uploads and the mail outbox live under it. */
  readonly dataDir: string;
  /** `api.as(user).post(url, body)`; usable before the app opens. */
  readonly api: Client;
  readonly admin: TestUser;
  readonly employer: TestUser;
  readonly employers: TestUser[];
  readonly jobseeker: TestUser;
  /** The second employer and jobseeker, for owner-versus-other rows. */
  readonly otherEmployer: TestUser;
  readonly otherJobseeker: TestUser;
  readonly jobseekers: TestUser[];
  readonly job: { id: number; title: string };
  readonly url: string;
  /** Posts a job as `owner` (the first employer) and has the admin approve it unless told not. */
  postJob(
    overrides?: Record<string, unknown>,
    owner?: TestUser,
    approve?: boolean,
  ): Promise<{ id: number; title: string }>;
  /** The audit log as the admin reads it (`query` starts with `?`), with its total count. */
  auditLog(query?: string): Promise<{ entries: AuditEntry[]; total: number }>;
  /** One more person signed up through the API. */
  register(
    role: SelfServiceRole,
    overrides?: Parameters<typeof registerUser>[2],
  ): Promise<TestUser>;
};

type AppOverrides = Parameters<typeof createTestApp>[0];

/**
 * The test app on its own database for this file, opened in beforeAll with the cast the file
 * asked for and closed in afterAll. Members are read inside tests, once beforeAll has run.
 */
export function marketplace(cast: Cast = {}, overrides?: AppOverrides): Marketplace {
  let state:
    | {
        t: TestApp;
        admin?: TestUser;
        employers: TestUser[];
        jobseekers: TestUser[];
        job?: { id: number; title: string };
        url?: string;
      }
    | undefined;
  const ready = () => {
    if (!state) throw new Error('the marketplace opens in beforeAll');
    return state;
  };
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`marketplace() was not asked for ${what}`);
    return value;
  };

  beforeAll(async () => {
    const t = await createTestApp(overrides);
    state = { t, employers: [], jobseekers: [] };
    if (cast.listen) state.url = await listen(t.app);
    if (cast.admin || cast.job) state.admin = await createAdmin(t.app);
    for (let i = 0; i < (cast.employers ?? (cast.job ? 1 : 0)); i++) {
      state.employers.push(await registerUser(t.app, 'employer'));
    }
    for (let i = 0; i < (cast.jobseekers ?? 0); i++) {
      state.jobseekers.push(await registerUser(t.app, 'jobseeker'));
    }
    if (cast.job) {
      const overrides = cast.job === true ? {} : cast.job;
      state.job = await createJob(
        t.app,
        state.employers[0] as TestUser,
        need(state.admin, 'an admin'),
        overrides,
      );
    }
  });
  afterAll(async () => {
    await state?.t.close();
  });

  const m: Marketplace = {
    get t() {
      return ready().t;
    },
    get app() {
      return ready().t.app;
    },
    get database() {
      return ready().t.database;
    },
    get dataDir() {
      return ready().t.dataDir;
    },
    api: client(() => ready().t.app),
    get admin() {
      return need(ready().admin, 'an admin');
    },
    get employer() {
      return need(ready().employers[0], 'an employer');
    },
    get employers() {
      return ready().employers;
    },
    get jobseeker() {
      return need(ready().jobseekers[0], 'a jobseeker');
    },
    get otherEmployer() {
      return need(ready().employers[1], 'two employers');
    },
    get otherJobseeker() {
      return need(ready().jobseekers[1], 'two jobseekers');
    },
    get jobseekers() {
      return ready().jobseekers;
    },
    get job() {
      return need(ready().job, 'a job');
    },
    get url() {
      return need(ready().url, 'listen');
    },
    postJob: (overrides = {}, owner, approve = true) =>
      createJob(m.app, owner ?? m.employer, m.admin, overrides, approve),
    async auditLog(query = '') {
      const response = await m.api.as(m.admin).get(`/api/admin/audit-log${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return {
        entries: response.json<AuditEntry[]>(),
        total: Number(response.headers['x-total-count']),
      };
    },
    register: (role, overrides) => registerUser(m.app, role, overrides),
  };
  return m;
}
