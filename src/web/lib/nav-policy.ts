import type { Role } from '../../shared/roles.ts';

/**
 * What the header offers each kind of viewer (spec section 2, "Header and shell"): the single
 * policy map of style.md. It decides only what the UI shows; the server decides what is allowed.
 * Signed-in viewers also get the greeting and the Logout button, which the header adds itself.
 */
export type NavLink = { to: string; label: string };

export type NavEntry =
  | ({ kind: 'link' } & NavLink)
  | { kind: 'menu'; label: string; items: readonly NavLink[] }
  | ({ kind: 'action'; variant: 'primary' | 'secondary' } & NavLink);

export type NavAudience = Role | 'visitor';

const findJobs: NavEntry = { kind: 'link', to: '/find-job', label: 'Find Jobs' };
const findTalent: NavEntry = { kind: 'link', to: '/find-talent', label: 'Find Talent' };
// The header adds the live unread count badge next to Messages (docs/decisions/017).
const messages: NavEntry = { kind: 'link', to: '/messages', label: 'Messages' };
const profile: NavEntry = { kind: 'link', to: '/profile', label: 'My Profile' };
const feedback: NavEntry = { kind: 'link', to: '/feedback', label: 'Feedback' };

export const NAV_POLICY: Record<NavAudience, readonly NavEntry[]> = {
  visitor: [
    {
      kind: 'menu',
      label: 'How it Works',
      items: [
        { to: '/how-it-works/jobseeker-faq', label: 'For Jobseekers' },
        { to: '/how-it-works/employer-faq', label: 'For Employers' },
      ],
    },
    { kind: 'link', to: '/pricing', label: 'Pricing' },
    { kind: 'link', to: '/real-results', label: 'Real Results' },
    findJobs,
    messages,
    { kind: 'link', to: '/login', label: 'Sign In' },
    // Spec section 2 names these two buttons in capitals; both lead to the role choice.
    { kind: 'action', variant: 'secondary', to: '/role-selection', label: 'POST A JOB' },
    { kind: 'action', variant: 'primary', to: '/role-selection', label: 'SIGN UP' },
  ],
  jobseeker: [
    findJobs,
    { kind: 'link', to: '/my-applications', label: 'My Applications' },
    { kind: 'link', to: '/invitations', label: 'Invitations' },
    { kind: 'link', to: '/job-alerts', label: 'Job alerts' },
    messages,
    profile,
    feedback,
  ],
  employer: [
    { kind: 'link', to: '/my-job-posts', label: 'My Job Posts' },
    { kind: 'link', to: '/post-job', label: 'Post a Job' },
    messages,
    profile,
    feedback,
  ],
  admin: [
    { kind: 'link', to: '/admin', label: 'Admin' },
    findJobs,
    findTalent,
    messages,
    profile,
    feedback,
  ],
};

export function navFor(role: Role | null): readonly NavEntry[] {
  return NAV_POLICY[role ?? 'visitor'];
}
