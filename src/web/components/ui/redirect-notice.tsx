import { useEffect, useRef } from 'react';
import { useRedirectAfter } from '../../lib/redirect-after.ts';
import { Button } from './button.tsx';
import { TextLink } from './text-link.tsx';

type RedirectNoticeProps = {
  /** Where the page goes. */
  to: string;
  /** That place in words, after 'Taking you to': 'the sign-in page', 'your profile'. */
  destination: string;
  /** The redirect runs, and the notice shows, while this is true. */
  isActive: boolean;
  className?: string;
};

/**
 * The spec's redirects after 3 seconds (section 9), said out loud in a live region with a way to
 * stay (WCAG 2.2.1, docs/decisions/062). The region is there before the notice, so that screen
 * readers announce the notice when it appears, and again when the person chose to stay.
 */
export function RedirectNotice({ to, destination, isActive, className }: RedirectNoticeProps) {
  const redirect = useRedirectAfter(to, isActive);
  const goLink = useRef<HTMLAnchorElement>(null);
  // The Stay button goes away when pressed: focus moves to what is left, not to the page.
  useEffect(() => {
    if (redirect.isStopped) goLink.current?.focus();
  }, [redirect.isStopped]);

  return (
    <div aria-live="polite" className={className}>
      {isActive ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-neutral-600">
          {redirect.isStopped ? (
            <span>You are staying on this page.</span>
          ) : (
            <>
              <span>Taking you to {destination} in 3 seconds.</span>
              <Button variant="secondary" size="sm" onClick={redirect.stop}>
                Stay on this page
              </Button>
            </>
          )}
          <TextLink ref={goLink} to={to} replace>
            Go to {destination}
            {redirect.isStopped ? null : ' now'}
          </TextLink>
        </p>
      ) : null}
    </div>
  );
}
