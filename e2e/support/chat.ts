import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Route,
  type WebSocketRoute,
} from '@playwright/test';
import { type Account, registerViaApi } from './api.ts';
import { applyViaApi, createApprovedJob, decideViaApi, type JobRef } from './hiring.ts';
import { mainNav } from './journeys.ts';

/** Arranging the messaging journeys: a chat exists once an application is Accepted. */
export type AcceptedChat = {
  employer: Account;
  jobseeker: Account;
  job: JobRef;
  applicationId: number;
};

export async function createAcceptedChat(
  request: APIRequestContext,
  title: string,
): Promise<AcceptedChat> {
  const employer = await registerViaApi(request, 'employer', 'chatemp');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'chatseek');
  const job = await createApprovedJob(request, employer, title);
  const application = await applyViaApi(request, jobseeker, job.id);
  await decideViaApi(request, employer, application.id, 'Accepted');
  return { employer, jobseeker, job, applicationId: application.id };
}

/** The header's Messages link; its name carries the unread total ("Messages (2 unread)"). */
export function messagesLink(page: Page): Locator {
  return mainNav(page).getByRole('link', { name: /^Messages/ });
}

/** The open chat's conversation (role log). */
export function conversation(page: Page, otherUsername: string): Locator {
  return page.getByRole('log', { name: `Messages with ${otherUsername}` });
}

/** Types a message into the open chat and sends it with the Send button. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The open chat window, named by the other person's name. */
export function chatWindow(page: Page, otherUsername: string): Locator {
  return page.getByRole('region', { name: otherUsername });
}

/** The stored messages of a chat as one party reads them (GET /api/chats/:id/messages). */
export async function chatMessagesViaApi(
  request: APIRequestContext,
  account: Account,
  applicationId: number,
): Promise<{ total: number; data: { content: string; sender_id: number }[] }> {
  const response = await request.get(`/api/chats/${applicationId}/messages?limit=100`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  if (!response.ok()) throw new Error(`messages ${response.status()}: ${await response.text()}`);
  return response.json();
}

/**
 * The page's chat connection under the test's hand, the page itself untouched (so it can be
 * reloaded while the chat cannot connect). socket.io opens with an HTTP long-polling handshake
 * and then moves to a WebSocket; every WebSocket goes through this proxy to the real server.
 * Install before the page opens the socket.
 */
export type ChatSocketControl = {
  /**
   * Drops the connection and refuses new ones until `restore`: the chat server is unreachable.
   * Waits first for the connection to be on the WebSocket (see the function).
   */
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** From now on the page's frames reach the server but nothing comes back (a lost answer). */
  loseAnswers: () => void;
  /** The connection has moved to the WebSocket (engine.io's upgrade packet '5' went out). */
  isOnWebSocket: () => boolean;
};

const SOCKET_URL = /\/socket\.io\//;

export async function controlChatSocket(page: Page): Promise<ChatSocketControl> {
  type Link = { page: WebSocketRoute; server: WebSocketRoute; isUpgraded: boolean };
  const links = new Set<Link>();
  let isCut = false;
  let isLosingAnswers = false;
  await page.routeWebSocket(SOCKET_URL, (ws) => {
    if (isCut) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    const link: Link = { page: ws, server, isUpgraded: false };
    links.add(link);
    ws.onMessage((message) => {
      if (message === '5') link.isUpgraded = true;
      server.send(message);
    });
    server.onMessage((message) => {
      if (!isLosingAnswers) ws.send(message);
    });
    ws.onClose(() => {
      links.delete(link);
      void server.close();
    });
    server.onClose(() => {
      links.delete(link);
      void ws.close();
    });
  });
  const refusePolling = (route: Route) => route.abort('internetdisconnected');
  return {
    async cut() {
      // socket.io connects over long-polling first and then moves to the WebSocket. Cut before
      // that move, the page would keep its poll request already on its way and only notice the
      // cut when the server's 25-second ping goes unanswered: wait for the WebSocket first.
      await expect
        .poll(() => [...links].some((link) => link.isUpgraded), { timeout: 15_000 })
        .toBe(true);
      isCut = true;
      await page.route(SOCKET_URL, refusePolling);
      for (const link of [...links]) {
        links.delete(link);
        await link.page.close();
        await link.server.close();
      }
    },
    async restore() {
      isCut = false;
      isLosingAnswers = false;
      await page.unroute(SOCKET_URL, refusePolling);
    },
    loseAnswers() {
      isLosingAnswers = true;
    },
    isOnWebSocket: () => [...links].some((link) => link.isUpgraded),
  };
}
