/**
 * docs/spec.md, "Job details": the back link returns to Find Jobs at the scroll position left.
 * Before a job opens, the Find Jobs URL (its filters and page) and window.scrollY are kept in
 * sessionStorage (per tab); Find Jobs scrolls back once its list has rendered again.
 */
const LAST_URL_KEY = 'findJob:lastUrl';
const scrollKey = (url: string) => `findJob:scroll:${url}`;
const FIND_JOB_PATH = '/find-job';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // Storage disabled: the back link still works, only without the position.
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // See read().
  }
}

/** Called as a job card is opened from Find Jobs at `url` (path and query). */
export function rememberFindJobPosition(url: string): void {
  write(LAST_URL_KEY, url);
  write(scrollKey(url), String(Math.round(window.scrollY)));
}

/** Where the back link of job details leads: the Find Jobs page the person came from. */
export function lastFindJobUrl(): string {
  const url = read(LAST_URL_KEY);
  return url?.startsWith(FIND_JOB_PATH) ? url : FIND_JOB_PATH;
}

/** The saved position for `url`, once: a later fresh visit starts at the top again. */
export function takeSavedPosition(url: string): number | null {
  const saved = read(scrollKey(url));
  if (saved === null) return null;
  write(scrollKey(url), null);
  const y = Number(saved);
  return Number.isFinite(y) && y >= 0 ? y : null;
}
