import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '../../../shared/limits.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { TextLink } from '../ui/text-link.tsx';

function hasAccepted(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** Shown until accepted (spec section 4); acceptance is kept as cookieConsent = 'accepted'. */
export function CookieBanner() {
  // Read after the first render: the server draws pages for every visitor, accepted or not, and
  // the hydrating render must match it (docs/decisions/056).
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => setIsVisible(!hasAccepted()), []);
  if (!isVisible) return null;

  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
    } catch {
      // Storage disabled: hide for this visit anyway.
    }
    setIsVisible(false);
  };

  return (
    // Sticky rather than fixed: it stays in view while scrolling but never covers the footer.
    <section
      aria-label="Cookie notice"
      className="sticky bottom-0 z-30 border-t border-neutral-200 bg-white/95 shadow-lg backdrop-blur"
    >
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="text-sm text-neutral-700">
            We use cookies and your browser&apos;s storage only to keep you signed in and remember
            your choices. Read our <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
          </p>
        </div>
        <Button onClick={accept} className="self-end sm:self-auto">
          Got it
        </Button>
      </Container>
    </section>
  );
}
