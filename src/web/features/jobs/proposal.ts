import {
  AVAILABILITY_MAX_HOURS,
  AVAILABILITY_MIN_HOURS,
  PROPOSED_RATE_MAX,
} from '../../../shared/applications.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';

/**
 * The apply form's values as typed (docs/decisions/033). Checked here by the shared limits
 * without zod, which the job page's chunks do not load (docs/decisions/026); the server checks
 * them again.
 */
export type ProposalValues = {
  coverLetter: string;
  rate: string;
  availability: string;
  answers: string[];
};

/** Messages by API field: `description`, `proposed_rate`, `availability`, `answers`, `answers.N`. */
export type ProposalErrors = Partial<Record<string, string>>;

const MONEY = /^\d+(\.\d{1,2})?$/;
const HOURS = /^\d+$/;

export function proposalErrors(values: ProposalValues, job: JobPost): ProposalErrors {
  const errors: ProposalErrors = {};
  if (values.coverLetter.trim().length < job.min_cover_letter) {
    errors.description = `${MESSAGES.coverLetterTooShort} ${job.min_cover_letter} characters.`;
  }
  const rate = values.rate.trim();
  if (rate !== '' && !(MONEY.test(rate) && Number(rate) <= PROPOSED_RATE_MAX)) {
    errors.proposed_rate = MESSAGES.proposedRateInvalid;
  }
  const hours = values.availability.trim();
  if (
    hours !== '' &&
    !(
      HOURS.test(hours) &&
      Number(hours) >= AVAILABILITY_MIN_HOURS &&
      Number(hours) <= AVAILABILITY_MAX_HOURS
    )
  ) {
    errors.availability = MESSAGES.availabilityInvalid;
  }
  job.screening_questions.forEach((_question, i) => {
    if ((values.answers[i] ?? '').trim() === '') errors[`answers.${i}`] = MESSAGES.answerRequired;
  });
  return errors;
}

/** POST /api/job-applications's body from checked values (blank optional values left out). */
export function applyBody(jobId: number, values: ProposalValues) {
  const letter = values.coverLetter.trim();
  const rate = values.rate.trim();
  const hours = values.availability.trim();
  return {
    job_post_id: jobId,
    ...(letter ? { description: letter } : {}),
    ...(rate ? { proposed_rate: Number(rate) } : {}),
    ...(hours ? { availability: Number(hours) } : {}),
    ...(values.answers.length > 0 ? { answers: values.answers.map((a) => a.trim()) } : {}),
  };
}

/** A server message worded "field: message" (docs/decisions/029) without its field name. */
export function withoutFieldName(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/** The form's control whose name is an API field. */
export function controlNamed(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const found = form?.elements.namedItem(name);
  return found instanceof HTMLElement ? found : null;
}
