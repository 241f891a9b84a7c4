import { describe, expect, it } from 'vitest';
import type { RiskScoreReply } from '../../../shared/schemas/admin-users.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/**
 * Profile texts the scam detector flags (docs/decisions/046): findings computed on each save
 * feed the account's risk details, which the admin reads; nothing is shown publicly.
 */
const m = marketplace({ admin: true });
const { api } = m;

const save = async (user: TestUser, payload: object) => {
  const reply = await api.as(user).put('/api/profile', payload);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
};

const riskOf = async (user: TestUser) => {
  const reply = await api.as(m.admin).get(`/api/admin/users/${user.id}/risk-score`);
  expect(reply.statusCode).toBe(200);
  return reply.json<RiskScoreReply>();
};

describe('profile texts', () => {
  it("a jobseeker's experience with contact details flags the profile; a clean save clears it", async () => {
    const seeker = await m.register('jobseeker');
    await save(seeker, {
      experience: 'Five years of customer support. Email me at sam.support@example.com for work.',
    });
    const flagged = await riskOf(seeker);
    expect(flagged).toMatchObject({ riskScore: 20, details: { flaggedProfile: true } });
    expect(flagged.profileFindings).toEqual([
      expect.objectContaining({
        field: 'experience',
        kind: 'contact_info',
        excerpt: 'Email me at sam.support@example.com for work.',
      }),
    ]);
    const [finding] = flagged.profileFindings;
    expect(finding?.excerpt.slice(finding.match.start, finding.match.end)).toContain(
      'sam.support@example.com',
    );

    // A save of other fields keeps the findings; a clean text clears them.
    await save(seeker, { timezone: 'Europe/Berlin' });
    expect((await riskOf(seeker)).details.flaggedProfile).toBe(true);
    await save(seeker, { experience: 'Five years of customer support for online shops.' });
    expect(await riskOf(seeker)).toMatchObject({
      riskScore: 0,
      details: { flaggedProfile: false },
      profileFindings: [],
    });
  });

  it("an employer's company info asking for a fee is found, with its field", async () => {
    const employer = await m.register('employer');
    await save(employer, {
      company_name: 'Harbour Goods',
      company_info:
        'We hire remote assistants. New hires pay a $30 registration fee before training.',
    });
    expect(await riskOf(employer)).toMatchObject({
      riskScore: 20,
      profileFindings: [
        expect.objectContaining({ field: 'company_info', kind: 'upfront_payment' }),
      ],
    });
  });

  it('clean texts leave the score alone and nothing shows on the public profile', async () => {
    const seeker = await m.register('jobseeker');
    await save(seeker, {
      headline: 'Support agent for online shops',
      experience: 'Zendesk, Gorgias.',
    });
    expect(await riskOf(seeker)).toMatchObject({ riskScore: 0, profileFindings: [] });
    await save(seeker, { experience: 'Message me on telegram @sam_support' });
    const open = await api.visitor.get(`/api/users/${seeker.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('flag');
    expect(open.body).not.toContain('finding');
    const own = await api.as(seeker).get('/api/profile');
    expect(own.body).not.toContain('profile_flags');
  });
});
