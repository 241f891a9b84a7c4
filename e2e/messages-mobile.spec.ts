import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { openSignedIn } from './support/api.ts';
import { chatWindow, conversation, createAcceptedChat, sendMessage } from './support/chat.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { expect, test } from './support/test.ts';

/**
 * /messages on phones (docs/decisions/041): nothing spills sideways, the open chat fills the
 * screen with the message box at its bottom and a way back to the list; on a desktop the list and
 * the chat sit side by side.
 */

/** A job title of exactly 120 characters, words as a real one has. */
function longTitle(): string {
  const suffix = Date.now().toString(36);
  const words =
    'Bilingual Customer Support and Operations Assistant for a Growing Online Furniture and ' +
    'Home Decor Store, European Hours';
  return `${words} ${suffix}`.padEnd(120, 'x').slice(0, 120);
}

/** A message of exactly 2,000 characters: sentences, then a long link that has no spaces. */
function longMessage(): string {
  const sentence =
    'Here is the full handover of the support inbox, the macros and the order tool. ';
  const link = `https://docs.example.com/handover/${'inbox-macros-and-orders-'.repeat(20)}`;
  const text = `${sentence.repeat(20)}${link}`;
  return `${text} ${'More notes follow tomorrow. '.repeat(80)}`.slice(0, 2000);
}

async function expectNothingWiderThanTheScreen(page: Page, state: string) {
  const width = page.viewportSize()?.width;
  expect(await sidewaysOverflow(page), `${state} at ${width} px`).toEqual([]);
}

test('on 390, 360 and 320 px phones nothing on /messages is wider than the screen, with a 120-character job title and a 2,000-character message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = longTitle();
  const message = longMessage();
  expect(title).toHaveLength(120);
  expect(message).toHaveLength(2000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(request, title);
  const chats = page.getByRole('navigation', { name: 'Chats' });
  const entry = chats.getByRole('link', { name: new RegExp(employer.username) });
  const log = conversation(page, employer.username);

  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, jobseeker.token, '/messages');
    await expect(entry).toContainText(title);
    await expectNothingWiderThanTheScreen(page, 'the chat list');

    await entry.click();
    await expect(page).toHaveURL(`/messages?chat=${applicationId}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    if (width === 390) {
      await expect(chatWindow(page, employer.username).getByText('No messages yet')).toBeVisible();
      await expectNothingWiderThanTheScreen(page, 'the open chat');
      await sendMessage(page, message);
      await expect(log.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    }
    await expect(log.getByText(message.slice(0, 60))).toBeVisible();
    await expectNothingWiderThanTheScreen(page, 'the chat with a long message');
  }
});

test('on a phone the open chat fills the screen with the message box at the bottom and All chats goes back; on a desktop list and chat sit side by side', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = longTitle();
  const { employer, jobseeker, applicationId } = await createAcceptedChat(request, title);
  const chats = page.getByRole('navigation', { name: 'Chats' });
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  const allChats = page.getByRole('link', { name: 'All chats' });

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, jobseeker.token, `/messages?chat=${applicationId}`);
  await expect(box).toBeVisible();
  // One at a time below the breakpoint: the chat, not the list.
  await expect(chats).toBeHidden();
  const chat = page.getByRole('region', { name: employer.username, exact: true });
  const fills = async () => {
    const area = await chat.boundingBox();
    const form = await page.getByRole('form', { name: /^Send a message/ }).boundingBox();
    expect(area && form).not.toBeNull();
    if (!area || !form) return;
    // The whole screen, top to bottom, the form at its foot.
    expect(area.y).toBeLessThan(90);
    expect(area.y + area.height).toBeGreaterThan(844 - 2);
    expect(area.y + area.height).toBeLessThanOrEqual(844 + 1);
    expect(form.y + form.height).toBeGreaterThan(844 - 2);
  };
  await fills();
  await expect(box).toBeInViewport();
  await expect(send).toBeInViewport();
  await expect(allChats).toBeInViewport();
  // The box grows by itself as lines are typed: no resize grip in its corner.
  await expect(box).toHaveCSS('resize', 'none');

  // Messages fill the conversation, which scrolls by itself; the box stays at the bottom.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await sendMessage(page, `Update ${n}: the inbox is down to ${20 - n * 3} open tickets today.`);
  }
  const log = conversation(page, employer.username);
  await expect(log.getByRole('listitem')).toHaveCount(6);
  await expect(log.getByText('Update 6:')).toBeInViewport();
  await fills();
  await expect(box).toBeInViewport();

  // The conversation is a list inside the log, and the scrolling area is reachable by keyboard.
  await expect(log.getByRole('list').getByRole('listitem')).toHaveCount(6);
  const scroller = page.getByRole('group', { name: `Conversation with ${employer.username}` });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expectNoViolations(page, 'the open chat on a 390 px phone');

  await allChats.click();
  await expect(page).toHaveURL('/messages');
  await expect(chats.getByRole('link', { name: new RegExp(employer.username) })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expectNoViolations(page, 'the chat list on a 390 px phone');

  await page.setViewportSize({ width: 1440, height: 900 });
  await chats.getByRole('link', { name: new RegExp(employer.username) }).click();
  await expect(box).toBeVisible();
  await expect(chats).toBeVisible();
  await expect(allChats).toBeHidden();
  await expectNothingWiderThanTheScreen(page, 'the chat beside the list');
});
