/**
 * Text as the detector reads it (docs/decisions/044): NFKC (fullwidth letters and digits become
 * ASCII, ligatures split), invisible characters removed (zero-width spaces and joiners, soft
 * hyphens, bidirectional marks, the BOM), curly quotes straightened, then cut into sentences
 * whose whitespace is collapsed. Findings point into these sentences, so a match is always
 * highlighted in the excerpt it was found in.
 */

/** Invisible characters; the combining ones (CGJ, variation selectors) outside the class. */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]|\u034F|\uFE00|\uFE01|\uFE02|\uFE03|\uFE04|\uFE05|\uFE06|\uFE07|\uFE08|\uFE09|\uFE0A|\uFE0B|\uFE0C|\uFE0D|\uFE0E|\uFE0F/g;
const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u3002': '.',
  '\uFF0E': '.',
  '\uFF20': '@',
};
const QUOTE_CHARS = new RegExp(`[${Object.keys(QUOTES).join('')}]`, 'g');

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(QUOTE_CHARS, (ch) => QUOTES[ch] ?? ch);
}

/** A sentence ends at . ! ? or … followed by a space and a capital, digit or quote, or at a line break. */
const SENTENCE_END = /(?<=[.!?…])\s+(?=["'(\p{Lu}\p{N}])/u;

/** The sentences (or lines) of normalized text, each whitespace-collapsed and trimmed. */
export function sentencesOf(normalized: string): string[] {
  const out: string[] = [];
  for (const line of normalized.split(/[\r\n\u2028\u2029]+/)) {
    const collapsed = line.replace(/\s+/g, ' ').trim();
    if (!collapsed) continue;
    for (const sentence of collapsed.split(SENTENCE_END)) {
      if (sentence) out.push(sentence);
    }
  }
  return out;
}
