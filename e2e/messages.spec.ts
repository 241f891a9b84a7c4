import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import {
  chatWindow,
  conversation,
  createAcceptedChat,
  messagesLink,
  sendMessage,
} from './support/chat.ts';
import { expect, test } from './support/test.ts';

test('an employer and a jobseeker chat live; the badge counts up and clears when the chat opens', async ({
  page: seekerPage,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Live Chat Assistant ${Date.now().toString(36)}`;
  const { employer, jobseeker, applicationId } = await createAcceptedChat(request, title);
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();

  // The jobseeker goes from the accepted application straight into its chat.
  await openSignedIn(seekerPage, jobseeker.token, '/my-applications');
  await seekerPage
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Chat with Employer' })
    .click();
  await expect(seekerPage).toHaveURL(`/messages?chat=${applicationId}`);
  await expect(seekerPage).toHaveTitle('Messages | TalentBridge');
  await expect(
    seekerPage.getByRole('heading', { level: 2, name: employer.username }),
  ).toBeVisible();
  await expect(
    chatWindow(seekerPage, employer.username).getByText('No messages yet'),
  ).toBeVisible();

  // The employer is elsewhere: the header badge counts the jobseeker's messages as they come.
  await openSignedIn(employerPage, employer.token, '/my-job-posts');
  await expect(messagesLink(employerPage)).toHaveAccessibleName('Messages');
  await sendMessage(seekerPage, 'Hello! Thanks for accepting my application.');
  const seekerLog = conversation(seekerPage, employer.username);
  await expect(seekerLog.getByText('Hello! Thanks for accepting my application.')).toBeVisible();
  await expect(messagesLink(employerPage)).toHaveAccessibleName('Messages (1 unread)');
  await sendMessage(seekerPage, 'When would you like me to start?');
  await expect(messagesLink(employerPage)).toHaveAccessibleName('Messages (2 unread)');

  // The employer opens the chat from the applications table: the badge clears.
  const post = employerPage.getByRole('article', { name: title });
  await post.getByRole('button', { name: `View Applications to ${title}` }).click();
  await post.getByRole('link', { name: `Message ${jobseeker.username}` }).click();
  await expect(employerPage).toHaveURL(`/messages?chat=${applicationId}`);
  const employerLog = conversation(employerPage, jobseeker.username);
  await expect(employerLog.getByRole('listitem')).toHaveCount(2);
  await expect(employerLog.getByRole('listitem').first()).toContainText(
    'Hello! Thanks for accepting my application.',
  );
  await expect(employerLog.getByRole('listitem').last()).toContainText(
    'When would you like me to start?',
  );
  await expect(employerLog.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/).first()).toBeVisible();
  await expect(messagesLink(employerPage)).toHaveAccessibleName('Messages');
  const employerChats = employerPage.getByRole('navigation', { name: 'Chats' });
  await expect(
    employerChats.getByRole('link', { name: new RegExp(jobseeker.username) }),
  ).toHaveAttribute('aria-current', 'page');

  // The reply arrives live in the open chat, and the jobseeker's badge stays clear.
  await sendMessage(employerPage, 'Monday works. Welcome aboard!');
  await expect(seekerLog.getByText('Monday works. Welcome aboard!')).toBeVisible();
  await expect(messagesLink(seekerPage)).toHaveAccessibleName('Messages');

  // Everything was stored, once, in order.
  await employerPage.reload();
  await expect(employerLog.getByRole('listitem')).toHaveCount(3);
  await expect(employerLog.getByRole('listitem').last()).toContainText('Welcome aboard!');
  await employerContext.close();
});

test('the chat list shows unread counters and opening a chat reads it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const first = await createAcceptedChat(request, `Bookkeeper ${Date.now().toString(36)}`);
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();

  await openSignedIn(page, first.jobseeker.token, '/messages');
  const chats = page.getByRole('navigation', { name: 'Chats' });
  const entry = chats.getByRole('link', { name: new RegExp(first.employer.username) });
  await expect(entry).toContainText(first.job.title);
  await expect(entry).toContainText('No messages yet');
  await expect(page.getByText('Choose a conversation to read and reply.')).toBeVisible();

  await openSignedIn(employerPage, first.employer.token, `/messages?chat=${first.applicationId}`);
  await sendMessage(employerPage, 'Could you send your availability for next week?');
  await expect(entry).toContainText('1 unread');
  await expect(entry).toContainText('Could you send your availability for next week?');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages (1 unread)');

  await entry.click();
  await expect(page).toHaveURL(`/messages?chat=${first.applicationId}`);
  await expect(
    conversation(page, first.employer.username).getByText(
      'Could you send your availability for next week?',
    ),
  ).toBeVisible();
  await expect(entry).not.toContainText('unread');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages');
  // The sender sees it read (stored with the message; there is no live read receipt).
  await employerPage.reload();
  await expect(
    conversation(employerPage, first.jobseeker.username).getByText('· Read'),
  ).toBeVisible();

  // An empty message is not sent.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Message cannot be empty.' }),
  ).toBeVisible();
  await employerContext.close();
});

test('only jobseekers and employers have messages; a new member is pointed to applications', async ({
  page,
  request,
}) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(
    page.getByText('You must be a jobseeker or employer to view messages.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );

  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/messages');
  await expect(
    page.getByText('You must be a jobseeker or employer to view messages.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  const jobseeker = await registerViaApi(request, 'jobseeker', 'nochats');
  await openSignedIn(page, jobseeker.token, '/messages');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(
    page.getByText('A chat opens here when an employer accepts one of your applications.'),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'My Applications' }),
  ).toHaveAttribute('href', '/my-applications');
});

test('a chat list that fails to load says so and loads on Try again', async ({ page, request }) => {
  const { jobseeker, employer } = await createAcceptedChat(
    request,
    `Data Entry Clerk ${Date.now().toString(36)}`,
  );
  await page.route('**/api/chats', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await openSignedIn(page, jobseeker.token, '/messages');
  await expect(page.getByRole('alert')).toContainText('Failed to load chats. Please try again.');
  await page.unroute('**/api/chats');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: new RegExp(employer.username) }),
  ).toBeVisible();
});

test('a chat that is not the viewer’s is refused with the server’s reason', async ({
  page,
  request,
}) => {
  const { applicationId } = await createAcceptedChat(
    request,
    `Virtual Assistant ${Date.now().toString(36)}`,
  );
  const stranger = await registerViaApi(request, 'jobseeker', 'stranger');
  await openSignedIn(page, stranger.token, `/messages?chat=${applicationId}`);
  await expect(page.getByRole('alert')).toContainText(
    'You can only open chats of applications you are part of.',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
});
