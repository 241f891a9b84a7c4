import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_PATHS } from '../../src/shared/pages.ts';
import { E2E_ADMIN } from './accounts.ts';
import { type Account, createCategories, loginViaApi, registerViaApi } from './api.ts';
import {
  applyViaApi,
  createApprovedJob,
  decideViaApi,
  inviteViaApi,
  type JobRef,
  reviewViaApi,
  setTalentProfile,
} from './hiring.ts';

/**
 * A small marketplace to walk every page of the site through (e2e/a11y.spec.ts and the
 * screenshots of `npm run screenshots`): an employer with an approved job, a jobseeker whose
 * application was accepted, reviews both ways, an invitation to a second job, and a category, so
 * list pages have content and pages with an id open something real.
 */
export type Tour = {
  employer: Account;
  jobseeker: Account;
  adminToken: string;
  job: JobRef;
  applicationId: number;
};

export type Viewer = 'visitor' | 'jobseeker' | 'employer' | 'admin';
export const VIEWERS: readonly Viewer[] = ['visitor', 'jobseeker', 'employer', 'admin'];

export async function arrangeTour(request: APIRequestContext): Promise<Tour> {
  // Two workers may arrange a tour in the same millisecond: the random part keeps the category's
  // name (unique on the server) their own.
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [category] = await createCategories(request, [`Customer Support ${suffix}`]);
  const employer = await registerViaApi(request, 'employer', 'touremp');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'tourseek');
  await setTalentProfile(request, jobseeker, {
    skills: ['Zendesk', 'Customer support', 'Inbox management'],
    experience: 'Four years of e-mail and chat support for online shops.',
    timezone: 'Europe/Lisbon',
    ...(category ? { categoryIds: [category.id] } : {}),
    headline: 'Friendly customer support for online shops, in three languages',
    hourly_rate: 14,
    country: 'PT',
    languages: ['Portuguese', 'English', 'Spanish'],
    availability: 30,
    search_status: 'actively_looking',
  });
  const job = await createApprovedJob(request, employer, `Customer Support Agent ${suffix}`);
  const application = await applyViaApi(request, jobseeker, job.id);
  await decideViaApi(request, employer, application.id, 'Accepted');
  await reviewViaApi(request, employer, application.id, 5, 'Quick to learn and kind to customers.');
  await reviewViaApi(request, jobseeker, application.id, 4, 'Clear instructions, paid on time.');
  const second = await createApprovedJob(request, employer, `Live Chat Specialist ${suffix}`);
  await inviteViaApi(
    request,
    employer,
    jobseeker,
    second.id,
    'Hi! Your Zendesk experience is just what our live chat team needs. Would you apply?',
  );
  const adminToken = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { employer, jobseeker, adminToken, job, applicationId: application.id };
}

export function tokenOf(tour: Tour, viewer: Viewer): string | null {
  switch (viewer) {
    case 'visitor':
      return null;
    case 'jobseeker':
      return tour.jobseeker.token;
    case 'employer':
      return tour.employer.token;
    case 'admin':
      return tour.adminToken;
  }
}

/**
 * Every page of src/shared/pages.ts as a path to open, with a representative value
 * for each parameter and the query a page is about (a token, a complaint's target). A route with a
 * parameter this table does not know fails loudly, so a new page is never skipped unseen.
 */
export function tourPaths(tour: Tour): string[] {
  const byPattern: Record<string, string> = {
    '/register/:role': '/register/jobseeker',
    '/users/:id': `/users/${tour.jobseeker.id}`,
    '/jobs/:id': `/jobs/${tour.job.id}`,
    '/my-job-posts/:id/edit': `/my-job-posts/${tour.job.id}/edit`,
    '/reviews/:id': `/reviews/${tour.jobseeker.id}`,
    // Pages about a query: the token and target they read (an unknown token shows its message).
    '/verify-email': '/verify-email?token=a11y-tour-unknown-token',
    '/reset-password/confirm': '/reset-password/confirm?token=a11y-tour-unknown-token',
    '/unsubscribe': '/unsubscribe?token=a11y-tour-unknown-token',
    '/complaint': `/complaint?type=job_post&id=${tour.job.id}`,
  };
  return PAGE_PATHS.map((route) => {
    const path = byPattern[route];
    if (path) return path;
    if (route.includes(':')) {
      throw new Error(`e2e/support/site-tour.ts: add a representative path for ${route}`);
    }
    return route;
  });
}

/** Opens the page as `viewer`: the token is in localStorage before the app's first script runs. */
export async function signInBeforeLoad(page: Page, token: string | null): Promise<void> {
  if (!token) return;
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('a11y-tour-started')) {
      sessionStorage.setItem('a11y-tour-started', '1');
      localStorage.setItem('token', value);
    }
  }, token);
}

/**
 * Waits until the page has settled: its chunk loaded, one h1 shown, and no region still marked
 * busy (skeletons) — the state a person reads and axe should judge.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, {
    timeout: 10_000,
  });
  // A colour read mid-way through a transition is not the page's: wait for them to end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
        ),
    undefined,
    { timeout: 5_000 },
  );
}
