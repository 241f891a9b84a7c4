import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCountryCode } from '../../../shared/country-codes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminPageQuery } from '../../../shared/schemas/admin.ts';
import {
  type BlockedCountry,
  LINKED_ACCOUNTS_MAX,
  type LinkedAccount,
  type NetworkRiskDetails,
  type RiskFlag,
} from '../../../shared/schemas/admin-users.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/client.ts';
import { accountSignals, blockedCountries, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { type GeoLookup, type IpFacts, isLoopback, normalizeIp } from '../../infra/geo.ts';
import type { ProfilesService } from '../profiles/service.ts';

/** What a request tells about its sender (see signals.ts); only `ip` is required. */
export type TrustSignals = {
  ip: string;
  fingerprint: string | null;
  viaProxy?: boolean;
  headerCountry?: string | null;
};

export type Assessment = {
  country: string | null;
  riskScore: number;
  details: NetworkRiskDetails;
};

type SignalKind = (typeof accountSignals.$inferSelect)['kind'];

/** The risk detail a value shared with another account raises. */
const FLAG_OF = {
  ip: 'duplicateIp',
  fingerprint: 'duplicateFingerprint',
} as const satisfies Record<SignalKind, RiskFlag>;

/** The other side of a shared address or device. */
const other = alias(accountSignals, 'other');

/** The same value seen on another account: the join every link is made of. */
const sharedValue = and(
  eq(other.kind, accountSignals.kind),
  eq(other.value, accountSignals.value),
  ne(other.userId, accountSignals.userId),
);

const toBlockedCountry = (row: typeof blockedCountries.$inferSelect): BlockedCountry => ({
  id: row.id,
  countryCode: row.countryCode,
  created_at: row.createdAt.toISOString(),
});

/**
 * Trust and safety at the door (decisions.md): the country of a sign-up, blocked countries, and
 * the risk score recomputed at registration and at each login from every address and device the
 * account was ever seen with (docs/decisions/018).
 */
export function createTrustService(deps: {
  db: Database;
  /** Owns the account row, where the score and country are kept (docs/decisions/030). */
  profiles: ProfilesService;
  geo: GeoLookup;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, profiles, geo, log } = deps;

  /** The offline databases' facts; a failure to read them must not stop a sign-up or login. */
  async function factsOf(ip: string): Promise<IpFacts> {
    try {
      return await geo.lookup(ip);
    } catch (error) {
      log.error({ err: error }, 'IP database look-up failed');
      return { country: null, asn: null, isHosting: false };
    }
  }

  function countryOf(signals: TrustSignals, facts: IpFacts): string | null {
    // The configured trusted header wins (a CDN knows better); its "unknown" values (XX, T1
    // for Tor) fall back to the database.
    const fromHeader = signals.headerCountry?.toUpperCase();
    if (fromHeader && isCountryCode(fromHeader)) return fromHeader;
    return facts.country;
  }

  async function isBlockedCountry(code: string): Promise<boolean> {
    const rows = await db
      .select({ id: blockedCountries.id })
      .from(blockedCountries)
      .where(eq(blockedCountries.countryCode, code))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Records the address (not loopback: the machine itself, scripts, tests) and the device this
   * account was seen with now, or moves their last sighting to now (docs/decisions/018).
   */
  async function recordSignals(userId: number, signals: TrustSignals) {
    const ip = normalizeIp(signals.ip);
    const seen: { userId: number; kind: SignalKind; value: string }[] = [];
    if (ip && !isLoopback(ip)) seen.push({ userId, kind: 'ip', value: ip });
    if (signals.fingerprint) seen.push({ userId, kind: 'fingerprint', value: signals.fingerprint });
    if (seen.length === 0) return;
    await db
      .insert(accountSignals)
      .values(seen)
      .onConflictDoUpdate({
        target: [accountSignals.userId, accountSignals.kind, accountSignals.value],
        set: { lastSeenAt: sql`now()` },
      });
  }

  /** The kinds of value this account ever shared with another account (from account_signals). */
  async function sharedKinds(userId: number): Promise<Set<SignalKind>> {
    const rows = await db
      .selectDistinct({ kind: accountSignals.kind })
      .from(accountSignals)
      .innerJoin(other, sharedValue)
      .where(eq(accountSignals.userId, userId));
    return new Set(rows.map((row) => row.kind));
  }

  /**
   * Raises the matching flag on every other assessed account that shares a value of this kind
   * with this one and does not carry it yet, and recomputes their stored score: the account
   * that was there first is flagged too, at the moment the link appears. Accounts already
   * flagged are not touched, so this costs one indexed join and writes only new links.
   */
  async function flagLinkedAccounts(userId: number, kind: SignalKind) {
    const linked = db
      .select({ id: other.userId })
      .from(accountSignals)
      .innerJoin(other, sharedValue)
      .where(and(eq(accountSignals.userId, userId), eq(accountSignals.kind, kind)));
    await profiles.raiseRiskFlag(linked, FLAG_OF[kind]);
  }

  const service = {
    /** The country a request comes from, as sign-ups and the sign-in history record it. */
    async countryOf(signals: TrustSignals): Promise<string | null> {
      return countryOf(signals, await factsOf(signals.ip));
    },

    /**
     * Where a sign-up comes from; refuses a blocked country with 403 (decisions.md). Returns the
     * facts so that the risk assessment after the account exists does not look them up again.
     */
    async screenRegistration(
      signals: TrustSignals,
    ): Promise<{ country: string | null; facts: IpFacts }> {
      const facts = await factsOf(signals.ip);
      const country = countryOf(signals, facts);
      if (country && (await isBlockedCountry(country))) {
        throw forbidden(MESSAGES.registrationFromBlockedCountry, { code: 'COUNTRY_BLOCKED' });
      }
      return { country, facts };
    },

    /**
     * Computes and stores the risk score and its details, and the country when given (at
     * registration). Called after registration and after each successful login.
     */
    async assess(
      userId: number,
      signals: TrustSignals,
      known?: { country: string | null; facts: IpFacts },
    ): Promise<Assessment> {
      const facts = known?.facts ?? (await factsOf(signals.ip));
      // Recorded first, so that of two accounts linked at the same moment each sees the other.
      await recordSignals(userId, signals);
      const shared = await sharedKinds(userId);
      const details: NetworkRiskDetails = {
        duplicateIp: shared.has('ip'),
        // The only signal of the request itself: where this sign-up or login came through.
        proxyDetected: Boolean(signals.viaProxy) || facts.isHosting,
        duplicateFingerprint: shared.has('fingerprint'),
      };
      // The score also counts flagged writing, kept in the stored details (docs/decisions/046).
      const riskScore = await profiles.recordRisk(userId, {
        riskDetails: details,
        ...(known ? { country: known.country } : {}),
      });
      for (const kind of shared) await flagLinkedAccounts(userId, kind);
      return { country: known?.country ?? null, riskScore, details };
    },

    /**
     * The accounts that shared an address or a device with this one, and since when: the later
     * of the two first sightings of the value, the earliest such value per account and kind.
     * Oldest link first (the account someone may be evading a block from), at most
     * LINKED_ACCOUNTS_MAX. Computed on reading: deleted accounts are gone with their signals.
     */
    async linkedAccounts(userId: number): Promise<LinkedAccount[]> {
      const since =
        sql<Date>`min(greatest(${accountSignals.firstSeenAt}, ${other.firstSeenAt}))`.mapWith(
          accountSignals.firstSeenAt,
        );
      const rows = await db
        .select({
          id: other.userId,
          username: users.username,
          isBlocked: users.isBlocked,
          via: other.kind,
          since,
        })
        .from(accountSignals)
        .innerJoin(other, sharedValue)
        .innerJoin(users, eq(users.id, other.userId))
        .where(eq(accountSignals.userId, userId))
        .groupBy(other.userId, users.username, users.isBlocked, other.kind)
        .orderBy(asc(since), asc(other.userId), asc(other.kind))
        .limit(LINKED_ACCOUNTS_MAX);
      return rows.map(({ since: firstSeen, ...row }) => ({
        ...row,
        firstSeenAt: firstSeen.toISOString(),
      }));
    },

    /** GET /admin/blocked-countries: alphabetical by code. */
    async listBlockedCountries(
      page: AdminPageQuery,
    ): Promise<{ data: BlockedCountry[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(blockedCountries)
          .orderBy(asc(blockedCountries.countryCode))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(blockedCountries),
      ]);
      return { data: rows.map(toBlockedCountry), total: totalRow?.total ?? 0 };
    },

    /** Blocks registration from a country (an ISO code, already validated); 409 when blocked. */
    async blockCountry(code: string): Promise<BlockedCountry> {
      try {
        const [row] = await db
          .insert(blockedCountries)
          .values({ countryCode: code })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(MESSAGES.countryAlreadyBlocked);
        return toBlockedCountry(row);
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
          throw conflict(MESSAGES.countryAlreadyBlocked);
        throw error;
      }
    },

    async unblockCountry(code: string): Promise<void> {
      const removed = await db
        .delete(blockedCountries)
        .where(eq(blockedCountries.countryCode, code))
        .returning({ id: blockedCountries.id });
      if (removed.length === 0) throw notFound(MESSAGES.countryNotBlocked);
    },

    isBlockedCountry,
  };
  return service;
}

export type TrustService = ReturnType<typeof createTrustService>;
