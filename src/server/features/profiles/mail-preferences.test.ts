import { describe, expect, it } from 'vitest';
import { MAIL_PREFERENCES, UNSUBSCRIBE_LINK_DAYS } from '../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import type { TestUser } from '../../test/factories.ts';
import { type ReceivedMail, readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { createUnsubscribeLinks } from './unsubscribe.ts';

/** Mail preferences on the profile and the unsubscribe links of optional mail (docs/decisions/037). */
const m = marketplace({ admin: true, employers: 1, jobseekers: 2, job: true });
const { api } = m;

const DAY_MS = 24 * 60 * 60 * 1000;
const UNSUBSCRIBE = '/api/mail-preferences/unsubscribe';

const profileOf = async (user: TestUser) => {
  const response = await api.as(user).get('/api/profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Profile>();
};

const setPreferences = (user: TestUser, mail_preferences: unknown) =>
  api.as(user).put('/api/profile', { mail_preferences });

async function invite(person: TestUser, title = 'Listing coordinator') {
  const job = await m.postJob({ title });
  const response = await api
    .as(m.employer)
    .post('/api/invitations', { job_post_id: job.id, user_id: person.id, message: 'Apply?' });
  expect(response.statusCode, response.body).toBe(201);
  return job;
}

async function invitationMails(person: TestUser): Promise<ReceivedMail[]> {
  return (await readOutbox(m.app, m.dataDir)).filter(
    (mail) => mail.to.includes(person.email) && /invited you to apply/.test(mail.subject),
  );
}

/** The token of the unsubscribe page link in a mail's text part. */
function pageToken(mail: ReceivedMail | undefined): string {
  const match = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=([A-Za-z0-9_.-]+)/);
  if (!match?.[1]) throw new Error(`no unsubscribe link in mail: ${mail?.text}`);
  return match[1];
}

async function expectRefusal(
  response: Awaited<ReturnType<typeof api.visitor.get>>,
  message: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toContain(message);
  if (field) expect(body.field).toBe(field);
}

describe('mail preferences on the profile', () => {
  it("shows each role's optional mail, on by default, and null for the other role's", async () => {
    expect((await profileOf(m.employer)).mail_preferences).toEqual({
      pending_reminders: true,
      invitations: null,
    });
    expect((await profileOf(m.jobseeker)).mail_preferences).toEqual({
      pending_reminders: null,
      invitations: true,
    });
    expect((await profileOf(m.admin)).mail_preferences).toEqual({
      pending_reminders: null,
      invitations: null,
    });
    // Nobody else reads them.
    const visitorView = await api.visitor.get(`/api/users/${m.employer.id}`);
    expect(visitorView.json()).not.toHaveProperty('mail_preferences');
  });

  it('turns a preference off and on, keeping the rest of the profile as it is', async () => {
    const employer = await m.register('employer');
    await api.as(employer).put('/api/profile', { company_name: 'Harbor Realty' });
    const off = await setPreferences(employer, { pending_reminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Profile>()).toMatchObject({
      company_name: 'Harbor Realty',
      mail_preferences: { pending_reminders: false, invitations: null },
    });
    // Saved, not only echoed; other updates leave it alone.
    await api.as(employer).put('/api/profile', { company_info: 'Homes by the sea.' });
    expect((await profileOf(employer)).mail_preferences.pending_reminders).toBe(false);
    // An empty object changes nothing.
    expect((await setPreferences(employer, {})).statusCode).toBe(200);
    expect((await profileOf(employer)).mail_preferences.pending_reminders).toBe(false);
    const on = await setPreferences(employer, { pending_reminders: true });
    expect(on.json<Profile>().mail_preferences.pending_reminders).toBe(true);
  });

  it("refuses the other role's preference with the field named, as for company_name", async () => {
    await expectRefusal(
      await setPreferences(m.employer, { invitations: false }),
      MESSAGES.fieldNotForRole,
      'mail_preferences.invitations',
    );
    await expectRefusal(
      await setPreferences(m.jobseeker, { pending_reminders: false }),
      MESSAGES.fieldNotForRole,
      'mail_preferences.pending_reminders',
    );
    await expectRefusal(
      await setPreferences(m.admin, { invitations: true }),
      MESSAGES.fieldNotForRole,
      'mail_preferences.invitations',
    );
    // Nothing of a refused update is kept.
    const refused = await api
      .as(m.jobseeker)
      .put('/api/profile', { headline: 'Changed', mail_preferences: { pending_reminders: false } });
    expect(refused.statusCode).toBe(400);
    expect((await profileOf(m.jobseeker)).headline).not.toBe('Changed');
  });

  it('refuses values that are not true or false, unknown preferences and a non-object', async () => {
    for (const value of ['false', 0, 1, null, 'yes']) {
      await expectRefusal(
        await setPreferences(m.employer, { pending_reminders: value }),
        MESSAGES.mailPreferenceInvalid,
        'mail_preferences.pending_reminders',
      );
    }
    await expectRefusal(
      await setPreferences(m.employer, { pending_reminders: false, weekly_digest: false }),
      MESSAGES.mailPreferenceUnknown,
    );
    for (const value of ['off', 7, ['pending_reminders']]) {
      await expectRefusal(await setPreferences(m.employer, value), MESSAGES.mailPreferenceInvalid);
    }
    expect((await profileOf(m.employer)).mail_preferences.pending_reminders).toBe(true);
  });
});

describe('the invitation mail honours the preference', () => {
  it('mails an invitation with an unsubscribe link and the one-click headers of RFC 8058', async () => {
    const person = await m.register('jobseeker');
    await invite(person);
    const [mail] = await invitationMails(person);
    expect(pageToken(mail)).toMatch(/\./);
    expect(mail?.text).toContain('Stop e-mails about invitations');
    expect(mail?.html).toContain('/unsubscribe?token=');
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail-preferences\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends no mail to a jobseeker who turned invitations off, but the invitation stands', async () => {
    const person = await m.register('jobseeker');
    const off = await setPreferences(person, { invitations: false });
    expect(off.json<Profile>().mail_preferences.invitations).toBe(false);
    const job = await invite(person, 'Bookkeeping assistant');
    expect(await invitationMails(person)).toEqual([]);
    const received = await api.as(person).get('/api/invitations');
    expect(received.json<{ job_post: { id: number } }[]>().map((i) => i.job_post.id)).toEqual([
      job.id,
    ]);
    // Turned on again, the next invitation is mailed.
    await setPreferences(person, { invitations: true });
    await invite(person, 'Inbox manager');
    expect(await invitationMails(person)).toHaveLength(1);
  });
});

describe('unsubscribe links', () => {
  it('one click from the mail client turns the mail off without a login, and a second changes nothing', async () => {
    const person = await m.register('jobseeker');
    await invite(person);
    const [mail] = await invitationMails(person);
    const header = mail?.headers['list-unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));

    const asked = await api.visitor.get(`${UNSUBSCRIBE}${url.search}`);
    expect(asked.statusCode, asked.body).toBe(200);
    // The mail is a notification now: its link names the kind (docs/decisions/052).
    expect(asked.json()).toEqual({
      preference: 'invitation',
      label: MAIL_PREFERENCES.invitations.label,
      enabled: true,
    });

    // What RFC 8058 has mail clients send: a form body, the token in the URL.
    const oneClick = () =>
      m.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ preference: 'invitation', enabled: false });
    expect((await profileOf(person)).mail_preferences.invitations).toBe(false);
    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect((await api.visitor.get(`${UNSUBSCRIBE}${url.search}`)).json().enabled).toBe(false);

    await invite(person, 'Second invitation');
    expect(await invitationMails(person)).toHaveLength(1);
  });

  it('the page link works with the token in a JSON body, for the account it names only', async () => {
    const employer = await m.register('employer');
    const token = m.app.services.unsubscribe.token(employer.id, 'pending_reminders');
    // Whoever is logged in, the link changes the account it was mailed to, nobody else's.
    const response = await api.as(m.employer).post(UNSUBSCRIBE, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      preference: 'pending_reminders',
      label: MAIL_PREFERENCES.pending_reminders.label,
      enabled: false,
    });
    expect((await profileOf(employer)).mail_preferences.pending_reminders).toBe(false);
    expect((await profileOf(m.employer)).mail_preferences.pending_reminders).toBe(true);
  });

  it('refuses a missing, malformed, altered or foreign token with the same message', async () => {
    const links = m.app.services.unsubscribe;
    const token = links.token(m.jobseeker.id, 'invitations');
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, u: m.otherJobseeker.id }),
    ).toString('base64url');
    const foreign = createUnsubscribeLinks({
      secret: 'another-secret-of-another-server-0123456789abcdef',
      publicUrl: 'http://localhost:3000',
    }).token(m.jobseeker.id, 'invitations');
    const refused = [
      undefined,
      '',
      'nonsense',
      `${payload}.`,
      `${payload}.${signature}.x`,
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      foreign,
      // An access token is signed with the same secret, under another key: no use here.
      m.jobseeker.token,
    ];
    for (const value of refused) {
      const body = value === undefined ? {} : { token: value };
      await expectRefusal(
        await api.visitor.post(UNSUBSCRIBE, body),
        MESSAGES.unsubscribeTokenMissing,
      );
      const query = value === undefined ? '' : `?token=${encodeURIComponent(value)}`;
      await expectRefusal(
        await api.visitor.get(`${UNSUBSCRIBE}${query}`),
        MESSAGES.unsubscribeTokenMissing,
      );
    }
    expect((await profileOf(m.jobseeker)).mail_preferences.invitations).toBe(true);
    expect((await profileOf(m.otherJobseeker)).mail_preferences.invitations).toBe(true);
  });

  it('refuses an expired link, and one whose account is gone', async () => {
    const links = m.app.services.unsubscribe;
    const issued = new Date(Date.now() - UNSUBSCRIBE_LINK_DAYS * DAY_MS - 60_000);
    const expired = links.token(m.jobseeker.id, 'invitations', issued);
    await expectRefusal(
      await api.visitor.post(UNSUBSCRIBE, { token: expired }),
      MESSAGES.unsubscribeTokenExpired,
    );
    // A day short of the limit it still works.
    const recent = links.token(m.jobseeker.id, 'invitations', new Date(issued.getTime() + DAY_MS));
    expect((await api.visitor.get(`${UNSUBSCRIBE}?token=${recent}`)).statusCode).toBe(200);
    expect((await profileOf(m.jobseeker)).mail_preferences.invitations).toBe(true);

    const gone = await m.register('jobseeker');
    const goneToken = links.token(gone.id, 'invitations');
    expect((await api.as(gone).delete('/api/profile')).statusCode).toBe(204);
    await expectRefusal(
      await api.visitor.post(UNSUBSCRIBE, { token: goneToken }),
      MESSAGES.unsubscribeTokenMissing,
    );
  });
});
