import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '../../shared/limits.ts';
import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';
import { decodeToken, isTokenExpired, type TokenClaims } from '../../shared/token.ts';
import { forgetStoredOutboxes } from './chat-outbox-keys.ts';

/**
 * The browser session: the access token kept in localStorage under 'token' (spec section 3) and
 * its decoded claims. A small external store so that non-React code (the API client, route
 * guards) and components read the same state.
 */
export type Session = { token: string; claims: TokenClaims };

/**
 * A message to show once: why the person was signed out (error), or that it went well.
 * `isExpelled`: the server refused the session (revoked, blocked, deleted); the shell then takes
 * the person to /login, where the text says why (docs/decisions/020).
 */
export type SessionNotice = { text: string; tone: 'error' | 'success'; isExpelled?: boolean };

export type SessionState = {
  session: Session | null;
  notice: SessionNotice | null;
};

const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage disabled (privacy mode): behave as signed out.
  }
}

function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts as long as the page.
  }
}

/** Reads the stored token; an undecodable or expired one is removed with a notice (spec section 8). */
function loadFromStorage(): SessionState {
  const token = storageGet(TOKEN_STORAGE_KEY);
  if (!token) return { session: null, notice: null };
  const claims = decodeToken(token);
  if (!claims) {
    storageSet(TOKEN_STORAGE_KEY, null);
    return { session: null, notice: { text: SHELL_MESSAGES.invalidToken, tone: 'error' } };
  }
  if (isTokenExpired(claims)) {
    storageSet(TOKEN_STORAGE_KEY, null);
    return { session: null, notice: { text: SHELL_MESSAGES.sessionInvalid, tone: 'error' } };
  }
  return { session: { token, claims }, notice: null };
}

/**
 * Read from storage when first asked, not as the module loads: a page's first localStorage read
 * can wait several milliseconds on the browser process, and the app's start gives it a task of
 * its own (main.tsx, docs/decisions/065).
 */
let state: SessionState | null = null;

function current(): SessionState {
  if (state === null) {
    state = loadFromStorage();
    scheduleExpiry();
  }
  return state;
}

function setState(next: SessionState): void {
  state = next;
  scheduleExpiry();
  for (const listener of listeners) listener();
}

/** Signs the person out in this tab when the token's exp passes while the page is open. */
function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  const exp = state?.session?.claims.exp;
  if (exp === undefined) return;
  // setTimeout overflows above 2^31-1 ms (about 24.8 days); a 30-day token re-arms on load.
  const delay = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
  expiryTimer = setTimeout(
    () => {
      const session = state?.session;
      if (session && isTokenExpired(session.claims)) endSession(SHELL_MESSAGES.sessionInvalid);
    },
    Math.max(delay, 0),
  );
}

/** Stores a token the server just issued. Throws when it cannot be decoded (spec section 8). */
export function startSession(token: string): TokenClaims {
  const claims = decodeToken(token);
  if (!claims) {
    endSession(SHELL_MESSAGES.invalidToken);
    throw new Error(SHELL_MESSAGES.invalidToken);
  }
  storageSet(TOKEN_STORAGE_KEY, token);
  setState({ session: { token, claims }, notice: null });
  return claims;
}

/**
 * Forgets the token. `notice` explains why when it was not the person's own choice (a plain
 * text is a problem), or confirms what just happened (e.g. the account was deleted).
 */
export function endSession(notice: string | SessionNotice | null = null): void {
  storageSet(TOKEN_STORAGE_KEY, null);
  setState({
    session: null,
    notice: typeof notice === 'string' ? { text: notice, tone: 'error' } : notice,
  });
}

/**
 * The server no longer honours the session (a 401, or a 403 because the account is blocked):
 * forget the token and let the shell take the person to /login with `text`. Also called when the
 * session is already gone, so the most specific text wins.
 */
export function expelSession(text: string): void {
  storageSet(TOKEN_STORAGE_KEY, null);
  setState({ session: null, notice: { text, tone: 'error', isExpelled: true } });
}

export function dismissSessionNotice(): void {
  const now = current();
  if (now.notice !== null) setState({ ...now, notice: null });
}

export function readSession(): Session | null {
  return current().session;
}

export function readToken(): string | null {
  return current().session?.token ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const next = loadFromStorage();
    if (next.session?.token === current().session?.token) return;
    // Signed out there (or that tab found the session over; this one cannot tell which): what
    // this tab kept unsent goes too (docs/decisions/017).
    if (next.session === null) forgetStoredOutboxes();
    setState(next);
  });
}

/**
 * What the server draws public pages as, and what hydration adopts them with: a visitor
 * (docs/decisions/056). A member's page is drawn anew in the browser, never hydrated.
 */
const SIGNED_OUT: SessionState = { session: null, notice: null };

/**
 * A visitor's own state when it is the signed-out one: the same object, so hydration finds
 * nothing changed and leaves the drawn page as it is. A different snapshot would re-render the
 * shell at once and throw away the server's markup of a page whose code is still loading.
 */
const serverSnapshot = () => {
  const now = current();
  return now.session === null && now.notice === null ? now : SIGNED_OUT;
};

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, current, serverSnapshot);
}
