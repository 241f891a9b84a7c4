import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: pages that move on by themselves do so after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;

/** Goes to `path` once `isActive` has been true for `delayMs`; leaving the page cancels it. */
export function useRedirectAfter(path: string, isActive: boolean, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isActive) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [isActive, path, delayMs, navigate]);
}
