/**
 * Trust and safety in the demo marketplace (docs/decisions/018): a blocked country, and what
 * registration would have recorded for each demo member (address, device fingerprint, the
 * account signals they are remembered by, risk score and its details), so the admin's Users tab
 * shows scores from 0 to 75 and the risk dialog names the linked accounts. Called inside
 * seedDemo's transaction, which runs once: the demo stays idempotent.
 *
 * Addresses are from TEST-NET-2 and TEST-NET-3 (198.51.100.0/24, 203.0.113.0/24, RFC 5737),
 * reserved for examples: they belong to no one and no IP database places them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { accountSignals, blockedCountries, users } from '../src/server/db/schema.ts';
import { type NetworkRiskDetails, riskScoreOf } from '../src/shared/schemas/admin-users.ts';

/** North Korea: a marketplace paying out in dollars cannot serve it. */
export const DEMO_BLOCKED_COUNTRIES = ['KP'];

type Story = { ip: string; device: string; viaProxy?: boolean };

/** Members whose sign-up tells a story; everyone else came from an address and device of their own. */
const STORIES: Record<string, Story> = {
  // Two colleagues from one office in Manila: one address, their own laptops.
  maria_santos: { ip: '203.0.113.77', device: 'demo-device-maria' },
  joydelacruz: { ip: '203.0.113.77', device: 'demo-device-joy' },
  // Signed up through a VPN.
  nikola_seo: { ip: '203.0.113.201', device: 'demo-device-nikola', viaProxy: true },
  // One laptop and one address behind two accounts.
  diegoedits: { ip: '203.0.113.150', device: 'demo-device-shared-mx' },
  'vale.rojas': { ip: '203.0.113.150', device: 'demo-device-shared-mx' },
  // The same device, once at home and once through a VPN.
  'oksana.k': { ip: '203.0.113.60', device: 'demo-device-shared-pl' },
  'lucas.ferreira': { ip: '203.0.113.61', device: 'demo-device-shared-pl', viaProxy: true },
};

export async function seedDemoTrust(db: Database): Promise<void> {
  await db
    .insert(blockedCountries)
    .values(DEMO_BLOCKED_COUNTRIES.map((countryCode) => ({ countryCode })))
    .onConflictDoNothing();

  const members = await db
    .select({ id: users.id, username: users.username, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, ['employer', 'jobseeker']))
    .orderBy(users.id);
  const stories = members.map((member, index) => ({
    ...member,
    story: STORIES[member.username] ?? {
      ip: `198.51.100.${10 + index}`,
      device: `demo-device-${member.username}`,
    },
  }));
  const count = (pick: (s: Story) => string, value: string) =>
    stories.filter((s) => pick(s.story) === value).length;
  for (const { id, story } of stories) {
    const details: NetworkRiskDetails = {
      duplicateIp: count((s) => s.ip, story.ip) > 1,
      proxyDetected: story.viaProxy === true,
      duplicateFingerprint: count((s) => s.device, story.device) > 1,
    };
    await db
      .update(users)
      .set({
        registrationIp: story.ip,
        registrationFingerprint: story.device,
        riskScore: riskScoreOf(details),
        riskDetails: details,
      })
      .where(eq(users.id, id));
  }
  await db
    .insert(accountSignals)
    .values(
      stories.flatMap(({ id, story, createdAt }) => [
        {
          userId: id,
          kind: 'ip' as const,
          value: story.ip,
          firstSeenAt: createdAt,
          lastSeenAt: createdAt,
        },
        {
          userId: id,
          kind: 'fingerprint' as const,
          value: story.device,
          firstSeenAt: createdAt,
          lastSeenAt: createdAt,
        },
      ]),
    )
    .onConflictDoNothing();
}
