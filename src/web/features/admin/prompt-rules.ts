import { ADMIN_TEXTS } from './admin-texts.ts';

/**
 * The admin prompts' rules (spec section 5, "Admin prompts"), checked before anything is sent:
 * the server checks them again.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const WHOLE = /^\d+$/;

export const NOTIFY_ORDERS = ['beginning', 'end', 'random'] as const;
export type NotifyOrder = (typeof NOTIFY_ORDERS)[number];

/** Notify Candidates: how many, a whole number of at least 1. */
export function parseNotifyCount(text: string): Parsed<number> {
  const value = text.trim();
  if (!WHOLE.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    return { ok: false, error: ADMIN_TEXTS.countRequired };
  }
  return { ok: true, value: Number(value) };
}

export function parseNotifyOrder(text: string): Parsed<NotifyOrder> {
  const value = text.trim().toLowerCase();
  return (NOTIFY_ORDERS as readonly string[]).includes(value)
    ? { ok: true, value: value as NotifyOrder }
    : { ok: false, error: ADMIN_TEXTS.orderRequired };
}

/** An application limit: a whole number of at least 1, or empty for none (null). */
export function parseApplicationLimit(text: string): Parsed<number | null> {
  const value = text.trim();
  if (value === '') return { ok: true, value: null };
  if (!WHOLE.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    return { ok: false, error: ADMIN_TEXTS.limitNumeric };
  }
  return { ok: true, value: Number(value) };
}

/** A country to block: two letters (ISO 3166-1 alpha-2), sent in capitals. */
export function parseCountryCode(text: string): Parsed<string> {
  const value = text.trim().toUpperCase();
  if (value === '') return { ok: false, error: ADMIN_TEXTS.countryCodeEmpty };
  if (!/^[A-Z]{2}$/.test(value)) return { ok: false, error: ADMIN_TEXTS.countryCodeInvalid };
  return { ok: true, value };
}
