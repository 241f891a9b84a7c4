import { isCountryCode } from '../../../shared/country-codes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';

/**
 * The admin prompts' rules (spec section 5, "Admin prompts"), checked before anything is sent:
 * the server checks them again.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const WHOLE = /^\d+$/;

import {
  NOTIFY_MAX_LIMIT,
  NOTIFY_ORDERS,
  type NotifyOrder,
} from '../../../shared/schemas/admin-content.ts';

export { NOTIFY_ORDERS, type NotifyOrder };

/** Notify Candidates: how many, a whole number of at least 1. */
export function parseNotifyCount(text: string): Parsed<number> {
  const value = text.trim();
  if (!WHOLE.test(value) || Number(value) < 1 || Number(value) > NOTIFY_MAX_LIMIT) {
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

/** A new category: its name, trimmed; never empty. */
export function parseCategoryName(text: string): Parsed<string> {
  const value = text.trim();
  return value === '' ? { ok: false, error: MESSAGES.categoryNameEmpty } : { ok: true, value };
}

/** A country to block: an ISO 3166-1 alpha-2 code, sent in capitals (the server's own rule). */
export function parseCountryCode(text: string): Parsed<string> {
  const value = text.trim().toUpperCase();
  if (value === '') return { ok: false, error: MESSAGES.countryCodeMissing };
  if (!isCountryCode(value)) return { ok: false, error: MESSAGES.countryCodeInvalid };
  return { ok: true, value };
}
