import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { type Account, openSignedIn } from './support/api.ts';
import {
  type AcceptedChat,
  chatWindow,
  conversation,
  createAcceptedChat,
  messagesLink,
  sendMessage,
} from './support/chat.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { waitForSettledPage } from './support/site-tour.ts';
import { expect, test } from './support/test.ts';

/**
 * The open chat against WCAG 2.2 AA (docs/decisions/060): at 320 px it reflows, nothing cut off
 * (1.4.10); the messages stay list items inside the log (1.3.1); the scrolling conversation takes
 * focus and has a name (2.1.1); a change of the unread total is announced politely; and axe finds
 * nothing with a conversation open, for both parties, at 320, 390 and 1440 px.
 */

const SCAM = 'Pay the $50 training fee by gift card and message me on telegram @hr_fast';
const LINK = `https://docs.example.com/handover/${'inbox-macros-and-orders-'.repeat(6)}`;
const LONG =
  'Here is the handover of the support inbox: the macros, the order tool and the refund rules. '.repeat(
    4,
  );
/** Enough messages that the conversation scrolls, even in the desktop card. */
const SEEKER_LINES = Array.from(
  { length: 7 },
  (_, n) => `Update ${n + 1}: the inbox is down to ${30 - n * 4} open tickets today.`,
);

/** A chat with a conversation in it: both sides wrote, a flagged message, a long link. */
async function arrangeConversation(
  browser: Browser,
  request: Parameters<typeof createAcceptedChat>[0],
): Promise<AcceptedChat> {
  const chat = await createAcceptedChat(
    request,
    `Chat Reflow Assistant ${Date.now().toString(36)}`,
  );
  const context = await browser.newContext();
  const seeker = await context.newPage();
  const employer = await (await browser.newContext()).newPage();
  await openSignedIn(seeker, chat.jobseeker.token, `/messages?chat=${chat.applicationId}`);
  await openSignedIn(employer, chat.employer.token, `/messages?chat=${chat.applicationId}`);
  for (const line of SEEKER_LINES) await sendMessage(seeker, line);
  await sendMessage(employer, SCAM);
  await sendMessage(employer, `The notes are here: ${LINK}`);
  await sendMessage(seeker, LONG);
  const log = conversation(employer, chat.jobseeker.username);
  await expect(log.getByRole('listitem')).toHaveCount(SEEKER_LINES.length + 3, {
    timeout: 15_000,
  });
  await employer.context().close();
  await context.close();
  return chat;
}

/**
 * Text in the open chat that is cut off sideways: any text whose box reaches past the chat's own
 * box, or past an ancestor that clips (overflow other than visible), or past the viewport.
 * Ellipsis truncation (the header's name and job title) cuts itself off on purpose; sr-only text
 * is one clipped pixel for screen readers. Each finding names the element and its text.
 */
async function clippedTextInTheChat(page: Page, chatName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const found: string[] = [];
    const section = [...document.querySelectorAll('section[aria-labelledby]')].find(
      (element) =>
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ===
        name,
    );
    if (!section) return [`no chat section named ${name}`];
    const viewport = document.documentElement.clientWidth;
    const outer = section.getBoundingClientRect();
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      // Text for screen readers only (sr-only, max-sm:sr-only): a one-pixel clipped box.
      let isScreenReaderOnly = false;
      for (let up: Element | null = parent; up && up !== section; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) isScreenReaderOnly = true;
      }
      if (isScreenReaderOnly) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const label = `<${parent.tagName.toLowerCase()}> "${text.slice(0, 30)}"`;
      for (const box of range.getClientRects()) {
        if (box.width < 1) continue;
        const limits: { left: number; right: number; what: string }[] = [
          { left: 0, right: viewport, what: 'the viewport' },
          { left: outer.left, right: outer.right, what: 'the chat' },
        ];
        for (let up: Element | null = parent; up && up !== section; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.textOverflow === 'ellipsis') {
            limits.length = 0;
            break;
          }
          if (style.overflowX !== 'visible') {
            const clip = up.getBoundingClientRect();
            limits.push({ left: clip.left, right: clip.right, what: up.tagName.toLowerCase() });
          }
        }
        for (const limit of limits) {
          if (box.left < limit.left - 0.5 || box.right > limit.right + 0.5) {
            found.push(
              `${label} spans ${Math.round(box.left)}..${Math.round(box.right)}, past ${limit.what} ${Math.round(limit.left)}..${Math.round(limit.right)}`,
            );
            break;
          }
        }
      }
    }
    return found;
  }, chatName);
}

/** The Send button shows its whole label: nothing inside it is wider than the button. */
async function sendLabelIsWhole(page: Page) {
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.scrollIntoViewIfNeeded();
  await expect.soft(send).toBeInViewport({ ratio: 1 });
  const sizes = await send.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const text = range.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    // Every box that clips it (the card, the chat, the form) holds the whole button.
    let isClipped = box.right > document.documentElement.clientWidth + 0.5 || box.left < -0.5;
    for (let up = button.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) isClipped = true;
    }
    return {
      scroll: button.scrollWidth,
      client: button.clientWidth,
      isInside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
      isClipped,
      label: button.textContent,
    };
  });
  expect.soft(sizes.label?.trim()).toBe('Send');
  expect
    .soft(sizes.scroll, 'the Send button is as wide as its label')
    .toBeLessThanOrEqual(sizes.client);
  expect.soft(sizes.isInside, 'the label lies inside the Send button').toBe(true);
  expect.soft(sizes.isClipped, 'the Send button is cut off').toBe(false);
}

/** axe's rules for the two structure points, checked to have looked at the chat's nodes. */
async function expectStructureRules(page: Page, label: string, messages: number) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['listitem', 'scrollable-region-focusable'])
    .analyze();
  expect
    .soft(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      `listitem and scrollable-region-focusable on ${label}`,
    )
    .toEqual([]);
  const passed = (id: string) => results.passes.find((rule) => rule.id === id)?.nodes.length ?? 0;
  expect
    .soft(passed('listitem'), 'every message was checked as a list item')
    .toBeGreaterThanOrEqual(messages);
  expect
    .soft(passed('scrollable-region-focusable'), 'the scrolling conversation was checked')
    .toBe(1);
}

/** The messages of the log, each with its time (a flagged one holds a list of warnings). */
function messagesIn(log: Locator): Locator {
  return log.locator('li:has(time)');
}

const ROLES = ['jobseeker', 'employer'] as const;
const WIDTHS = [320, 390, 1440] as const;
const MESSAGE_COUNT = SEEKER_LINES.length + 3;

test.describe('an open conversation', () => {
  let chat: AcceptedChat;

  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(120_000);
    chat = await arrangeConversation(browser, request);
  });

  for (const role of ROLES) {
    test(`as the ${role}: at 320, 390 and 1440 px nothing is cut off, the Send label is whole, and axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const viewer: Account = role === 'jobseeker' ? chat.jobseeker : chat.employer;
      const other: Account = role === 'jobseeker' ? chat.employer : chat.jobseeker;
      for (const width of WIDTHS) {
        const label = `the open chat as the ${role} at ${width} px`;
        await page.setViewportSize({ width, height: width < 1024 ? 740 : 900 });
        await openSignedIn(page, viewer.token, `/messages?chat=${chat.applicationId}`);
        const log = conversation(page, other.username);
        await expect(messagesIn(log)).toHaveCount(MESSAGE_COUNT);
        await waitForSettledPage(page);

        // Soft: one run reports every point that fails, at every width.
        expect.soft(await sidewaysOverflow(page), `${label}: wider than the screen`).toEqual([]);
        expect
          .soft(await clippedTextInTheChat(page, other.username), `${label}: cut off`)
          .toEqual([]);
        await sendLabelIsWhole(page);

        // The first messages and their times, scrolled into view, are whole too.
        await messagesIn(log).first().scrollIntoViewIfNeeded();
        expect
          .soft(await clippedTextInTheChat(page, other.username), `${label}: cut off`)
          .toEqual([]);

        await expectStructureRules(page, label, MESSAGE_COUNT);
        await expectNoViolations(page, label);
      }
    });
  }

  test('the scrolling conversation takes focus from the keyboard, is named, and scrolls with the keys', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await openSignedIn(page, chat.jobseeker.token, `/messages?chat=${chat.applicationId}`);
    const log = conversation(page, chat.employer.username);
    await expect(messagesIn(log)).toHaveCount(MESSAGE_COUNT);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.focus();
    await page.keyboard.press('Shift+Tab');
    const scroller = page.getByRole('group', {
      name: `Conversation with ${chat.employer.username}`,
    });
    await expect(scroller).toBeFocused();
    const scrollTop = () => scroller.evaluate((element) => element.scrollTop);
    await expect.poll(scrollTop).toBeGreaterThan(0);
    const atEnd = await scrollTop();
    await page.keyboard.press('PageUp');
    await expect.poll(scrollTop).toBeLessThan(atEnd);
    await expect(scroller).toBeFocused();
  });
});

test('a change of the unread total is announced politely, at 1440 and 390 px', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { employer, jobseeker, applicationId } = await createAcceptedChat(
    request,
    `Unread Announcer ${Date.now().toString(36)}`,
  );
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await openSignedIn(seekerPage, jobseeker.token, `/messages?chat=${applicationId}`);
  await expect(
    chatWindow(seekerPage, employer.username).getByText('No messages yet'),
  ).toBeVisible();

  // The shell's polite live region (lib/announce.ts) says it.
  const announcer = page.getByTestId('announcer');
  const said = (text: string) => announcer.getByText(text, { exact: true });
  const anyUnread = announcer.getByText(/unread message/);
  for (const [width, n] of [
    [1440, 1],
    [390, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, employer.token, '/my-job-posts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    // The total the page starts with is not news: nothing is said.
    await expect(anyUnread).toHaveCount(0);
    await sendMessage(seekerPage, `Message number ${n}.`);
    await expect(said(`${n} unread message${n === 1 ? '' : 's'}`)).toHaveCount(1);
    await sendMessage(seekerPage, `Message number ${n + 1}.`);
    await expect(said(`${n + 1} unread messages`)).toHaveCount(1);
  }

  // In the open chat a new message is read at once: the log says it, the total says nothing,
  // though the server counts it unread for a moment before the page marks it read.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, employer.token, `/messages?chat=${applicationId}`);
  const log = conversation(page, jobseeker.username);
  await expect(messagesIn(log)).toHaveCount(4);
  await expect(messagesLink(page)).toHaveAccessibleName('Messages');
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live], [role="status"]')) {
        const text = region.textContent?.trim();
        if (text) said.push(text);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await sendMessage(seekerPage, 'Message number 5.');
  await expect(messagesIn(log)).toHaveCount(5);
  await expect(messagesLink(page)).toHaveAccessibleName('Messages');
  // Longer than the announcement waits for the total to settle.
  await page.waitForTimeout(3_000);
  const heard = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(heard.filter((text) => text.includes('unread'))).toEqual([]);
  await seekerContext.close();
});
