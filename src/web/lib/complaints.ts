/**
 * Complaints as the server answers them (spec section 3): the complainant reads their own on
 * /complaint ("My reports"), the admin every one in the Complaints tab. The shared schema is the
 * one the server serializes with.
 */
export {
  COMPLAINT_REASON_MAX_LENGTH,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  type Complaint,
  type ComplaintType,
  complaintSchema,
} from '../../shared/schemas/admin-content.ts';
