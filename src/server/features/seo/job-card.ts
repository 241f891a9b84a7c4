import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { employerDisplayName } from '../../../shared/company.ts';
import { SITE_NAME } from '../../../shared/pages.ts';
import type { PublicJobHead } from './service.ts';

/**
 * The picture a shared job link shows (Open Graph, Twitter's large card; docs/decisions/057):
 * 1200×630, the size both recommend, drawn as SVG and rendered to PNG by resvg.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The card's address. `v` changes when the post does, so the sites that cached an old picture
 * fetch the new one; the route ignores it.
 */
export function cardImagePath(id: number, updatedAt: Date): string {
  return `/jobs/${id}/card.png?v=${Math.floor(updatedAt.getTime() / 1000)}`;
}

/**
 * Fonts shipped with the code (fonts/, Liberation Sans, licence in fonts/LICENSE.txt): the
 * server's image has no system fonts (node:*-slim), and the same files draw the same picture
 * everywhere.
 */
const FONT_FILES = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((name) =>
  fileURLToPath(new URL(`./fonts/${name}`, import.meta.url)),
);
const FONT = 'Liberation Sans';

/** Text for SVG (XML) content and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  );
}

/**
 * Words into at most `maxLines` lines of about `perLine` characters (an estimate from the font's
 * average width: SVG does not wrap); the last line ends with an ellipsis when text is left.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= perLine) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

/** The card as SVG: brand band, title, company, and the job's type, rate and place. */
export function jobCardSvg(job: PublicJobHead): string {
  const company = employerDisplayName({
    username: job.employerUsername,
    company_name: job.companyName,
  });
  const titleLines = wrapText(job.title, 30, 3);
  const titleSize = titleLines.length > 2 ? 60 : 68;
  // The title block centred between the header (y 150) and the rule (y 440).
  const lineHeight = titleSize * 1.15;
  const titleTop = 150 + (290 - titleLines.length * lineHeight) / 2 + titleSize * 0.9;
  const facts = [
    job.jobType,
    job.salary === null ? null : `$${job.salary}/hr`,
    job.location?.trim() || 'Remote',
  ]
    .filter(Boolean)
    .join('  ·  ');
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="80" y="${Math.round(titleTop + i * lineHeight)}" font-size="${titleSize}" font-weight="700" fill="#151a2d">${escapeXml(line)}</text>`,
    )
    .join('');
  const companyLine = wrapText(company, 44, 1)[0] ?? '';
  const factsLine = wrapText(facts, 50, 1)[0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f4f6fd"/>
<rect width="${CARD_WIDTH}" height="14" fill="#3a48c4"/>
<g transform="translate(80 62) scale(2)">
<rect width="32" height="32" rx="8" fill="#3a48c4"/>
<g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"><path d="M6 21.5c3.2-6.4 6.5-9.5 10-9.5s6.8 3.1 10 9.5"/><path d="M11 15.5v7M21 15.5v7M6 22.5h20"/></g>
</g>
<text x="160" y="110" font-size="40" font-weight="700" fill="#3a48c4">${SITE_NAME}</text>
<text x="${CARD_WIDTH - 80}" y="110" font-size="28" fill="#4b5368" text-anchor="end">Remote job</text>
${title}
<rect x="80" y="440" width="${CARD_WIDTH - 160}" height="2" fill="#d9ddef"/>
<text x="80" y="510" font-size="40" font-weight="700" fill="#2a3252">${escapeXml(companyLine)}</text>
<text x="80" y="566" font-size="34" fill="#4b5368">${escapeXml(factsLine)}</text>
</svg>`;
}

/** Rendered on libuv's thread pool, so a render does not hold up other requests. */
async function render(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT },
  });
  return Buffer.from(image.asPng());
}

/**
 * Rendered cards, keyed by post id and last change: an edit makes a new key, and the old one
 * ages out. A card is 30-60 kB; 300 of them bound the memory to about 15 MB.
 */
export function createJobCards(max = 300) {
  const cache = new LRUCache<string, Buffer>({ max });
  return async function jobCardPng(job: PublicJobHead): Promise<Buffer> {
    const key = `${job.id}:${job.updatedAt.getTime()}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const png = await render(jobCardSvg(job));
    cache.set(key, png);
    return png;
  };
}
