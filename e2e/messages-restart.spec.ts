import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { openSignedIn } from './support/api.ts';
import { conversation, createAcceptedChat, messagesLink, sendMessage } from './support/chat.ts';
import { E2E_PORT, REPO_ROOT, type ServerProcess, startServer } from './support/server-process.ts';
import { expect, test } from './support/test.ts';

/**
 * The chat server goes away and comes back (spec sections 7-9: reconnection every 3000 ms,
 * 'Failed to connect to chat server. Retrying...'). Playwright's webServer cannot be killed, so
 * this spec runs its own server process on E2E_PORT + 1 and kills it for real. On PGlite it
 * keeps its own DATA_DIR across the restart; on PostgreSQL it shares DATABASE_URL.
 */
const PORT = E2E_PORT + 1;
const DATA_DIR = path.join(REPO_ROOT, '.data-test/e2e-messages-restart');
const RETRYING = 'Failed to connect to chat server. Retrying...';

let server: ServerProcess | undefined;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startServer({ port: PORT, dataDir: DATA_DIR });
});

test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
  await server?.kill();
  server = undefined;
  rmSync(DATA_DIR, { recursive: true, force: true });
});

async function contextOn(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'cookieConsent', value: 'accepted' }] }],
    },
  });
  contexts.push(context);
  return context;
}

test('the chat survives a server crash: both sides see the retry message, then recover without losing what was written meanwhile', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  if (!server) throw new Error('the server did not start');
  const url = server.url;
  const request = await playwright.request.newContext({ baseURL: url });
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Night Shift Support ${Date.now().toString(36)}`,
  );
  await request.dispose();

  const seekerPage = await (await contextOn(browser, url)).newPage();
  const employerPage = await (await contextOn(browser, url)).newPage();
  await openSignedIn(seekerPage, jobseeker.token, `/messages?chat=${applicationId}`);
  await openSignedIn(employerPage, employer.token, '/my-job-posts');
  const seekerLog = conversation(seekerPage, employer.username);
  await expect(seekerPage.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await sendMessage(seekerPage, 'Before the outage');
  await expect(seekerLog.getByText('Before the outage')).toBeVisible();
  await expect(messagesLink(employerPage)).toHaveAccessibleName('Messages (1 unread)');
  await employerPage.goto(`/messages?chat=${applicationId}`);
  const employerLog = conversation(employerPage, jobseeker.username);
  await expect(employerLog.getByText('Before the outage')).toBeVisible();

  // The server dies: both sides say so, and the jobseeker keeps writing.
  await server.kill();
  await expect(seekerPage.getByRole('status').filter({ hasText: RETRYING })).toBeVisible();
  await expect(employerPage.getByRole('status').filter({ hasText: RETRYING })).toBeVisible();
  await sendMessage(seekerPage, 'Written while the server was down');
  const pending = seekerLog.getByRole('listitem').filter({ hasText: 'Written while the server' });
  await expect(pending).toContainText('Not sent yet: it will go out when the connection is back.');

  // It comes back on the same database: the retry message goes and the queued message arrives.
  server = await startServer({ port: PORT, dataDir: DATA_DIR });
  await expect(seekerPage.getByText(RETRYING)).toHaveCount(0, { timeout: 15_000 });
  await expect(employerPage.getByText(RETRYING)).toHaveCount(0, { timeout: 15_000 });
  await expect(employerLog.getByText('Written while the server was down')).toBeVisible();
  await expect(pending).not.toContainText('Not sent yet');

  // The conversation goes on live, and each message was stored once.
  await sendMessage(employerPage, 'Back online. Got your message.');
  await expect(seekerLog.getByText('Back online. Got your message.')).toBeVisible();
  await employerPage.reload();
  await expect(employerLog.getByRole('listitem')).toHaveCount(3);
  await expect(employerLog.getByText('Written while the server was down')).toHaveCount(1);
});
