import { jobPagePath } from '../src/shared/job-slug.ts';
import { expectNoViolations } from './support/a11y.ts';
import { auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import {
  applyViaApi,
  createApprovedJob,
  inviteViaApi,
  setTalentProfile,
} from './support/hiring.ts';
import { mainNav } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/** Invitations to apply (docs/decisions/034), from both sides. */

test('an employer invites a talent from Find Talent, and the jobseeker accepts and is applied at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const skill = `Podio${suffix}`;
  const employer = await registerViaApi(request, 'employer', 'inviter');
  const talent = await registerViaApi(request, 'jobseeker', 'invitee');
  await setTalentProfile(request, talent, {
    skills: [skill, 'Calendar management'],
    experience: 'Three years as an executive assistant to a realty broker.',
  });
  const job = await createApprovedJob(request, employer, `Listing Coordinator ${suffix}`);
  const applied = await createApprovedJob(request, employer, `Showing Scheduler ${suffix}`);
  await applyViaApi(request, talent, applied.id);

  await openSignedIn(page, employer.token, `/find-talent?skills=${skill}`);
  const card = page.getByRole('article', { name: talent.username });
  await card.getByRole('button', { name: /^Invite to apply/ }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${talent.username} to apply` });
  await expect(dialog).toBeVisible();
  const post = dialog.getByLabel('Job post');
  await expect(post).toBeFocused();
  const message = dialog.getByLabel('Message');
  await expect(message).toHaveValue(new RegExp(`^Hi ${talent.username},`));
  await expectNoViolations(page, 'the invite dialog');

  // The form's own checks, beside their fields.
  await message.fill('   ');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Please choose one of your job posts.')).toBeVisible();
  await expect(
    dialog.getByText('Please write a short message to the person you invite.'),
  ).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');

  // The server's refusal, beside the post it is about: this person already applied to it.
  await post.selectOption({ label: applied.title });
  await message.fill('We are growing our listings team and your Podio skills stood out.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('This person has already applied to this job.')).toBeVisible();
  await expect(post).toHaveAttribute('aria-invalid', 'true');

  await post.selectOption({ label: job.title });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  await expect(sent.getByText(`${talent.username} will get an e-mail`)).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();

  // Opened again, the post already offered to this person cannot be chosen twice.
  await card.getByRole('button', { name: /^Invite to apply/ }).click();
  await expect(dialog.getByRole('option', { name: `${job.title} (invited)` })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The jobseeker finds it from the navigation and accepts.
  await openSignedIn(page, talent.token, '/');
  await mainNav(page).getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL('/invitations');
  await expect(page).toHaveTitle('Invitations | TalentBridge');
  const invitation = page.getByRole('article', { name: job.title });
  await expect(invitation.getByText('Podio skills stood out')).toBeVisible();
  await expect(invitation.getByText(employer.username)).toBeVisible();
  await expect(invitation.getByText('Accepting sends your application at once.')).toBeVisible();
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Your application for “${job.title}” was sent.`)).toBeVisible();
  await expect(invitation.getByText('Status: Accepted')).toBeVisible();
  await expect(invitation.getByText(/^You applied on /)).toBeVisible();

  await page.getByRole('link', { name: 'My Applications' }).first().click();
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();
});

test('accepting for a post with questions opens its apply form; another invitation is declined', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const employer = await registerViaApi(request, 'employer', 'asker');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'answerer');
  const asking = await createApprovedJob(request, employer, `Bookkeeping Assistant ${suffix}`, {
    screening_questions: ['Which accounting software have you used?'],
  });
  const other = await createApprovedJob(request, employer, `Cold Caller ${suffix}`);
  await inviteViaApi(request, employer, jobseeker, asking.id, 'Our books need a steady hand.');
  const declined = await inviteViaApi(request, employer, jobseeker, other.id, 'Fancy calling?');

  await openSignedIn(page, jobseeker.token, '/invitations');
  const askingCard = page.getByRole('article', { name: asking.title });
  await expect(askingCard.getByText('this employer asks a few questions')).toBeVisible();
  await askingCard.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(page).toHaveURL(`${jobPagePath(asking.id, asking.title)}?apply=1`);
  await expect(page.getByRole('heading', { level: 1, name: asking.title })).toBeVisible();
  // The apply form is open and has the focus: the letter first, then the employer's question.
  await expect(page.getByLabel('Cover letter (optional)')).toBeFocused();

  // Leaving the form for now: the invitation says what is left to do.
  await page.goBack();
  await expect(askingCard.getByText('You accepted. Finish your application')).toBeVisible();
  await askingCard.getByRole('link', { name: 'Finish application' }).click();
  await expect(page).toHaveURL(`${jobPagePath(asking.id, asking.title)}?apply=1`);
  await page.getByLabel('Cover letter (optional)').fill('I keep the books of two agencies.');
  await page.getByLabel('Which accounting software have you used?').fill('QuickBooks and Xero');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
  await page.goto('/invitations');
  await expect(askingCard.getByText(/^You applied on /)).toBeVisible();

  const otherCard = page.getByRole('article', { name: other.title });
  await otherCard.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this invitation?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(otherCard.getByText('Status: Declined')).toBeVisible();
  await expect(otherCard.getByText(/^You declined on /)).toBeVisible();
  await expect(otherCard.getByRole('button')).toHaveCount(0);

  // The employer's list says what became of each.
  const sentList = await ok<{ id: number; status: string }[]>(
    'sent',
    await request.get('/api/invitations/sent', { headers: auth(employer.token) }),
  );
  expect(sentList.find((i) => i.id === declined.id)?.status).toBe('declined');
  expect(sentList.map((i) => i.status).sort()).toEqual(['accepted', 'declined']);
});
