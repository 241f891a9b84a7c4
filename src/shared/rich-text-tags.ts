/**
 * What a job description may contain (decisions.md, "Jobs"; docs/decisions/010): paragraphs,
 * headings, lists, emphasis, links and blockquotes. The server sanitizes to it on write
 * (features/jobs/sanitize.ts); the page draws only these from a description (web/lib/rich-text.ts).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'blockquote',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];
