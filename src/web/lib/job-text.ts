import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';
import { groupDigits, groupDigitsCents } from './number-text.ts';

/** Block-level tags whose end separates words, so '<h3>Terms</h3><p>Pay</p>' reads 'Terms Pay'. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|ul|ol|div)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntity(entity: string, name: string): string {
  const code =
    name[0] !== '#'
      ? undefined
      : name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
  if (code === undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/** Text of HTML with its character references (`&amp;`, `&#39;`, `&#x2014;`, …) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, decodeEntity);
}

/**
 * The plain text a reader sees in a job description, whitespace collapsed: what a card shows and
 * the 150-character rule counts. Descriptions come sanitized by the server (and the editor's own
 * HTML is well formed), so a tag is `<…>` with any `<` or `>` of text or attributes escaped as an
 * entity. String work only: a DOMParser document per card was a tenth of Find Jobs' first render
 * on a phone (docs/decisions/026). Nothing here is ever put into the page as HTML.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(BLOCK_END, '$& ').replace(TAG, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where one block ends, for splitting: a paragraph, heading, list item, quote or line break. */
const BLOCK_SPLIT = /<\/(?:p|h[1-6]|li|blockquote|ul|ol|div)>|<br\s*\/?>/i;

/**
 * The same text with one line per paragraph, heading and list item: what the scam detector reads
 * (docs/decisions/045), as the server's `plainTextLines` gives it.
 */
export function htmlToLines(html: string): string {
  return html
    .split(BLOCK_SPLIT)
    .map(htmlToText)
    .filter((line) => line !== '')
    .join('\n');
}

/** Spec section 9: a card shows the first `max` characters followed by '...'. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** The description of a job card: plain text, cut to `max` characters (100 or 150). */
export function jobExcerpt(html: string, max: number): string {
  return truncateText(htmlToText(html), max);
}

/** '$25', '$1,200', '$17.50'; null when the post states no salary. */
function dollars(salary: number | null): string | null {
  if (salary === null || !Number.isFinite(salary)) return null;
  return `$${Number.isInteger(salary) ? groupDigits(salary) : groupDigitsCents(salary)}`;
}

/** Spec section 9: '$X per hour' on home cards and job details. */
export function salaryPerHour(salary: number | null): string {
  const amount = dollars(salary);
  return amount ? `${amount} per hour` : SHELL_MESSAGES.notSpecified;
}

/** Spec section 9: '$X/hr' on Find Jobs cards. */
export function salaryPerHr(salary: number | null): string {
  const amount = dollars(salary);
  return amount ? `${amount}/hr` : SHELL_MESSAGES.notSpecified;
}

/** "No applicants yet", "1 applicant", "12 applicants" (application_count, decisions/033). */
export function applicantCount(count: number): string {
  if (count === 0) return 'No applicants yet';
  return `${count} ${count === 1 ? 'applicant' : 'applicants'}`;
}

/** "$12.50/hr · 30 h/week", from what a proposal gave; null when it gave neither. */
export function proposalTerms(proposal: {
  proposed_rate: number | null;
  availability: number | null;
}): string | null {
  const parts: string[] = [];
  if (proposal.proposed_rate !== null) parts.push(salaryPerHr(proposal.proposed_rate));
  if (proposal.availability !== null) parts.push(`${proposal.availability} h/week`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * "Usually responds within 2 days · responds to 90% of applicants" (docs/decisions/035), from
 * an employer's responsiveness figures.
 */
export function responsivenessText(figures: {
  response_rate: number;
  median_response_hours: number | null;
}): string {
  const share = `responds to ${Math.round(figures.response_rate * 100)}% of applicants`;
  const hours = figures.median_response_hours;
  if (hours === null) return 'Has not answered applicants yet';
  const days = Math.ceil(hours / 24);
  const within =
    hours <= 1
      ? 'within an hour'
      : hours < 24
        ? `within ${Math.ceil(hours)} hours`
        : days === 1
          ? 'within a day'
          : `within ${days} days`;
  return `Usually responds ${within} · ${share}`;
}

/** "1 hire", "12 hires" (docs/decisions/036); "No hires yet" where the full phrase reads better. */
export function hiresText(hires: number, zero = '0 hires'): string {
  if (hires === 0) return zero;
  return hires === 1 ? '1 hire' : `${groupDigits(hires)} hires`;
}
