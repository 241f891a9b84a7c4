import { employerDisplayName } from '../../../shared/company.ts';
import { jobPagePath } from '../../../shared/job-slug.ts';
import { SITE_NAME } from '../../../shared/pages.ts';

/**
 * A public job's schema.org JobPosting, for Google's job search (docs/decisions/057). Built from
 * the row the page's head reads (service.ts `publicJob`); pure, so a test checks every property
 * against schema.org's vocabulary and Google's required list.
 */
export type JobPostingInput = {
  id: number;
  title: string;
  /** Stored, sanitized HTML: Google asks for the full description, and accepts HTML in it. */
  description: string;
  jobType: string;
  location: string | null;
  salary: number | null;
  publicSince: Date | null;
  createdAt: Date;
  employerId: number;
  employerUsername: string;
  companyName: string | null;
  employerAvatar: string | null;
  /** When the post stops being public (expiry, docs/decisions/058); null or absent: not given. */
  validThrough?: Date | null;
};

/** Our job types (src/shared/jobs.ts) as Google's employmentType values. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  'Project-based': 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
};

export function employmentTypeOf(jobType: string): string {
  return EMPLOYMENT_TYPES[jobType] ?? 'OTHER';
}

/**
 * Locations that name no place: every post is remote work (spec section 3), and the location
 * field says where applicants should be, when anywhere. These say "anywhere".
 */
const NO_PLACE = /^(remote|anywhere|worldwide|global|any|n\/?a|-)?$/i;

/** The place applicants must be in, when the post names one. */
export function applicantPlaceOf(location: string | null): string | null {
  const place = location?.trim() ?? '';
  return NO_PLACE.test(place) ? null : place;
}

/** A stored path (`/uploads/avatars/…`) or an absolute URL as an absolute URL; null for none. */
export function absoluteUrl(pathOrUrl: string | null, publicUrl: string): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl.startsWith('/') ? `${publicUrl}${pathOrUrl}` : null;
}

export function jobPostingJsonLd(input: JobPostingInput, publicUrl: string) {
  const profileUrl = `${publicUrl}/users/${input.employerId}`;
  const logo = absoluteUrl(input.employerAvatar, publicUrl);
  const place = applicantPlaceOf(input.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: (input.publicSince ?? input.createdAt).toISOString(),
    ...(input.validThrough ? { validThrough: input.validThrough.toISOString() } : {}),
    employmentType: employmentTypeOf(input.jobType),
    hiringOrganization: {
      '@type': 'Organization',
      name: employerDisplayName({
        username: input.employerUsername,
        company_name: input.companyName,
      }),
      sameAs: profileUrl,
      url: profileUrl,
      ...(logo ? { logo } : {}),
    },
    // Every TalentBridge job is remote work (spec section 3): Google's "100% remote" marking.
    jobLocationType: 'TELECOMMUTE',
    ...(place ? { applicantLocationRequirements: { '@type': 'Country', name: place } } : {}),
    ...(input.salary !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            // Salaries are hourly rates in US dollars (spec section 3).
            value: { '@type': 'QuantitativeValue', value: input.salary, unitText: 'HOUR' },
          },
        }
      : {}),
    // The page has the apply form (spec section 4).
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(input.id) },
    url: `${publicUrl}${jobPagePath(input.id, input.title)}`,
  };
}

/**
 * JSON inside a `<script>` element: `<`, `>` and `&` as JSON escapes, so no text can close the
 * element or open a comment (`</script>`, `<!--`), and U+2028/U+2029 too, which some parsers of
 * scripts still read as line ends. JSON.parse gives back exactly the original strings.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
