import { MESSAGES } from '../src/shared/messages.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('a public profile hides the e-mail from visitors and offers members a report link', async ({
  page,
  request,
}) => {
  const seeker = await registerViaApi(request, 'jobseeker', 'public');
  const employer = await registerViaApi(request, 'employer', 'viewer');
  const auth = { Authorization: `Bearer ${seeker.token}` };
  const update = await request.put('/api/profile', {
    headers: auth,
    data: { skills: 'Research, Lead Generation', experience: 'Sales research since 2019.' },
  });
  expect(update.ok()).toBe(true);

  // A visitor: details and skills, but no e-mail, and a prompt to log in.
  await page.goto(`/users/${seeker.id}`);
  await expect(page).toHaveTitle(`${seeker.username} | TalentBridge`);
  await expect(page.getByRole('heading', { level: 1, name: seeker.username })).toBeVisible();
  await expect(page.getByText('Jobseeker', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'Research',
    'Lead Generation',
  ]);
  await expect(page.getByText(MESSAGES.notRated)).toBeVisible();
  await expect(page.getByText(MESSAGES.noReviewsYet)).toBeVisible();
  await expect(page.getByText(seeker.email)).toHaveCount(0);
  const prompt = page.getByRole('listitem').filter({ hasText: 'Contact details are for members' });
  await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(prompt.getByRole('link', { name: 'create an account' })).toHaveAttribute(
    'href',
    '/role-selection',
  );
  await expect(page.getByRole('link', { name: 'Report Profile' })).toHaveCount(0);
  // The visit was counted (spec section 4: after a jobseeker's profile loads).
  await expect(page.getByText('1 profile view')).toBeVisible();

  // A logged-in employer sees the address and can report the profile.
  await openSignedIn(page, employer.token, `/users/${seeker.id}`);
  await expect(page.getByRole('link', { name: seeker.email })).toHaveAttribute(
    'href',
    `mailto:${seeker.email}`,
  );
  await expect(page.getByRole('link', { name: 'Report Profile' })).toHaveAttribute(
    'href',
    `/complaint?type=profile&id=${seeker.id}`,
  );
  await expect(page.getByText('2 profile views')).toBeVisible();

  // The jobseeker's own public page: no report link, and own views do not count.
  await openSignedIn(page, seeker.token, `/users/${seeker.id}`);
  await expect(page.getByText('This is how others see your profile.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report Profile' })).toHaveCount(0);
  await expect(page.getByText('2 profile views')).toBeVisible();
});

test('a public profile explains a bad id and an unknown user', async ({ page }) => {
  await page.goto('/users/abc');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidUserId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await page.goto('/users/987654321');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.profileNotFound);
});

test("a profile shows the person's zone and their local time once the page is live", async ({
  page,
  request,
}) => {
  const seeker = await registerViaApi(request, 'jobseeker', 'zoned');
  const update = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${seeker.token}` },
    data: { timezone: 'Asia/Manila' },
  });
  expect(update.ok()).toBe(true);
  await page.goto(`/users/${seeker.id}`);
  const zone = page.getByRole('listitem').filter({ hasText: 'Asia/Manila' });
  // The clock as Manila reads it now.
  const manila = () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Manila',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
  const before = manila();
  await expect(zone).toContainText(' local time');
  const shown = (await zone.textContent())?.match(/(\d{2}:\d{2}) local time/)?.[1];
  // The page read the clock between the two readings, which a minute's turn may separate.
  expect([before, manila()]).toContain(shown);
});
