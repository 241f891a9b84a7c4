import Bowser from 'bowser';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type ActivityItem,
  type ActivityPage,
  type ActivityQuery,
  NO_REASON_GIVEN,
} from '../../../shared/schemas/activity.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, jobPosts, type SIGN_IN_METHODS, signIns } from '../../db/schema.ts';
import { normalizeIp } from '../../infra/geo.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import type { AuditService } from '../audit/service.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { TrustService } from '../trust/service.ts';
import { readClientSignals } from '../trust/signals.ts';

/** How many sign-ins of one account are kept: older ones are deleted as new ones come. */
export const SIGN_INS_KEPT = 50;
const USER_AGENT_MAX_LENGTH = 512;

export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The owner's own security actions, recorded in the audit log as the owner. */
export const SIGN_OUT_EVERYWHERE_ACTION = 'user.sign_out_everywhere';

/** The audit actions a person sees in their account activity (docs/decisions/048). */
const SHOWN_ACTIONS = [
  'identity_document.read',
  'chat.read',
  'chat.read_flagged',
  'user.reset_password',
  'user.block',
  'user.unblock',
  'user.verify_identity',
  SIGN_OUT_EVERYWHERE_ACTION,
] as const;

type AuditRow = {
  id: number;
  action: string;
  actorId: number | null;
  details: unknown;
  createdAt: Date;
  jobTitle: string | null;
};

/** The entry in plain words. Admins are not named: the person sees the role, not who. */
function describeAudit(row: AuditRow): string {
  const details = (row.details ?? {}) as Record<string, unknown>;
  switch (row.action) {
    case 'identity_document.read':
      return 'An administrator opened your identity document';
    case 'chat.read':
      return row.jobTitle
        ? `An administrator read your chat messages on the job “${row.jobTitle}”`
        : 'An administrator read your chat messages on a job post';
    case 'chat.read_flagged':
      return 'An administrator read chat messages of yours that our scam checks flagged';
    case 'user.reset_password':
      return 'An administrator reset your password and signed you out everywhere';
    case 'user.block':
      return details.complaint_id !== undefined
        ? 'An administrator blocked your account after a report about it'
        : 'An administrator blocked your account';
    case 'user.unblock':
      return 'An administrator unblocked your account';
    case 'user.verify_identity':
      return details.verify === true
        ? 'An administrator verified your identity'
        : 'An administrator rejected your identity document';
    case SIGN_OUT_EVERYWHERE_ACTION:
      return 'You signed out everywhere';
    default:
      return 'An administrator acted on your account';
  }
}

const SIGN_IN_WORDS: Record<SignInMethod, string> = {
  password: 'Signed in with your password',
  two_factor: 'Signed in with your password and a two-factor code',
  sign_up: 'Created the account and signed in',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Chrome on Windows' from the user agent; null when it names no browser (scripts, tools). */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent?.trim()) return null;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || null;
}

/**
 * Account activity (docs/decisions/048): what admins did to a person's account and data, read
 * from the audit log, merged with the account's sign-ins; and Sign out everywhere. Owns
 * `sign_ins`.
 */
export function createActivityService(deps: {
  db: Database;
  signer: TokenSigner;
  profiles: ProfilesService;
  trust: TrustService;
  audit: AuditService;
  realtime: RealtimeHub;
  countryHeader?: string;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, signer, profiles, trust, audit, realtime, log } = deps;

  async function insertSignIn(accessToken: string, request: FastifyRequest, method: SignInMethod) {
    const claims = await signer.verify(accessToken);
    if (!claims) return;
    const signals = readClientSignals(request, { countryHeader: deps.countryHeader });
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) || null;
    await db.insert(signIns).values({
      userId: claims.userId,
      method,
      ip: normalizeIp(signals.ip),
      country: await trust.countryOf(signals),
      userAgent,
      jti: claims.jti,
    });
    // The bounded history: the newest SIGN_INS_KEPT stay.
    const kept = db
      .select({ id: signIns.id })
      .from(signIns)
      .where(eq(signIns.userId, claims.userId))
      .orderBy(desc(signIns.at), desc(signIns.id))
      .limit(SIGN_INS_KEPT);
    await db
      .delete(signIns)
      .where(and(eq(signIns.userId, claims.userId), notInArray(signIns.id, kept)));
  }

  return {
    /**
     * Records the session a token just issued starts, from the request that asked for it. A
     * failure is logged, never turned into a failed sign-in.
     */
    async record(
      accessToken: string,
      request: FastifyRequest,
      method: SignInMethod = 'password',
    ): Promise<void> {
      await insertSignIn(accessToken, request, method).catch((error: unknown) =>
        log.error({ err: error }, 'sign-in history write failed'),
      );
    },

    /** GET /profile/activity: the caller's own activity, newest first. */
    async list(userId: number, currentJti: string, query: ActivityQuery): Promise<ActivityPage> {
      const aboutMe = and(
        sql`${auditLog.subjectIds} @> array[${userId}]::integer[]`,
        inArray(auditLog.action, [...SHOWN_ACTIONS]),
      );
      // Sign-ins are at most SIGN_INS_KEPT, so the page is cut from the newest page × limit of
      // each side, merged.
      const depth = query.page * query.limit;
      const [audits, [auditTotal], logins, [loginTotal]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            actorId: auditLog.actorId,
            details: auditLog.details,
            createdAt: auditLog.createdAt,
            jobTitle: jobPosts.title,
          })
          .from(auditLog)
          .leftJoin(
            jobPosts,
            and(eq(auditLog.action, 'chat.read'), eq(auditLog.targetId, sql`${jobPosts.id}::text`)),
          )
          .where(aboutMe)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(depth),
        db.select({ total: count() }).from(auditLog).where(aboutMe),
        db
          .select()
          .from(signIns)
          .where(eq(signIns.userId, userId))
          .orderBy(desc(signIns.at), desc(signIns.id))
          .limit(depth),
        db.select({ total: count() }).from(signIns).where(eq(signIns.userId, userId)),
      ]);
      const items: (ActivityItem & { sortAt: number })[] = [
        ...audits.map((row) => {
          const isOwn = row.action === SIGN_OUT_EVERYWHERE_ACTION;
          const reason = (row.details as { reason?: unknown } | null)?.reason;
          return {
            id: `audit-${row.id}`,
            kind: isOwn ? ('account' as const) : ('admin' as const),
            at: row.createdAt.toISOString(),
            what: describeAudit(row),
            reason: isOwn ? null : typeof reason === 'string' ? reason : NO_REASON_GIVEN,
            country: null,
            device: null,
            ip: null,
            is_current: false,
            sortAt: row.createdAt.getTime(),
          };
        }),
        ...logins.map((row) => ({
          id: `sign-in-${row.id}`,
          kind: 'sign_in' as const,
          at: row.at.toISOString(),
          what: SIGN_IN_WORDS[row.method],
          reason: null,
          country: countryName(row.country),
          device: deviceOf(row.userAgent),
          ip: row.ip,
          is_current: row.jti === currentJti,
          sortAt: row.at.getTime(),
        })),
      ];
      items.sort((a, b) => b.sortAt - a.sortAt);
      const start = (query.page - 1) * query.limit;
      return {
        total: (auditTotal?.total ?? 0) + (loginTotal?.total ?? 0),
        data: items.slice(start, start + query.limit).map(({ sortAt: _, ...item }) => item),
      };
    },

    /**
     * Sign out everywhere: every session of the account ends, this one included
     * (docs/decisions/002 session versions), its sockets close, and the audit log keeps it.
     */
    async signOutEverywhere(user: { id: number; username: string }, ip: string): Promise<void> {
      await profiles.endAllSessions(user.id);
      await realtime.disconnectUser(user.id);
      await audit.record({
        actor: { id: user.id, username: user.username },
        action: SIGN_OUT_EVERYWHERE_ACTION,
        targetType: 'user',
        targetId: user.id,
        ip,
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
