/**
 * Whether an Accept-Encoding header lets gzip through (a q of 0 refuses it; `*` stands for any
 * coding not named). Used by the job search's own gzip and by the pages' HTML.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name?.trim() === 'gzip') return allowed;
    if (name?.trim() === '*') star = allowed;
  }
  return star;
}
