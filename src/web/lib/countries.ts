import { COUNTRY_CODES } from '../../shared/country-codes.ts';
import { COUNTRY_NAMES } from '../../shared/country-names.ts';
import type { ComboboxOption } from '../components/ui/combobox.tsx';

let cached: ComboboxOption[] | undefined;

/** 'PH' → 'Philippines'; the code itself for one the table does not name. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
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
