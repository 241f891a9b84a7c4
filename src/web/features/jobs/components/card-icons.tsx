import { CalendarDays, Clock, DollarSign, type LucideIcon, MapPin, Users } from 'lucide-react';

/**
 * The icons every Find Jobs card repeats, drawn once per page as symbols that each card's icon
 * points at (`<use>`): thirty cards would otherwise carry 600 elements of icon paths for the
 * browser to parse, style and hydrate (docs/decisions/063).
 */
const CARD_ICONS = {
  applicants: Users,
  overlap: Clock,
  salary: DollarSign,
  location: MapPin,
  posted: CalendarDays,
} satisfies Record<string, LucideIcon>;

export type CardIconName = keyof typeof CARD_ICONS;

const symbolId = (name: CardIconName) => `job-card-icon-${name}`;

/** The symbols, once, before the cards that use them. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {(Object.keys(CARD_ICONS) as CardIconName[]).map((name) => {
        const Icon = CARD_ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One card icon: its colour is the text colour of `className`, as a lucide icon's is. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
