/**
 * What the scam and off-platform detector reports (docs/decisions/044), apart from the detector
 * itself: the reply schemas and the pages that show findings import these without loading and
 * compiling the rules (docs/decisions/056: that was a third of Find Jobs' script time on a phone).
 */
export const FINDING_KINDS = [
  'contact_info',
  'upfront_payment',
  'payment_method',
  'off_platform',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export type Finding = {
  kind: FindingKind;
  /** The sentence (or line) holding the match, whitespace-collapsed, at most 240 characters. */
  excerpt: string;
  /** Where the matched words sit inside `excerpt`, [start, end) in UTF-16 units, for highlighting. */
  match: { start: number; end: number };
};

/** The longest excerpt a finding carries. */
export const EXCERPT_MAX_LENGTH = 240;

/** The kinds found in a text, each once, in FINDING_KINDS order. */
export function riskKinds(findings: readonly Finding[]): FindingKind[] {
  return FINDING_KINDS.filter((kind) => findings.some((f) => f.kind === kind));
}
