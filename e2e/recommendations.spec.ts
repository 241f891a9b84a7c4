import { expectNoViolations } from './support/a11y.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob, setTalentProfile } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** Matches explained both ways (docs/decisions/054). */

test('a jobseeker sees Jobs for you with reasons on the home page and in Find Jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const skills = [`Zoho${suffix}`, `Xero${suffix}`];
  const employer = await registerViaApi(request, 'employer', 'matcher');
  const talent = await registerViaApi(request, 'jobseeker', 'matched');
  await setTalentProfile(request, talent, { skills, hourly_rate: 15 });
  const job = await createApprovedJob(request, employer, `Books Keeper ${suffix}`, {
    required_skills: skills,
    salary: 20,
  });

  await openSignedIn(page, talent.token, '/');
  const section = page.getByRole('region', { name: 'Jobs for you' });
  await expect(section).toBeVisible();
  const card = section.getByRole('listitem').filter({ hasText: job.title });
  await expect(card.getByRole('link', { name: job.title })).toBeVisible();
  const reasons = card.getByRole('list', { name: 'Why it matches' });
  await expect(reasons.getByText('Matches 2 of 2 skills')).toBeVisible();
  await expect(reasons.getByText('Rate $15 within budget')).toBeVisible();
  await expect(reasons.getByText('Posted this week')).toBeVisible();
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await expectNoViolations(page, 'the home page with Jobs for you');

  await section.getByRole('link', { name: 'See all matches' }).click();
  await expect(page).toHaveURL('/find-job?tab=for-you');
  const tabs = page.getByRole('navigation', { name: 'Job lists' });
  await expect(tabs.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  await expect(page.getByText('Matches 2 of 2 skills').first()).toBeVisible();
  await expectNoViolations(page, 'Find Jobs, For you');

  await tabs.getByRole('link', { name: 'All jobs' }).click();
  await expect(page).toHaveURL('/find-job');
  await expect(page.getByRole('button', { name: /Search/ }).first()).toBeVisible();
});

test('an employer opens Suggested talent on a post and invites one person in one click', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const skill = `Gusto${suffix}`;
  const employer = await registerViaApi(request, 'employer', 'suggester');
  const talent = await registerViaApi(request, 'jobseeker', 'suggested');
  await setTalentProfile(request, talent, {
    skills: [skill, 'Payroll'],
    headline: 'Payroll assistant for small firms',
    hourly_rate: 12,
  });
  const job = await createApprovedJob(request, employer, `Payroll Helper ${suffix}`, {
    required_skills: [skill],
    salary: 18,
  });

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  const toggle = post.getByRole('button', { name: `Suggested talent for ${job.title}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = post.getByRole('region', { name: `Suggested talent for ${job.title}` });
  const person = panel.getByRole('listitem').filter({ hasText: talent.username });
  await expect(person.getByText('Payroll assistant for small firms')).toBeVisible();
  await expect(person.getByText('Matches 1 of 1 skill')).toBeVisible();
  await expect(person.getByText('Rate $12 within budget')).toBeVisible();
  await expectNoViolations(page, 'Suggested talent');

  await person
    .getByRole('button', { name: `Invite ${talent.username} to apply to ${job.title}` })
    .click();
  await expect(person.getByText('Invited', { exact: true })).toBeVisible();

  // The server remembers: after a reload the person still reads Invited.
  await page.reload();
  await post.getByRole('button', { name: `Suggested talent for ${job.title}` }).click();
  await expect(person.getByText('Invited', { exact: true })).toBeVisible();
  await expect(person.getByRole('button', { name: /^Invite / })).toHaveCount(0);
});
