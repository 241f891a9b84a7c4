import { clsx } from 'clsx';
import { CircleDollarSign, Hourglass, Languages, type LucideIcon, MapPin } from 'lucide-react';
import type { Talent } from '../../../shared/schemas/talents.ts';
import {
  formatAvailability,
  formatHourlyRate,
  SEARCH_STATUS_LABELS,
  type SearchStatus,
} from '../../../shared/talent-facts.ts';
import { countryName } from '../../lib/countries.ts';
import { Badge } from '../ui/badge.tsx';

/**
 * A jobseeker's talent facts as talent cards, the public profile and My Profile show them
 * (docs/decisions/032). A fact not given is left out: never 'null', never '$0/hr'.
 */

export type TalentFacts = Pick<
  Talent,
  'headline' | 'hourly_rate' | 'country' | 'languages' | 'availability' | 'search_status'
>;

export type TalentFactItem = {
  key: 'hourly_rate' | 'country' | 'availability' | 'languages';
  icon: LucideIcon;
  /** What the fact is, for screen readers ('Rate', 'Country'); the text alone is what shows. */
  name: string;
  text: string;
};

/** The facts given, in the order an employer weighs them: rate, country, hours, languages. */
export function talentFactItems(facts: TalentFacts): TalentFactItem[] {
  const items: TalentFactItem[] = [];
  if (facts.hourly_rate !== null) {
    items.push({
      key: 'hourly_rate',
      icon: CircleDollarSign,
      name: 'Rate',
      text: formatHourlyRate(facts.hourly_rate),
    });
  }
  if (facts.country) {
    items.push({ key: 'country', icon: MapPin, name: 'Country', text: countryName(facts.country) });
  }
  if (facts.availability !== null) {
    items.push({
      key: 'availability',
      icon: Hourglass,
      name: 'Availability',
      text: formatAvailability(facts.availability),
    });
  }
  if (facts.languages.length > 0) {
    items.push({
      key: 'languages',
      icon: Languages,
      name: 'Languages',
      text: facts.languages.join(', '),
    });
  }
  return items;
}

const STATUS_TONES = {
  actively_looking: 'success',
  open_to_offers: 'brand',
  not_looking: 'neutral',
} as const satisfies Record<SearchStatus, string>;

/** 'Actively looking', 'Open to offers' or 'Not looking' as a badge; nothing when not said. */
export function SearchStatusBadge({ status }: { status: SearchStatus | null }) {
  if (!status) return null;
  return <Badge tone={STATUS_TONES[status]}>{SEARCH_STATUS_LABELS[status]}</Badge>;
}

/** The facts as one wrapping line of icon and text pairs, as a talent card shows them. */
export function TalentFactLine({ facts, className }: { facts: TalentFacts; className?: string }) {
  const items = talentFactItems(facts);
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Talent facts"
      className={clsx('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-neutral-700', className)}
    >
      {items.map(({ key, icon: Icon, name, text }) => (
        <li key={key} className="inline-flex min-w-0 items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          <span className="sr-only">{name}: </span>
          <span className="min-w-0 break-words">{text}</span>
        </li>
      ))}
    </ul>
  );
}
