import { isComplaintCategory } from '../../../shared/complaint-categories.ts';
import { COMPLAINT_TYPES, type ComplaintType } from '../../lib/complaints.ts';
import { COMPLAINT_REASON_MAX_LENGTH, COMPLAINT_TEXTS } from './complaint-texts.ts';

export type ComplaintInput = { type: string; id: string; category?: string; reason: string };

/**
 * The body of POST /api/complaints (spec section 7: reason, and job_post_id or profile_id), with
 * the kind of wrong chosen first (docs/decisions/040).
 */
export type ComplaintBody = ({ job_post_id: number } | { profile_id: number }) & {
  reason: string;
  category?: string;
};

export function readComplaintType(value: string | null): ComplaintType | '' {
  return (COMPLAINT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ComplaintType)
    : '';
}

/** The target an address names (`?type=&id=`), or null when it names none the form can report. */
export function readComplaintTarget(
  type: string | null,
  id: string | null,
): { type: ComplaintType; id: number } | null {
  const known = readComplaintType(type);
  const text = (id ?? '').trim();
  if (known === '' || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 2_147_483_647 ? { type: known, id: value } : null;
}

/**
 * Spec section 5: every field is required ('Please fill in all fields.'); type is one of two.
 * The category counts among the fields when the form asks for it (`category` given).
 */
export function checkComplaint(
  input: ComplaintInput,
): { ok: true; body: ComplaintBody } | { ok: false; error: string } {
  const type = readComplaintType(input.type);
  const id = input.id.trim();
  const reason = input.reason.trim();
  const isCategoryMissing = input.category !== undefined && input.category === '';
  if (type === '' || id === '' || reason === '' || isCategoryMissing) {
    return { ok: false, error: COMPLAINT_TEXTS.fillAllFields };
  }
  const target = readComplaintTarget(type, id);
  if (!target) return { ok: false, error: COMPLAINT_TEXTS.idInvalid };
  if (reason.length > COMPLAINT_REASON_MAX_LENGTH) {
    return { ok: false, error: COMPLAINT_TEXTS.tooLong };
  }
  const category = isComplaintCategory(input.category) ? { category: input.category } : {};
  return {
    ok: true,
    body:
      target.type === 'job_post'
        ? { reason, job_post_id: target.id, ...category }
        : { reason, profile_id: target.id, ...category },
  };
}
