/** A positive whole number as the URL gives it, else null (the page then shows 'Job not found.'). */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
