import type { Page } from '@playwright/test';

/**
 * What spills sideways on the page as it is now: the document scrolling sideways, any element
 * whose box reaches past the left or right edge of the viewport, and any scroll container that
 * scrolls sideways (text cut off inside a card). Truncated text (`text-overflow: ellipsis`) cuts
 * itself off on purpose and is not counted. Each finding names the element by tag, classes and
 * the start of its text, so a failure says where to look.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 6).join('.') ?? '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // Empty boxes, and text kept for screen readers only (sr-only: one clipped pixel).
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        found.push(`${name(element)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
      const scrolls = ['auto', 'scroll', 'hidden'].includes(style.overflowX);
      if (
        scrolls &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(
          `${name(element)} scrolls sideways: ${element.scrollWidth} in ${element.clientWidth}`,
        );
      }
    }
    return found;
  });
}
