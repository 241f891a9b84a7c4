import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openSignedIn } from './support/api.ts';
import {
  chatMessagesViaApi,
  chatWindow,
  controlChatSocket,
  conversation,
  createAcceptedChat,
  sendMessage,
} from './support/chat.ts';
import { signIn } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/**
 * Messages written while the chat cannot connect survive a reload of the tab (docs/decisions/017):
 * the outbox is kept in sessionStorage per signed-in user, goes out with the same clientIds on the
 * next connect, and is forgotten on sign-out. The chat's socket is cut by a proxy in the test
 * (controlChatSocket); the page itself still loads, so it can be reloaded meanwhile.
 */
const RETRYING = 'Failed to connect to chat server. Retrying...';
const NOT_SENT_YET = 'Not sent yet: it will go out when the connection is back.';
/** socket.io tries again every 3000 ms; on two busy cores a reconnect can take longer. */
const RECONNECT = { timeout: 20_000 };

const stamp = () => Date.now().toString(36);

function pendingItem(page: Page, otherUsername: string, text: string) {
  return conversation(page, otherUsername).getByRole('listitem').filter({ hasText: text });
}

async function expectConnected(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: RETRYING })).toHaveCount(0, RECONNECT);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
}

/**
 * An accepted application's chat open on both sides, the jobseeker's socket under the test's
 * hand and connected.
 */
async function openChatOnBothSides(
  seekerPage: Page,
  browser: Browser,
  request: APIRequestContext,
  jobTitle: string,
) {
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `${jobTitle} ${stamp()}`,
  );
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  const socket = await controlChatSocket(seekerPage);
  await openSignedIn(seekerPage, jobseeker.token, `/messages?chat=${applicationId}`);
  await openSignedIn(employerPage, employer.token, `/messages?chat=${applicationId}`);
  await expectConnected(seekerPage);
  return { employer, jobseeker, applicationId, employerContext, employerPage, socket };
}

test('a message written while the chat is down survives a reload and reaches the employer once', async ({
  page: seekerPage,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { employer, jobseeker, employerContext, employerPage, socket } = await openChatOnBothSides(
    seekerPage,
    browser,
    request,
    'Remote Bookkeeper',
  );
  await sendMessage(seekerPage, 'Good morning, before the outage.');
  const employerLog = conversation(employerPage, jobseeker.username);
  await expect(employerLog.getByText('Good morning, before the outage.')).toBeVisible();

  // The chat's connection goes; the jobseeker writes anyway, and reloads the tab.
  await socket.cut();
  await expect(seekerPage.getByRole('status').filter({ hasText: RETRYING })).toBeVisible();
  const text = 'Written while the chat was down, then the tab was reloaded.';
  await sendMessage(seekerPage, text);
  await expect(pendingItem(seekerPage, employer.username, text)).toContainText(NOT_SENT_YET);
  await seekerPage.reload();
  await expect(seekerPage.getByRole('status').filter({ hasText: RETRYING })).toBeVisible();
  await expect(pendingItem(seekerPage, employer.username, text)).toContainText(NOT_SENT_YET);
  await expect(employerLog.getByText(text)).toHaveCount(0);

  // The connection comes back: it goes out, and the employer receives it once.
  await socket.restore();
  await expectConnected(seekerPage);
  await expect(employerLog.getByText(text)).toBeVisible(RECONNECT);
  const seekerLog = conversation(seekerPage, employer.username);
  await expect(seekerLog.getByText(text)).toHaveCount(1);
  await expect(seekerLog.getByText(NOT_SENT_YET)).toHaveCount(0);
  await employerPage.reload();
  await expect(employerLog.getByRole('listitem')).toHaveCount(2);
  await expect(employerLog.getByText(text)).toHaveCount(1);

  // Nothing is left waiting: another reload shows the stored message only.
  await seekerPage.reload();
  await expect(seekerLog.getByRole('listitem')).toHaveCount(2);
  await expect(seekerLog.getByText(NOT_SENT_YET)).toHaveCount(0);
  await employerContext.close();
});

test('a message whose answer was lost before a reload is sent again with its clientId and stored once', async ({
  page: seekerPage,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { employer, jobseeker, applicationId, employerContext, employerPage, socket } =
    await openChatOnBothSides(seekerPage, browser, request, 'Support Agent');
  await expect(
    chatWindow(seekerPage, employer.username).getByText('No messages yet'),
  ).toBeVisible();
  await expect.poll(socket.isOnWebSocket).toBe(true);

  // The message reaches the server (the employer gets it), but its answer never comes back.
  socket.loseAnswers();
  const text = 'Stored by the server, but the answer was lost.';
  await sendMessage(seekerPage, text);
  const employerLog = conversation(employerPage, jobseeker.username);
  await expect(employerLog.getByText(text)).toBeVisible();
  await expect(pendingItem(seekerPage, employer.username, text)).toContainText('Sending…');

  // The connection drops and the tab is reloaded: the message is still waiting.
  await socket.cut();
  await seekerPage.reload();
  await expect(pendingItem(seekerPage, employer.username, text)).toContainText(NOT_SENT_YET);

  // Back online it goes again with the same clientId: the server answers with the stored one.
  await socket.restore();
  await expectConnected(seekerPage);
  const seekerLog = conversation(seekerPage, employer.username);
  await expect(seekerLog.getByText(NOT_SENT_YET)).toHaveCount(0, RECONNECT);
  await expect(seekerLog.getByText('Sending…')).toHaveCount(0);
  await expect(seekerLog.getByRole('listitem')).toHaveCount(1);
  await expect(seekerLog.getByText(text)).toHaveCount(1);
  const stored = await chatMessagesViaApi(request, employer, applicationId);
  expect(stored.total).toBe(1);
  await employerPage.reload();
  await expect(employerLog.getByRole('listitem')).toHaveCount(1);
  await employerContext.close();
});

test('another account signing in in the same tab neither sees nor sends the first one’s queue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Data Analyst ${stamp()}`,
  );
  const socket = await controlChatSocket(page);
  const chatPath = `/messages?chat=${applicationId}`;

  // The jobseeker writes while the chat is down, and reloads: the message is still queued.
  await openSignedIn(page, jobseeker.token, chatPath);
  await expectConnected(page);
  await socket.cut();
  // The page has noticed: what is written now waits in the outbox (not on its way).
  await expect(page.getByRole('status').filter({ hasText: RETRYING })).toBeVisible(RECONNECT);
  const text = 'Queued by the jobseeker: for nobody else to send.';
  await sendMessage(page, text);
  await page.reload();
  await expect(pendingItem(page, employer.username, text)).toContainText(NOT_SENT_YET);

  // The employer of the same chat signs in in this tab (here: over the jobseeker's token, as a
  // sign-in in another tab does) and the chat can connect again.
  await page.evaluate((token) => localStorage.setItem('token', token), employer.token);
  await socket.restore();
  await page.reload();
  await expectConnected(page);
  const employerLog = conversation(page, jobseeker.username);
  await expect(chatWindow(page, jobseeker.username).getByText('No messages yet')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // Messages go out in order, so once the employer's own is stored, a leaked one would be too.
  await sendMessage(page, 'The employer’s own message.');
  await expect(employerLog.getByText('The employer’s own message.')).toBeVisible();
  await expect
    .poll(async () => (await chatMessagesViaApi(request, employer, applicationId)).data)
    .toEqual([expect.objectContaining({ content: 'The employer’s own message.' })]);
  await expect(page.getByText(text)).toHaveCount(0);

  // The jobseeker's queue was kept under the jobseeker's key: it goes out when they are back.
  await page.evaluate((token) => localStorage.setItem('token', token), jobseeker.token);
  await page.reload();
  await expectConnected(page);
  await expect(conversation(page, employer.username).getByText(text)).toHaveCount(1, RECONNECT);
  await expect
    .poll(async () => (await chatMessagesViaApi(request, employer, applicationId)).data)
    .toEqual([
      expect.objectContaining({ content: 'The employer’s own message.', sender_id: employer.id }),
      expect.objectContaining({ content: text, sender_id: jobseeker.id }),
    ]);
});

test('logging out forgets the messages still waiting in the tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Project Coordinator ${stamp()}`,
  );
  const socket = await controlChatSocket(page);
  const chatPath = `/messages?chat=${applicationId}`;

  await openSignedIn(page, jobseeker.token, chatPath);
  await expectConnected(page);
  await socket.cut();
  // The page has noticed: what is written now waits in the outbox (not on its way).
  await expect(page.getByRole('status').filter({ hasText: RETRYING })).toBeVisible(RECONNECT);
  const text = 'Written, then the jobseeker logged out.';
  await sendMessage(page, text);
  await expect(pendingItem(page, employer.username, text)).toContainText(NOT_SENT_YET);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('chatOutbox:')),
    ),
  ).toEqual([]);

  // Signing in again in this tab, with the chat reachable: nothing of it is pending or sent.
  await socket.restore();
  await page.goto('/login');
  await signIn(page, jobseeker.email, jobseeker.password);
  await expect(page).toHaveURL('/');
  await page.goto(chatPath);
  await expectConnected(page);
  await expect(chatWindow(page, employer.username).getByText('No messages yet')).toBeVisible();
  await sendMessage(page, 'Signed in again.');
  await expect
    .poll(async () => (await chatMessagesViaApi(request, employer, applicationId)).data)
    .toEqual([expect.objectContaining({ content: 'Signed in again.' })]);
  await expect(page.getByText(text)).toHaveCount(0);
});

test('logging out in another tab forgets what this tab kept unsent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Research Assistant ${stamp()}`,
  );
  const socket = await controlChatSocket(page);
  await openSignedIn(page, jobseeker.token, `/messages?chat=${applicationId}`);
  await expectConnected(page);
  await socket.cut();
  // The page has noticed: what is written now waits in the outbox (not on its way).
  await expect(page.getByRole('status').filter({ hasText: RETRYING })).toBeVisible(RECONNECT);
  const text = 'Queued here, then logged out in the other tab.';
  await sendMessage(page, text);
  await expect(pendingItem(page, employer.username, text)).toContainText(NOT_SENT_YET);

  const otherTab = await page.context().newPage();
  await otherTab.goto('/');
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('chatOutbox:')),
    ),
  ).toEqual([]);
  await otherTab.close();
});

test('unreadable outbox content is ignored, and past 200 waiting messages the form keeps the text and says why', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Office Manager ${stamp()}`,
  );
  const socket = await controlChatSocket(page);
  await openSignedIn(page, jobseeker.token, '/');
  await page.evaluate(
    (key) => sessionStorage.setItem(key, '{"version":1,"entries":[{'),
    `chatOutbox:${jobseeker.id}`,
  );
  await page.goto(`/messages?chat=${applicationId}`);
  await expectConnected(page);
  await expect(chatWindow(page, employer.username).getByText('No messages yet')).toBeVisible();

  await socket.cut();
  // The page has noticed: what is written now waits in the outbox (not on its way).
  await expect(page.getByRole('status').filter({ hasText: RETRYING })).toBeVisible(RECONNECT);
  const field = page.getByRole('textbox', { name: 'Message' });
  for (let i = 1; i <= 200; i += 1) {
    await field.fill(`Waiting message ${i}`);
    await field.press('Enter');
  }
  const log = conversation(page, employer.username);
  await expect(log.getByText(NOT_SENT_YET)).toHaveCount(200);
  await field.fill('One message too many');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('You have 200 messages waiting to be sent.');
  await expect(field).toHaveValue('One message too many');
  await expect(log.getByText(NOT_SENT_YET)).toHaveCount(200);
});
