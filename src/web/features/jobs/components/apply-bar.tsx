import { clsx } from 'clsx';
import { CircleCheck, Send } from 'lucide-react';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { salaryPerHr } from '../../../lib/job-text.ts';
import type { Session } from '../../../lib/session.ts';
import { useApplicationCheck } from '../queries/use-application-check.ts';

/** The id of the page's own apply area, the bar's link target (docs/decisions/041). */
export const APPLY_AREA_ID = 'apply';

/**
 * Whether the person has reached `target`: it is on the screen or above it. Null until the
 * observer's first answer.
 */
function useHasReached(target: RefObject<HTMLElement | null>): boolean | null {
  const [hasReached, setHasReached] = useState<boolean | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setHasReached(false);
      return;
    }
    // The screen, grown far upwards: "intersecting" is on the screen or anywhere above it, so a
    // jump from above the area to below it (End, a scroll to the bottom) is noticed too.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setHasReached(entry.isIntersecting);
      },
      { rootMargin: '100000px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return hasReached;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** What the page shows instead of an action: the state, as text. */
function StateText({ children }: { children: ReactNode }) {
  return (
    <p className="flex shrink-0 items-center gap-1.5 text-right text-sm font-semibold text-neutral-700">
      {children}
    </p>
  );
}

/** The jobseeker's action: go to the proposal form and start writing (or the state instead). */
function JobseekerAction({ job, area }: { job: JobPost; area: RefObject<HTMLElement | null> }) {
  const isOpen = job.status === 'Active' && !job.pending_review;
  // The same query as the apply form's: one request, one answer for both.
  const check = useApplicationCheck(job.id, { enabled: isOpen });
  if (!isOpen) return <StateText>Not accepting applications</StateText>;
  if (check.data === true) {
    return (
      <StateText>
        <CircleCheck aria-hidden="true" className="size-4 text-success-700" />
        Already Applied
      </StateText>
    );
  }
  if (check.isPending) return null;

  const goToForm = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = area.current;
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // The cover letter is where a proposal starts; its name is the API field (decisions/033).
    element
      .querySelector<HTMLTextAreaElement>('textarea[name="description"]')
      ?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${APPLY_AREA_ID}`} onClick={goToForm} className={buttonStyles({ size: 'lg' })}>
      <Send aria-hidden="true" className="size-4" />
      Apply Now
    </a>
  );
}

type ApplyBarProps = {
  job: JobPost;
  session: Session | null;
  isOwner: boolean;
  /** The page's own apply area: the bar shows only until the person reaches it. */
  area: RefObject<HTMLElement | null>;
};

/**
 * The salary and the apply action, kept at the bottom of a phone's screen (docs/decisions/041):
 * on a phone the apply area is far down the page. It shows what the apply area shows, 'Login to
 * Apply', 'Apply Now' (which goes to the proposal form), 'Already Applied' or that the post takes
 * no applications; nothing for the owner or for employers and admins, who cannot apply.
 *
 * It shows only until the person reaches the page's own apply area (on the screen or scrolled
 * past): the same action is never offered twice at once, and the page's end and the footer,
 * which come after the apply area, are never covered. It appears and goes while its own place
 * is below the screen (its place follows the apply area), so nothing in view moves. Sticky
 * rather than fixed: were it ever left showing (no IntersectionObserver), it would rest in its
 * own place after the page's last content, above the footer. From lg up the apply area is in
 * the first screen's side column, and there is no bar.
 */
export function ApplyBar({ job, session, isOwner, area }: ApplyBarProps) {
  const hasReachedArea = useHasReached(area);
  if (isOwner || (session !== null && session.claims.role !== 'jobseeker')) return null;
  return (
    <section
      aria-label="Quick apply"
      className={clsx(
        'sticky bottom-0 z-20 -mx-4 mt-8 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur sm:-mx-6 sm:px-6 lg:hidden',
        // Until the observer answers (a frame), and from the apply area on: none.
        hasReachedArea !== false && 'hidden',
      )}
    >
      <div className="flex min-h-12 items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-xs text-neutral-600">Salary</span>
          <span className="block truncate text-base font-semibold text-neutral-900">
            {salaryPerHr(job.salary)}
          </span>
        </p>
        {session === null ? (
          <Link to="/login" className={clsx(buttonStyles({ size: 'lg' }), 'shrink-0')}>
            Login to Apply
          </Link>
        ) : (
          <JobseekerAction job={job} area={area} />
        )}
      </div>
    </section>
  );
}
