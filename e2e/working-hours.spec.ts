import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.ts';
import { overlapWithPost } from '../src/shared/working-hours.ts';
import { expectNoViolations } from './support/a11y.ts';
import { type Account, auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { approveJobViaApi, createApprovedJob, setTalentProfile } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Working hours and time-zone overlap (docs/decisions/051): an employer asks for overlap on a
 * post, a jobseeker with working hours sees theirs on the card, an employer sorts Find Talent by
 * it.
 */

const DUTIES =
  'Answer customer e-mails within four hours, keep our help-centre articles current, tag and ' +
  'route tickets to the right team and write a short weekly summary of common questions.';

const NEW_YORK = { timezone: 'America/New_York', start: '09:00', end: '17:00' };

async function employerIn(request: Parameters<typeof registerViaApi>[0], timezone: string) {
  const employer = await registerViaApi(request, 'employer', 'hours');
  await ok(
    'employer zone',
    await request.put('/api/profile', { data: { timezone }, headers: auth(employer.token) }),
  );
  return employer;
}

async function jobseekerWithHours(
  request: Parameters<typeof registerViaApi>[0],
  prefix: string,
  window: { timezone: string; start: string; end: string },
  skills: string[] = [],
): Promise<Account> {
  const person = await registerViaApi(request, 'jobseeker', prefix);
  await setTalentProfile(request, person, { timezone: window.timezone, skills });
  await ok(
    'working hours',
    await request.put('/api/profile', {
      data: { working_hours: { start: window.start, end: window.end } },
      headers: auth(person.token),
    }),
  );
  return person;
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });

test('an employer asks for overlapping hours on a new post, and its page says so', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await employerIn(request, 'America/New_York');
  const title = `Overlap desk ${Date.now().toString(36)}`;
  await openSignedIn(page, employer.token, '/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Salary (USD per hour)').fill('18');
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type(DUTIES);

  // The zone starts as the employer's own; the window as a plain office day.
  await expect(page.getByRole('heading', { name: 'Working hours overlap' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await expect(page.getByText('Your profile’s time zone.')).toBeVisible();
  await page.getByLabel('Hours of overlap').selectOption('4');
  // More hours than the window lasts is caught before sending, in the server's words.
  await page.getByLabel('From', { exact: true }).fill('10:00');
  await page.getByLabel('To', { exact: true }).fill('13:00');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText(MESSAGES.overlapLongerThanWindow)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('09:00');
  await page.getByLabel('To', { exact: true }).fill('17:00');
  await expectNoViolations(page, 'Post a Job with the overlap section');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/my-job-posts/);

  const own = await ok<{ id: number; title: string; overlap: unknown }[]>(
    'own posts',
    await request.get('/api/job-posts/my-posts', { headers: auth(employer.token) }),
  );
  const post = own.find((p) => p.title === title);
  expect(post?.overlap).toEqual({ hours: 4, ...NEW_YORK });
  await approveJobViaApi(request, post?.id ?? 0);
  await page.goto(`/jobs/${post?.id}`);
  await expect(page.getByText('Needs 4 h overlap with 09:00–17:00 America/New_York')).toBeVisible();
  await expectNoViolations(page, 'A job page with its working hours');
});

test('a jobseeker enters working hours and sees the overlap on job cards; visitors do not', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await employerIn(request, 'America/New_York');
  const suffix = Date.now().toString(36);
  const job = await createApprovedJob(request, employer, `Night queue ${suffix}`, {
    overlap_hours: 3,
    overlap_timezone: NEW_YORK.timezone,
    overlap_start: NEW_YORK.start,
    overlap_end: NEW_YORK.end,
  });
  const person = await registerViaApi(request, 'jobseeker', 'hours');
  await setTalentProfile(request, person, { timezone: 'Europe/London' });

  // The profile editor's working hours, read in the profile's zone.
  await openSignedIn(page, person.token, '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const group = page.getByRole('group', { name: 'Working hours (optional)' });
  await expect(group).toContainText('in Europe/London');
  await group.getByLabel('Start', { exact: true }).fill('09:00');
  await group.getByLabel('End', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(MESSAGES.workingHoursSameTime)).toBeVisible();
  await group.getByLabel('End', { exact: true }).fill('17:00');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.profileSaved })).toBeVisible();
  await expect(page.getByText('09:00–17:00 Europe/London')).toBeVisible();

  // The card says how many of the post's hours the jobseeker's day shares, today.
  const hours = overlapWithPost(
    { ...NEW_YORK },
    { working_hours: { start: '09:00', end: '17:00' }, timezone: 'Europe/London' },
  );
  await page.goto(`/find-job?title=${suffix}`);
  const card = cardOf(page, job.title);
  await expect(card.getByText(`${hours} h overlap`)).toBeVisible();
  await expectNoViolations(page, 'Find Jobs with overlap on a card');

  // A visitor's card shows nothing of the kind.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`/find-job?title=${suffix}`);
  await expect(cardOf(page, job.title)).toBeVisible();
  await expect(cardOf(page, job.title).getByText(/h overlap/)).toHaveCount(0);
});

test('an employer sorts Find Talent by overlap with their working day', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const skill = `Tidework${Date.now().toString(36)}`;
  // London first: in the default order (unrated, no views) it comes first.
  const london = await jobseekerWithHours(
    request,
    'ldn',
    { timezone: 'Europe/London', start: '09:00', end: '17:00' },
    [skill],
  );
  const newYork = await jobseekerWithHours(request, 'nyc', NEW_YORK, [skill]);
  const employer = await employerIn(request, 'America/New_York');

  await openSignedIn(page, employer.token, `/find-talent?skills=${skill}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(london.username);
  const overlap = page.getByRole('group', { name: 'Working hours overlap' });
  await expect(overlap.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
    'America/New_York',
  );
  // Sorting needs the whole window.
  await overlap.getByLabel('Sort by').selectOption('overlap');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(MESSAGES.overlapFilterNeedsWindow)).toBeVisible();
  await overlap.getByLabel('From', { exact: true }).fill('09:00');
  await overlap.getByLabel('To', { exact: true }).fill('17:00');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sort=overlap/);
  await expect(cards.first()).toContainText(newYork.username);
  await expect(cards.first()).toContainText('8 h overlap');
  await expect(cards.nth(1)).toContainText(london.username);
  await expect(page.getByText('most working-hours overlap first')).toBeVisible();
  await expectNoViolations(page, 'Find Talent sorted by overlap');
});
