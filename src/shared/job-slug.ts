/**
 * A job page's readable address, `/jobs/123-bilingual-bookkeeper` (docs/decisions/057): the id
 * decides which post it is, the slug after it is only for people and search engines. `/jobs/123`
 * and an out-of-date slug open the same post, whose canonical link names the current address.
 */

/** Longest slug kept, in characters; cut at a word where one ends near it. */
const MAX_SLUG = 60;

/** The title as lower-case ASCII words joined by hyphens; '' when nothing readable is left. */
export function jobSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG) return words;
  const cut = words.slice(0, MAX_SLUG + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > MAX_SLUG / 2 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG)).replace(
    /-+$/,
    '',
  );
}

/** The canonical path of a job's page. */
export function jobPagePath(id: number, title: string): string {
  const slug = jobSlug(title);
  return slug ? `/jobs/${id}-${slug}` : `/jobs/${id}`;
}

const JOB_SEGMENT = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/;

/**
 * The post id of a job page's path segment (`123` or `123-any-slug`); null when the segment is
 * not one (`abc`, `0`, `123abc`, an id past PostgreSQL's integer).
 */
export function jobIdOfSegment(segment: string | undefined): number | null {
  const match = segment ? JOB_SEGMENT.exec(segment) : null;
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
