import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, plus a guard: a page that throws, or that the Content Security Policy
 * blocks (inline script or style, third-party origin), fails the test that loaded it.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
