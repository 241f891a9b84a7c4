/**
 * The data a server-rendered page was drawn with (docs/decisions/056): each read's query key and
 * reply, in a `<script type="application/json" id="page-data">` that the browser puts in its
 * query cache before its first render, so it draws the same page without asking again.
 */
export type PageData = readonly (readonly [readonly unknown[], unknown])[];

export const PAGE_DATA_ID = 'page-data';

/**
 * JSON that cannot end its script element or open a comment: every `<` is written `\u003c`
 * (and `>`, `&` alike), and the two line separators JavaScript once refused are escaped too.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The page's data from its HTML; [] when there is none or it cannot be read. */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? (data as PageData) : [];
  } catch {
    return [];
  }
}

/** The id of the list of a drawn page's chunks (`preloadTags` on the server, docs/decisions/063). */
export const PAGE_CHUNKS_ID = 'page-chunks';

/**
 * Starts downloading a drawn page's own chunks, all at once, as the entry starts: the server
 * names them instead of preloading them from the head, which would have them compete with the
 * page's first paint on a slow connection (docs/decisions/063).
 */
export function preloadPageChunks(doc: Document): void {
  const text = doc.getElementById(PAGE_CHUNKS_ID)?.textContent;
  if (!text) return;
  let urls: unknown;
  try {
    urls = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  // One insertion for all of them.
  const links = doc.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    links.append(link);
  }
  doc.head.append(links);
}
