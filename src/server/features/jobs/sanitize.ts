import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../../../shared/rich-text-tags.ts';

/**
 * The allow-list of decisions.md ("Jobs"): paragraphs, headings, lists, emphasis, links and
 * blockquotes. Everything else is dropped, including every attribute but a link's href, and
 * links get rel="nofollow noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // rel is set by the transform below; whatever rel the author wrote is replaced.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The text a reader sees: what the 150-character rule counts and search indexes. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39')
        return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where one block of a description ends: a paragraph, heading, list item, quote or line break. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/i;

/**
 * The same text with one line per paragraph, heading and list item: what the scam detector reads
 * (docs/decisions/045), so that a sentence without a full stop never runs into the next heading
 * or list item. The web app's `htmlToLines` gives the same lines as the employer types.
 */
export function plainTextLines(html: string): string {
  return html
    .split(BLOCK_END)
    .map(plainText)
    .filter((line) => line !== '')
    .join('\n');
}
