import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { conversation, createAcceptedChat, sendMessage } from './support/chat.ts';
import { PNG } from './support/files.ts';
import { createApprovedJob, reviewViaApi } from './support/hiring.ts';
import { openAdminSection, signIn } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/** Signs the admin in through the form; the console opens. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
}

/** Users: searches for one account and answers its row. */
/** Every action of an admin table row is an item of the row's one menu, named as the spec names it. */
async function chooseAction(page: Page, row: Locator, menu: string, item: string) {
  await row.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function findUser(page: Page, user: { username: string; email: string }): Promise<Locator> {
  await openAdminSection(page, 'Users');
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('row').filter({ hasText: user.email });
}

test('an admin checks who is online, verifies an identity from its document, reads a chat, limits and flags a job, deletes a review, reads feedback and resets a password', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Inbox assistant ${Date.now().toString(36)}`;
  const { employer, jobseeker, job, applicationId } = await createAcceptedChat(request, title);
  const asSeeker = { Authorization: `Bearer ${jobseeker.token}` };
  const comment = `Careful with details and quick to answer (${jobseeker.username})`;
  await reviewViaApi(request, employer, applicationId, 4, comment);
  const upload = await request.post('/api/profile/upload-identity', {
    multipart: { document: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
    headers: asSeeker,
  });
  expect(upload.ok()).toBe(true);
  const feedbackText = `The chat could show when a message was read (${jobseeker.username})`;
  const feedback = await request.post('/api/feedback', {
    data: { message: feedbackText },
    headers: asSeeker,
  });
  expect(feedback.status()).toBe(201);

  // The jobseeker has the chat open and writes to the employer.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await openSignedIn(seekerPage, jobseeker.token, `/messages?chat=${applicationId}`);
  const said = 'I have finished the first batch of replies.';
  await sendMessage(seekerPage, said);
  await expect(conversation(seekerPage, employer.username).getByText(said)).toBeVisible();

  await signInAsAdmin(page);
  const status = page.getByRole('main').getByRole('status');

  // Users: the jobseeker is online; their document is viewed, then their identity verified.
  const userRow = await findUser(page, jobseeker);
  await expect(userRow).toContainText('Not verified');
  await userRow
    .getByRole('button', { name: `Check whether ${jobseeker.username} is online` })
    .click();
  await expect(userRow.getByText('Online', { exact: true })).toBeVisible();
  await userRow
    .getByRole('button', { name: `View the identity document of ${jobseeker.username}` })
    .click();
  // The admin says why first (docs/decisions/048).
  const reasonDialog = page.getByRole('dialog', {
    name: `Open the identity document of ${jobseeker.username}`,
  });
  await reasonDialog.getByLabel('Reason').fill('Identity review queue');
  await reasonDialog.getByRole('button', { name: 'Open document' }).click();
  const documentDialog = page.getByRole('dialog', {
    name: `Identity document of ${jobseeker.username}`,
  });
  const image = documentDialog.getByRole('img', {
    name: `Identity document of ${jobseeker.username}`,
  });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await documentDialog.getByRole('button', { name: 'Verify Identity' }).click();
  await expect(documentDialog).toBeHidden();
  await expect(status).toHaveText(`The identity of ${jobseeker.username} is now verified.`);
  await expect(userRow).toContainText('Verified');
  // Verified: the menu no longer offers Verify Identity.
  await userRow.getByRole('button', { name: `Actions for ${jobseeker.username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Verify Identity' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Chat History: the job's messages, with who wrote to whom.
  await openAdminSection(page, 'Chat History');
  await page.getByRole('main').getByLabel('Job', { exact: true }).selectOption(String(job.id));
  const chatReason = page.getByRole('dialog', { name: "Read this job's chat history" });
  await chatReason.getByLabel('Reason').fill('Checking a report about this job');
  await chatReason.getByRole('button', { name: 'Read messages' }).click();
  const messageRow = page
    .getByRole('region', { name: 'Messages' })
    .getByRole('row')
    .filter({ hasText: said });
  await expect(messageRow).toContainText(jobseeker.username);
  await expect(messageRow).toContainText(employer.username);

  // Job Posts: an application limit (a word is refused), then the post is flagged for review.
  await openAdminSection(page, 'Job Posts');
  await page.getByRole('main').getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const jobRow = page.getByRole('row').filter({ hasText: title });
  await expect(jobRow).toContainText('Active');
  await chooseAction(page, jobRow, `Actions for "${title}"`, 'Set Application Limit');
  const limitDialog = page.getByRole('dialog', { name: `Set Application Limit for "${title}"` });
  await limitDialog.getByLabel('Application limit').fill('three');
  await limitDialog.getByRole('button', { name: 'Set limit' }).click();
  await expect(limitDialog.getByRole('alert')).toHaveText(
    'The application limit must be a whole number of at least 1, or empty for none.',
  );
  await limitDialog.getByLabel('Application limit').fill('3');
  await limitDialog.getByRole('button', { name: 'Set limit' }).click();
  await expect(limitDialog).toBeHidden();
  await expect(status).toHaveText(`Job post "${title}" now accepts at most 3 applications.`);
  const stored = await request.get(`/api/job-posts/${job.id}`, {
    headers: { Authorization: `Bearer ${employer.token}` },
  });
  expect((await stored.json()).applicationLimit).toBe(3);
  // Flagged, the post waits for review again: out of the public list until approved.
  const isListed = async () => {
    const list = await request.get(`/api/job-posts?title=${encodeURIComponent(title)}`);
    return ((await list.json()) as { data: { id: number }[] }).data.some((p) => p.id === job.id);
  };
  expect(await isListed()).toBe(true);
  await chooseAction(page, jobRow, `Actions for "${title}"`, 'Flag');
  await expect(status).toHaveText(`Job post "${title}" was flagged for review.`);
  await expect(jobRow).toContainText('Yes');
  await expect.poll(isListed).toBe(false);

  // Reviews: the employer's review of the jobseeker is deleted after a confirmation.
  await openAdminSection(page, 'Reviews');
  const reviewRow = page.getByRole('row').filter({ hasText: comment });
  await expect(reviewRow).toContainText('4 / 5');
  await expect(reviewRow).toContainText(employer.username);
  await reviewRow.getByRole('button', { name: /^Delete review #\d+$/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete review #\d+\?$/ });
  await confirm.getByRole('button', { name: 'Delete review' }).click();
  await expect(status).toHaveText('The review was deleted.');
  await expect(reviewRow).toHaveCount(0);

  // Feedback: what the jobseeker sent, with their name.
  await openAdminSection(page, 'Feedback');
  await expect(page.getByRole('row').filter({ hasText: feedbackText })).toContainText(
    jobseeker.username,
  );

  // Users: Reset Password asks for one, then ends the jobseeker's sessions; the new one works.
  await findUser(page, jobseeker);
  await chooseAction(page, userRow, `Actions for ${jobseeker.username}`, 'Reset Password');
  const resetDialog = page.getByRole('dialog', {
    name: `Reset the password of ${jobseeker.username}`,
  });
  await resetDialog.getByRole('button', { name: 'Reset Password' }).click();
  // The error is the password field's own (its description), and focus goes there.
  const newPasswordField = resetDialog.getByLabel('New password', { exact: true });
  await expect(newPasswordField).toHaveAccessibleDescription('Please enter a new password.');
  await expect(newPasswordField).toBeFocused();
  const newPassword = 'Harbour-Lantern-Quay-77';
  await resetDialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await resetDialog.getByLabel('Reason (optional)').fill('Asked for by phone');
  await resetDialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(resetDialog).toBeHidden();
  await expect(status).toHaveText(
    `The password of ${jobseeker.username} was reset. Their open sessions were ended.`,
  );
  expect((await request.get('/api/profile', { headers: asSeeker })).status()).toBe(401);
  await expect(loginViaApi(request, jobseeker.email, jobseeker.password)).rejects.toThrow();
  const renewed = await loginViaApi(request, jobseeker.email, newPassword);
  // The jobseeker's account activity lists each action with the reason given (decisions/048).
  const activity = (await (
    await request.get('/api/profile/activity?limit=50', {
      headers: { Authorization: `Bearer ${renewed}` },
    })
  ).json()) as { data: { what: string; reason: string | null }[] };
  const lines = activity.data.map(({ what, reason }) => `${what}: ${reason}`);
  expect(lines).toContain(
    'An administrator reset your password and signed you out everywhere: Asked for by phone',
  );
  expect(lines).toContain('An administrator verified your identity: no reason given');
  expect(lines).toContain('An administrator opened your identity document: Identity review queue');
  expect(lines).toContain(
    `An administrator read your chat messages on the job “${title}”: Checking a report about this job`,
  );

  await seekerContext.close();
});

test('an admin unblocks a member, rejects an identity, deletes a job post and deletes an account, each after a confirmation where it cannot be undone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await registerViaApi(request, 'employer', 'erased');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'unblocked');
  const title = `Data entry clerk ${Date.now().toString(36)}`;
  const job = await createApprovedJob(request, employer, title);
  const admin = {
    Authorization: `Bearer ${await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password)}`,
  };
  // A verified identity (an admin verifies only an uploaded document), and a block.
  const upload = await request.post('/api/profile/upload-identity', {
    multipart: { document: { name: 'id-card.png', mimeType: 'image/png', buffer: PNG } },
    headers: { Authorization: `Bearer ${jobseeker.token}` },
  });
  expect(upload.ok()).toBe(true);
  for (const [path, data] of [
    [`/api/admin/users/${jobseeker.id}/block`, undefined],
    [`/api/admin/profile/${jobseeker.id}/verify-identity`, { verify: true }],
  ] as const) {
    const response = await request.post(path, { data, headers: admin });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }

  await signInAsAdmin(page);
  const status = page.getByRole('main').getByRole('status');

  // Users: Unblock needs no confirmation; the member can sign in again.
  const seekerRow = await findUser(page, jobseeker);
  await expect(seekerRow).toContainText('Blocked');
  await chooseAction(page, seekerRow, `Actions for ${jobseeker.username}`, 'Unblock');
  await expect(status).toHaveText(`User ${jobseeker.username} was unblocked.`);
  await expect(seekerRow).toContainText('Active');
  expect(await loginViaApi(request, jobseeker.email, jobseeker.password)).toBeTruthy();

  // Reject Identity asks first; Cancel changes nothing.
  await expect(seekerRow).toContainText('Verified');
  const reject = () =>
    chooseAction(page, seekerRow, `Actions for ${jobseeker.username}`, 'Reject Identity');
  await reject();
  const rejectDialog = page.getByRole('dialog', {
    name: `Reject the identity of ${jobseeker.username}?`,
  });
  await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(seekerRow).toContainText('Verified');
  await reject();
  // The reason is optional; one given is 3 to 200 characters and reaches the person's account
  // activity (docs/decisions/048).
  const rejectReason = rejectDialog.getByLabel('Reason (optional)');
  await rejectReason.fill('ok');
  await rejectDialog.getByRole('button', { name: 'Reject identity' }).click();
  await expect(rejectReason).toHaveAccessibleDescription(
    /Please give a reason of at least 3 characters\./,
  );
  await expect(seekerRow).toContainText('Verified');
  await rejectReason.fill('The document photo is unreadable');
  await rejectDialog.getByRole('button', { name: 'Reject identity' }).click();
  await expect(status).toHaveText(
    `The identity of ${jobseeker.username} is marked as not verified.`,
  );
  await expect(seekerRow).toContainText('Not verified');
  const seekerToken = await loginViaApi(request, jobseeker.email, jobseeker.password);
  const seekerActivity = (await (
    await request.get('/api/profile/activity?limit=50', {
      headers: { Authorization: `Bearer ${seekerToken}` },
    })
  ).json()) as { data: { what: string; reason: string | null }[] };
  expect(seekerActivity.data.map(({ what, reason }) => `${what}: ${reason}`)).toContain(
    'An administrator rejected your identity document: The document photo is unreadable',
  );

  // Job Posts: the employer's post is deleted after a confirmation, and is gone.
  await openAdminSection(page, 'Job Posts');
  await page.getByRole('main').getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const jobRow = page.getByRole('row').filter({ hasText: title });
  await chooseAction(page, jobRow, `Actions for "${title}"`, 'Delete');
  await page
    .getByRole('dialog', { name: `Delete "${title}"?` })
    .getByRole('button', { name: 'Delete job post' })
    .click();
  await expect(status).toHaveText(`Job post "${title}" was deleted.`);
  await expect(jobRow).toHaveCount(0);
  expect((await request.get(`/api/job-posts/${job.id}`)).status()).toBe(404);

  // Users: the employer's account is erased; their e-mail no longer signs in.
  const employerRow = await findUser(page, employer);
  await chooseAction(page, employerRow, `Actions for ${employer.username}`, 'Delete');
  await page
    .getByRole('dialog', { name: `Delete ${employer.username}?` })
    .getByRole('button', { name: 'Delete user' })
    .click();
  await expect(status).toHaveText(`User ${employer.username} was deleted.`);
  await expect(employerRow).toHaveCount(0);
  await expect(loginViaApi(request, employer.email, employer.password)).rejects.toThrow(/401/);
});
