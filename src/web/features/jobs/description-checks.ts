import { JOB_DESCRIPTION_MIN_TEXT } from '../../../shared/jobs.ts';
import { MESSAGES } from '../../../shared/messages.ts';

/**
 * The Post a Job hints as a live checklist (docs/decisions/040). Two can be checked as the
 * employer types: the length the server enforces, and contact details (an e-mail address, a
 * phone number, a messenger handle or link) that would take the hiring off the site. The third,
 * no discrimination, cannot be judged by a machine: it stays a guideline and never shows a tick.
 */
export type DescriptionCheck = {
  id: 'contact' | 'discrimination' | 'length';
  text: string;
  /** true met, false not yet met, null a guideline no one can tick for you. */
  isMet: boolean | null;
  /** What is missing or found, shown beside the text when not met. */
  detail: string | null;
};

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// Seven or more digits, allowing the spaces, dots, dashes and brackets phone numbers are written with.
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/;
// A span of years ('2026-2027') is not a phone number.
const YEAR_RANGE = /\b(19|20)\d\d\s*[-–]\s*(19|20)\d\d\b/g;
const MESSENGER =
  /\b(whats\s?app|telegram|viber|signal|skype|wechat|wa\.me|t\.me)\b|(^|\s)@[a-z0-9_]{3,}/i;

/** What kind of contact detail the text holds, or null when it holds none. */
export function findContactDetail(
  text: string,
): 'e-mail address' | 'phone number' | 'messenger' | null {
  if (EMAIL.test(text)) return 'e-mail address';
  if (PHONE.test(text.replace(YEAR_RANGE, ' '))) return 'phone number';
  if (MESSENGER.test(text)) return 'messenger';
  return null;
}

export function describeChecks(text: string): DescriptionCheck[] {
  const contact = findContactDetail(text);
  const length = text.length;
  return [
    {
      id: 'contact',
      text: MESSAGES.jobHintNoContact,
      isMet: contact === null,
      detail: contact === null ? null : `Remove the ${contact}: people apply through TalentBridge.`,
    },
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
