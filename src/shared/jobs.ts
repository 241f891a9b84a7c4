/** One list of job types everywhere: post, edit and search (decisions.md, "Jobs"). */
export const JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Project-based',
  'Contract',
  'Temporary',
  'Internship',
] as const;

/** Status names exactly as the spec gives them (section 3). */
export const JOB_STATUSES = ['Active', 'closed'] as const;

/** How a status reads on screen: capitalised as a label, whatever the spec's value. */
export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  Active: 'Active',
  closed: 'Closed',
};

/**
 * The admin list's findings filter (docs/decisions/045): posts the scam detector found something
 * in, or posts it found nothing in.
 */
export const JOB_RISK_FILTERS = ['flagged', 'clear'] as const;

export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_DESCRIPTION_MIN_TEXT = 150;
export const JOB_DESCRIPTION_MAX_TEXT = 20_000;
export const JOB_LOCATION_MAX_LENGTH = 200;
export const JOB_SKILLS_MAX = 30;
export const JOB_SALARY_MAX = 1_000_000;
export const JOB_PAGE_SIZE = 30;
export const JOB_LIST_MAX_LIMIT = 100;
/** A company's other open jobs on the job page and its profile (docs/decisions/036). */
export const EMPLOYER_JOBS_DEFAULT_LIMIT = 6;
export const EMPLOYER_JOBS_MAX_LIMIT = 20;
export const JOB_SORT_FIELDS = ['created_at', 'relevance', 'salary'] as const;

/** The headings Post a Job starts with (spec "Post a Job"). */
export const JOB_DESCRIPTION_TEMPLATE =
  '<h3>Responsibilities</h3><p></p><h3>Requirements</h3><p></p><h3>Terms</h3><p></p><h3>Work experience</h3><p></p>';
