/**
 * What kind of wrong a complaint reports (docs/decisions/040), chosen on /complaint before the
 * free text. Optional on POST /api/complaints: the spec's `{ reason, job_post_id | profile_id }`
 * stays valid without it. The values are the API's; the labels are what people read.
 */
export const COMPLAINT_CATEGORIES = [
  'scam',
  'asks_for_payment',
  'off_platform_contact',
  'inappropriate',
  'discrimination',
  'other',
] as const;

export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  scam: 'Scam or fraud',
  asks_for_payment: 'Asks for payment',
  off_platform_contact: 'Contact outside TalentBridge',
  inappropriate: 'Inappropriate content',
  discrimination: 'Discrimination',
  other: 'Something else',
};

export const isComplaintCategory = (value: unknown): value is ComplaintCategory =>
  typeof value === 'string' && (COMPLAINT_CATEGORIES as readonly string[]).includes(value);
