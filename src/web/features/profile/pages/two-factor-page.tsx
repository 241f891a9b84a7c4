import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { homePathFor } from '../../../lib/auth.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSessionState } from '../../../lib/session.ts';
import { clearTwoFactorPrompt, twoFactorStatusOptions } from '../../../lib/two-factor.ts';
import { SignInRequired } from '../components/sign-in-required.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/**
 * The enrol screen (docs/decisions/047): where an admin without two-factor sign-in lands after
 * signing in. ADMIN_MFA unset: they may skip it for this sign-in; ADMIN_MFA=required: the admin
 * console refuses them until it is on. Anyone signed in may use it; /profile has the same section.
 */
export function TwoFactorPage() {
  useDocumentTitle('Two-factor sign-in');
  const { session } = useSessionState();
  const navigate = useNavigate();
  const userId = session?.claims.sub ?? '';
  const status = useQuery({ ...twoFactorStatusOptions(userId), enabled: session !== null });

  if (!session) {
    return (
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Two-factor sign-in</h1>
        <SignInRequired className="mt-6" />
      </Container>
    );
  }

  const home = homePathFor(session.claims.role);
  const enrolment = status.data?.enrolment;
  const isOn = status.data?.enabled === true;
  return (
    <Container className="py-10 sm:py-14">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Account security
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">
          Protect your account
        </h1>
        {enrolment === 'required' && !isOn ? (
          <Alert tone="warning" className="mt-6">
            Admins must turn on two-factor sign-in before using the admin console. It takes a
            minute: scan a QR code, then enter one code.
          </Alert>
        ) : null}
        {enrolment === 'prompted' && !isOn ? (
          <Alert
            tone="info"
            className="mt-6"
            action={
              <Link
                to={home}
                onClick={clearTwoFactorPrompt}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                Not now
              </Link>
            }
          >
            Admin accounts can change every account on TalentBridge. Turn on two-factor sign-in so
            that a stolen password alone cannot get in.
          </Alert>
        ) : null}
        <div className="mt-6">
          <TwoFactorSection
            userId={userId}
            onEnabled={() => void navigate(home, { replace: true })}
          />
        </div>
        {isOn ? (
          <p className="mt-6">
            <Link to={home} className={buttonStyles({ variant: 'secondary' })}>
              Continue
            </Link>
          </p>
        ) : null}
      </div>
    </Container>
  );
}
