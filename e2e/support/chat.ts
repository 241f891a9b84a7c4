import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
