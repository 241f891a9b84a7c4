/** Account rules of decisions.md ("Accounts and sessions"). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Session lifetimes: 12 hours, or 30 days with Remember Me. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

/** localStorage keys the spec fixes (section 3, "Session"). */
export const TOKEN_STORAGE_KEY = 'token';
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** Profile fields (where docs/spec.md, "Validation rules", is silent: docs/decisions/008). */
export const SKILLS_MAX_COUNT = 50;
export const SKILL_MAX_LENGTH = 50;
export const CATEGORIES_MAX_COUNT = 20;
export const EXPERIENCE_MAX_LENGTH = 5000;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_INFO_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
export const CATEGORY_NAME_MAX_LENGTH = 80;

/** Uploads (spec sections 5 and 9). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The widths, in pixels, the server makes of an uploaded avatar (`?w=`, docs/decisions/064):
 * each drawn size at one to three device pixels per CSS pixel.
 */
export const AVATAR_WIDTHS = [64, 128, 256, 384] as const;
