/** Roles a person can hold. Admin is never chosen at registration (decisions.md). */
export const ROLES = ['jobseeker', 'employer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves on the Sign Up page. */
export const SELF_SERVICE_ROLES = ['employer', 'jobseeker'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return typeof value === 'string' && (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}
