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
