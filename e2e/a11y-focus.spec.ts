import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Where focus is, and what a screen reader is told, as a keyboard user moves through the app
 * (docs/decisions/061): a new page focuses its h1 and its title is announced; the first page and
 * a change of the query alone leave focus alone; an action whose control goes leaves focus on
 * the next sensible control; the cookie notice never hides what has focus (WCAG 2.4.3, 2.4.11,
 * 4.1.3).
 */

/** What has focus: its tag, its name or text, and whether it is the page's h1. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', text: '', isH1: false };
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80),
      isH1: element.tagName === 'H1' && element.closest('main') !== null,
    };
  });
}

/** The text of the shell's polite live region. */
function announcer(page: Page) {
  return page.getByTestId('announcer');
}

test.describe('the cookie notice never hides what has focus', () => {
  // A fresh profile: no consent yet, so the notice shows (as in cookie-banner.spec.ts).
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`tabbing through the home page at ${size.width} px, each focused element is at least half in view`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie notice' });
      const gotIt = banner.getByRole('button', { name: 'Got it' });
      await expect(gotIt).toBeVisible();
      // The app has adopted the server's page (its button is React's now).
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Got it',
        );
        return button !== undefined && Object.keys(button).some((k) => k.startsWith('__react'));
      });

      const covered: string[] = [];
      let reachedNotice = false;
      for (let step = 0; step < 150 && !reachedNotice; step++) {
        await page.keyboard.press('Tab');
        const result = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const notice = document.querySelector('section[aria-label="Cookie notice"]');
          if (!element || element === document.body || !notice) return { kind: 'none' } as const;
          if (notice.contains(element)) return { kind: 'notice' } as const;
          const box = element.getBoundingClientRect();
          const area = box.width * box.height;
          if (area === 0) return { kind: 'skip' } as const;
          const cover = notice.getBoundingClientRect();
          const overlap = (a1: number, a2: number, b1: number, b2: number) =>
            Math.max(0, Math.min(a2, b2) - Math.max(a1, b1));
          // In the viewport, less what the notice covers.
          const inView =
            overlap(box.left, box.right, 0, window.innerWidth) *
            overlap(box.top, box.bottom, 0, window.innerHeight);
          const underNotice =
            overlap(box.left, box.right, cover.left, cover.right) *
            overlap(box.top, box.bottom, Math.max(0, cover.top), window.innerHeight);
          return {
            kind: 'element',
            name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
              .trim()
              .slice(0, 60),
            visible: (inView - underNotice) / area,
          } as const;
        });
        if (result.kind === 'notice') reachedNotice = true;
        if (result.kind === 'element' && result.visible < 0.5) {
          covered.push(`${result.name}: ${Math.round(result.visible * 100)}% visible`);
        }
      }
      expect(reachedNotice, 'Tab reaches the notice at the end of the page').toBe(true);
      expect(covered).toEqual([]);

      // 'Got it' takes the notice away, and focus stays on the page, not on <body>.
      await page.keyboard.press('Shift+Tab');
      const before = await focused(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(gotIt).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      expect(await focused(page)).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe(
        '',
      );
    });
  }
});

test('a new page takes focus to its h1 and announces its title; the first page does not', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toBeVisible();
  expect((await focused(page)).tag).toBe('body');

  // A link followed by keyboard.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find Jobs', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText(/Find/);

  // Back: the previous page's h1.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText(/Pricing/);
});

test('a change of the query alone leaves focus where the person is', async ({ page }) => {
  await page.goto('/pricing');
  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Shift');
  // As a filter or a search as you type does: the address changes, the page stays.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/pricing?plan=pro');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/plan=pro/);
  await page.waitForTimeout(600);
  await expect(link).toBeFocused();
});

test('the skip link still takes focus to the main content', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
