import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { hasAccepted, rememberConsent, useInitialConsent } from '../../lib/cookie-consent.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { TextLink } from '../ui/text-link.tsx';

/**
 * Shown until accepted (spec section 4). The first render follows the consent cookie, as the
 * server's page did (lib/cookie-consent.ts); an answer kept only in local storage hides it after
 * that render, and is copied to the cookie.
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(!useInitialConsent());
  useEffect(() => {
    if (!hasAccepted()) return;
    rememberConsent();
    setIsVisible(false);
  }, []);
  if (!isVisible) return null;

  const accept = () => {
    rememberConsent();
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
