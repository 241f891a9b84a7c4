import { createContext, useContext } from 'react';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '../../shared/limits.ts';

/**
 * Whether the visitor has accepted the cookie notice. The spec keeps the answer in local storage
 * (`cookieConsent` = 'accepted'); it is also a first-party cookie of the same name, so that the
 * server, which draws public pages (docs/decisions/056), draws the notice only for those who have
 * not answered, and the browser's first render agrees with it.
 */

/** The server's answer while it renders a page; undefined in the browser, which reads its cookie. */
export const ServerConsentContext = createContext<boolean | undefined>(undefined);

const COOKIE_PATTERN = new RegExp(
  `(?:^|;\\s*)${COOKIE_CONSENT_KEY}=${COOKIE_CONSENT_ACCEPTED}(?:;|$)`,
);

/** Whether a Cookie header (or document.cookie) holds the accepted consent. */
export function hasConsentCookie(cookies: string | undefined): boolean {
  return COOKIE_PATTERN.test(cookies ?? '');
}

function storedConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** What the first render shows: the server's answer there, the cookie in the browser. */
export function useInitialConsent(): boolean {
  const fromServer = useContext(ServerConsentContext);
  if (fromServer !== undefined) return fromServer;
  return typeof document !== 'undefined' && hasConsentCookie(document.cookie);
}

/** Whether the visitor has accepted by now: the cookie, or local storage (answers kept before). */
export function hasAccepted(): boolean {
  return hasConsentCookie(document.cookie) || storedConsent();
}

/** Keeps the answer in both places: local storage (spec section 4) and the cookie for a year. */
export function rememberConsent(): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
  } catch {
    // Storage disabled: the cookie still holds it.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party value, read by the server too
  document.cookie = `${COOKIE_CONSENT_KEY}=${COOKIE_CONSENT_ACCEPTED}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
