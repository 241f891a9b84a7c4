/**
 * 1234567 → '1,234,567', as `Intl.NumberFormat('en-US')` writes a whole number, without building
 * one: the first Intl object of a page loads the locale's data, one of the longest tasks of the
 * first render on a phone (docs/decisions/026). Fractions are rounded half away from zero.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value).toFixed(0);
  // Past 10^21 toFixed writes an exponent; those never reach a page, but stay exact if they do.
  if (digits.includes('e')) return new Intl.NumberFormat('en-US').format(Math.round(value));
  const sign = value < 0 && digits !== '0' ? '-' : '';
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 17.5 → '17.50', 1200.25 → '1,200.25': two decimals, digits grouped. */
export function groupDigitsCents(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 && Number(value.toFixed(2)) !== 0 ? '-' : '';
  return `${sign}${groupDigits(Number(whole))}.${cents}`;
}
