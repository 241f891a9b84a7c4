import type { ComboboxOption } from '../components/ui/combobox.tsx';

/**
 * The currencies most of our employers and freelancers pay and charge in, listed first; every
 * ISO 4217 code the browser knows is one search away.
 */
const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'PHP',
  'SGD',
  'HKD',
  'AED',
  'ZAR',
  'NGN',
  'KES',
  'PKR',
  'BRL',
  'MXN',
] as const;

type CurrencyOptions = { all: readonly ComboboxOption[]; common: readonly ComboboxOption[] };
let cached: CurrencyOptions | undefined;

export function currencyOptions(): CurrencyOptions {
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = undefined;
  }
  const toOption = (code: string): ComboboxOption => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  };
  const all = Intl.supportedValuesOf('currency').map(toOption);
  const known = new Set(all.map((option) => option.value));
  const common = COMMON_CURRENCIES.filter((code) => known.has(code)).map(toOption);
  cached = { all, common };
  return cached;
}

/** 'USD — US Dollar' for display; the bare code when the browser has no name for it. */
export function currencyLabel(code: string): string {
  return currencyOptions().all.find((option) => option.value === code)?.label ?? code;
}
