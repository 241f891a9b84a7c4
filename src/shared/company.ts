/**
 * Employers are companies (docs/decisions/036): replies give the company name trimmed, or null
 * when blank, and screens show it with the username as the fallback.
 */

/** A company name as replies give it: trimmed, null when blank. */
export const companyNameOf = (raw: string | null | undefined): string | null => raw?.trim() || null;

/** The name a screen shows for an employer: the company's, else the username. */
export const employerDisplayName = (employer: {
  username: string;
  company_name?: string | null;
}): string => employer.company_name?.trim() || employer.username;
