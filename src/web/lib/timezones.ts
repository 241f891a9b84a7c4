import type { ComboboxOption } from '../components/ui/combobox.tsx';

let cached: ComboboxOption[] | undefined;

/** The zone's current offset, such as 'GMT+8' or 'GMT-3:30' ('GMT' for UTC itself). */
function offsetOf(timeZone: string, now: Date): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/** Every IANA zone the browser knows, with its current UTC offset; built once, on first use. */
export function timeZoneOptions(): readonly ComboboxOption[] {
  if (cached) return cached;
  const now = new Date();
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  // Some engines leave UTC out of the list although every engine accepts it.
  zones.add('UTC');
  const browserZone = browserTimeZone();
  if (browserZone) zones.add(browserZone);
  cached = [...zones]
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ value: zone, label: zone, description: offsetOf(zone, now) }));
  return cached;
}

/** The browser's own zone, offered as a suggestion when the profile has none. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
