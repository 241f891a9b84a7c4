import { COUNTRY_CODES } from '../../shared/country-codes.ts';
import type { ComboboxOption } from '../components/ui/combobox.tsx';

let names: Intl.DisplayNames | null | undefined;
let cached: ComboboxOption[] | undefined;

/** The browser's English name of a region code, built on first use (docs/decisions/026). */
function displayNames(): Intl.DisplayNames | null {
  if (names !== undefined) return names;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  return names;
}

/** 'PH' → 'Philippines'; the code itself when the browser has no name for it. */
export function countryName(code: string): string {
  return displayNames()?.of(code) ?? code;
}

/**
 * Every ISO 3166-1 alpha-2 country the server accepts (shared/country-codes.ts), by name, with
 * the code searchable too ('PH', 'Philippines').
 */
export function countryOptions(): readonly ComboboxOption[] {
  if (cached) return cached;
  cached = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: countryName(code), description: code }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return cached;
}
