import DOMPurify from 'dompurify';

/** What a job description may contain on display (decisions.md, "Jobs"; docs/decisions/010). */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'br',
];

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links in descriptions lead off the site: no referrer, no ranking credit, no window.opener.
  if (node.tagName === 'A') {
    node.setAttribute('rel', 'nofollow noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
});

/**
 * The server sanitizes descriptions on write; the page does it again before rendering, so a
 * row written by anything else (an old import, a bug) still cannot run script in the browser.
 */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
