/**
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF; a field holding a
 * comma, a quote or a line break is quoted, its quotes doubled.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`,
 * `-` or `@` (and, in some, a tab or carriage return before one) as a formula. Such a cell is
 * prefixed with a single quote, which shows the text as typed and runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers and booleans we write ourselves are data, never formulas; text from people may be.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
