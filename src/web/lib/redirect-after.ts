import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: pages that move on by themselves do so after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;

export type PendingRedirect = {
  /** True once the person chose to stay: the redirect will not happen on this page. */
  isStopped: boolean;
  /** Cancels the redirect (WCAG 2.2.1: a time limit the person can turn off). */
  stop: () => void;
};

/**
 * Goes to `path` once `isActive` has been true for `delayMs`, unless `stop` was called; leaving
 * the page cancels it. Used through RedirectNotice, which says so and offers to stay.
 */
export function useRedirectAfter(
  path: string,
  isActive: boolean,
  delayMs = REDIRECT_DELAY_MS,
): PendingRedirect {
  const navigate = useNavigate();
  const [isStopped, setIsStopped] = useState(false);
  useEffect(() => {
    if (!isActive || isStopped) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [isActive, isStopped, path, delayMs, navigate]);
  return { isStopped, stop: () => setIsStopped(true) };
}
