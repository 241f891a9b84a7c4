import { expectNoViolations } from './support/a11y.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { applyViaApi, createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** The notification centre (docs/decisions/052): the bell counts live, the list reads them. */

test("an employer's bell counts a new application live; the list shows it and mark all read clears it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const employer = await registerViaApi(request, 'employer', 'belled');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'applier');
  const job = await createApprovedJob(request, employer, `Inbox Manager ${suffix}`);

  // The live connection is up (socket.io moves to its WebSocket once connected) before the
  // application it should carry.
  const socket = page.waitForEvent('websocket');
  await openSignedIn(page, employer.token, '/my-job-posts');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await socket;

  await applyViaApi(request, jobseeker, job.id);
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('button', { name: new RegExp(`New application for "${job.title}"`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`${jobseeker.username} applied`);
  await expectNoViolations(page, 'the notifications page');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(item).not.toContainText('(unread)');
});

test('a jobseeker with nothing yet sees the empty list, and chooses channels on the profile', async ({
  page,
  request,
}) => {
  const jobseeker = await registerViaApi(request, 'jobseeker', 'quiet');
  await openSignedIn(page, jobseeker.token, '/notifications');
  await expect(
    page.getByText('No notifications yet. We will tell you here when something happens.'),
  ).toBeVisible();
  await expectNoViolations(page, 'the empty notifications page');

  await page.getByRole('link', { name: 'Preferences' }).click();
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  const invitations = card.getByLabel('Invitations to apply');
  await expect(invitations).toHaveValue('email');
  await invitations.selectOption('digest');
  await expect(card.getByRole('status')).toHaveText('Notification preferences saved.');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByLabel('Invitations to apply'),
  ).toHaveValue('digest');
  await expectNoViolations(page, 'the profile with its Notifications card');
});
