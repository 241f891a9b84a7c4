import { COMPLAINT_TYPES, type ComplaintType } from '../../lib/complaints.ts';
import { COMPLAINT_REASON_MAX_LENGTH, COMPLAINT_TEXTS } from './complaint-texts.ts';

export type ComplaintInput = { type: string; id: string; reason: string };

/** The body of POST /api/complaints (spec section 7: reason, and job_post_id or profile_id). */
export type ComplaintBody =
  | { reason: string; job_post_id: number }
  | { reason: string; profile_id: number };

export function readComplaintType(value: string | null): ComplaintType | '' {
  return (COMPLAINT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ComplaintType)
    : '';
}

/** Spec section 5: every field is required ('Please fill in all fields.'); type is one of two. */
export function checkComplaint(
  input: ComplaintInput,
): { ok: true; body: ComplaintBody } | { ok: false; error: string } {
  const type = readComplaintType(input.type);
  const id = input.id.trim();
  const reason = input.reason.trim();
  if (type === '' || id === '' || reason === '') {
    return { ok: false, error: COMPLAINT_TEXTS.fillAllFields };
  }
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) {
    return { ok: false, error: COMPLAINT_TEXTS.idInvalid };
  }
  if (reason.length > COMPLAINT_REASON_MAX_LENGTH) {
    return { ok: false, error: COMPLAINT_TEXTS.tooLong };
  }
  return {
    ok: true,
    body:
      type === 'job_post'
        ? { reason, job_post_id: Number(id) }
        : { reason, profile_id: Number(id) },
  };
}
