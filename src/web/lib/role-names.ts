import type { Role } from '../../shared/roles.ts';

/** How a role reads in headings and badges. */
export const ROLE_NAMES: Record<Role, string> = {
  jobseeker: 'Jobseeker',
  employer: 'Employer',
  admin: 'Admin',
};
