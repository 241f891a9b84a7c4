import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';

/** Block-level tags whose end separates words, so '<h3>Terms</h3><p>Pay</p>' reads 'Terms Pay'. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|ul|ol|div)>|<br\s*\/?>/gi;

/**
 * The plain text a reader sees in a job description (rich HTML), whitespace collapsed. DOMParser
 * builds an inert document: no script runs and no image loads, so untrusted HTML is safe here.
 */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(BLOCK_END, '$& ');
  const text = new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
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

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const centsDollars = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$25', '$1,200', '$17.50'; null when the post states no salary. */
function dollars(salary: number | null): string | null {
  if (salary === null || !Number.isFinite(salary)) return null;
  const format = Number.isInteger(salary) ? wholeDollars : centsDollars;
  return `$${format.format(salary)}`;
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
