import { and, asc, count, eq, ne, or, type SQL } from 'drizzle-orm';
import { isCountryCode } from '../../../shared/country-codes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminPageQuery } from '../../../shared/schemas/admin.ts';
import {
  type BlockedCountry,
  type RiskDetails,
  riskScoreOf,
} from '../../../shared/schemas/admin-users.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/client.ts';
import { blockedCountries, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { type GeoLookup, type IpFacts, isLoopback } from '../../infra/geo.ts';

/** What a request tells about its sender (see signals.ts); only `ip` is required. */
export type TrustSignals = {
  ip: string;
  fingerprint: string | null;
  viaProxy?: boolean;
  headerCountry?: string | null;
};

export type Assessment = { country: string | null; riskScore: number; details: RiskDetails };

const toBlockedCountry = (row: typeof blockedCountries.$inferSelect): BlockedCountry => ({
  id: row.id,
  countryCode: row.countryCode,
  created_at: row.createdAt.toISOString(),
});

/**
 * Trust and safety at the door (decisions.md): the country of a sign-up, blocked countries, and
 * the risk score recomputed at registration and at each login (docs/decisions/018).
 */
export function createTrustService(deps: {
  db: Database;
  geo: GeoLookup;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, geo, log } = deps;

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

  /** Other accounts seen from the same address or device (this user's own rows excluded). */
  async function duplicates(userId: number, signals: TrustSignals) {
    // The machine itself (scripts, tests, a proxy on the same host) is not a person's address.
    const ip = isLoopback(signals.ip) ? null : signals.ip;
    const fingerprint = signals.fingerprint;
    const exists = async (condition: SQL | undefined) => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(ne(users.id, userId), condition))
        .limit(1);
      return rows.length > 0;
    };
    const [duplicateIp, duplicateFingerprint] = await Promise.all([
      ip ? exists(or(eq(users.registrationIp, ip), eq(users.lastLoginIp, ip))) : false,
      fingerprint
        ? exists(
            or(
              eq(users.registrationFingerprint, fingerprint),
              eq(users.lastLoginFingerprint, fingerprint),
            ),
          )
        : false,
    ]);
    return { duplicateIp, duplicateFingerprint };
  }

  const service = {
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
        throw forbidden(MESSAGES.registrationFromBlockedCountry);
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
      const found = await duplicates(userId, signals);
      const details: RiskDetails = {
        duplicateIp: found.duplicateIp,
        proxyDetected: Boolean(signals.viaProxy) || facts.isHosting,
        duplicateFingerprint: found.duplicateFingerprint,
      };
      const riskScore = riskScoreOf(details);
      await db
        .update(users)
        .set({
          riskScore,
          riskDetails: details,
          ...(known ? { country: known.country } : {}),
        })
        .where(eq(users.id, userId));
      return { country: known?.country ?? null, riskScore, details };
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
