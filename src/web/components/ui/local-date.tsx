import { type DateInput, formatDate } from '../../lib/date.ts';
import { useDisplayZone } from '../../lib/display-zone.ts';

type LocalDateProps = {
  value: DateInput;
  /** The viewer's chosen zone (an IANA name), or null for the browser's. */
  zone: string | null;
  /** One of lib/date.ts's formats; formatDate (03/14/2026) unless given. */
  format?: (value: DateInput, timeZone?: string | null) => string;
};

/**
 * A date in the viewer's zone: UTC while a drawn page is adopted, the browser's zone after
 * (docs/decisions/056). Only this text is drawn again when hydration ends, not the page around it:
 * thirty cards or a whole job page rendered a second time was the longest task of a phone's load
 * (docs/decisions/063).
 */
export function LocalDate({ value, zone, format = formatDate }: LocalDateProps) {
  return format(value, useDisplayZone(zone));
}
