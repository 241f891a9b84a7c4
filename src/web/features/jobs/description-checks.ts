import { JOB_DESCRIPTION_MIN_TEXT } from '../../../shared/jobs.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Finding, FindingKind } from '../../../shared/trust/findings.ts';

/**
 * The Post a Job hints as a live checklist (docs/decisions/040). The posting rules are checked as
 * the employer types, by the scam detector the server runs on every save (docs/decisions/045):
 * 'No contact info' (the spec's hint), no fees or payments asked of candidates, and hiring that
 * stays on TalentBridge. The length is the one the server enforces. No discrimination cannot be
 * judged by a machine: it stays a guideline and never shows a tick.
 */
export type RiskRule = 'contact' | 'payment' | 'platform';

export type DescriptionCheck = {
  id: RiskRule | 'discrimination' | 'length';
  text: string;
  /** true met, false not yet met, null a guideline no one can tick for you. */
  isMet: boolean | null;
  /** What is missing or found, shown beside the text when not met. */
  detail: string | null;
};

/** The rule each kind of finding breaks, as the employer reads it. */
export const RULE_OF_KIND: Record<FindingKind, RiskRule> = {
  contact_info: 'contact',
  off_platform: 'platform',
  upfront_payment: 'payment',
  payment_method: 'payment',
};

export const RISK_RULE_TEXTS: Record<RiskRule, string> = {
  contact: MESSAGES.jobHintNoContact,
  payment: MESSAGES.jobRuleNoPayment,
  platform: MESSAGES.jobRuleStayOnSite,
};

export const isRiskRule = (id: DescriptionCheck['id']): id is RiskRule => id in RISK_RULE_TEXTS;

/** The rules a sentence's kinds of findings break, each once, in the checklist's order. */
export function rulesBroken(kinds: readonly FindingKind[]): RiskRule[] {
  const broken = new Set(kinds.map((kind) => RULE_OF_KIND[kind]));
  return (Object.keys(RISK_RULE_TEXTS) as RiskRule[]).filter((rule) => broken.has(rule));
}

const sentences = (count: number) => (count === 1 ? '1 sentence' : `${count} sentences`);

function ruleCheck(rule: RiskRule, findings: readonly Finding[]): DescriptionCheck {
  const count = new Set(findings.filter((f) => RULE_OF_KIND[f.kind] === rule).map((f) => f.excerpt))
    .size;
  return {
    id: rule,
    text: RISK_RULE_TEXTS[rule],
    isMet: count === 0,
    detail: count === 0 ? null : `${sentences(count)} to rewrite, shown below`,
  };
}

/**
 * The checklist for a description's plain text and the findings of the post (its title's and its
 * description's, `jobPostFindings`).
 */
export function describeChecks(text: string, findings: readonly Finding[]): DescriptionCheck[] {
  const length = text.length;
  return [
    ruleCheck('contact', findings),
    ruleCheck('payment', findings),
    ruleCheck('platform', findings),
    {
      id: 'discrimination',
      text: MESSAGES.jobHintNoDiscrimination,
      isMet: null,
      detail: null,
    },
    {
      id: 'length',
      text: MESSAGES.jobHintMinLength,
      isMet: length >= JOB_DESCRIPTION_MIN_TEXT,
      detail:
        length >= JOB_DESCRIPTION_MIN_TEXT
          ? null
          : `${length} of ${JOB_DESCRIPTION_MIN_TEXT} so far`,
    },
  ];
}
