import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';

/** What a signed-out visitor sees on a page of their own account (/profile, /two-factor). */
export function SignInRequired({ className }: { className?: string }) {
  return (
    <Alert
      tone="warning"
      className={className}
      action={
        <Link to="/login" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          Sign In
        </Link>
      }
    >
      {MESSAGES.loginToViewPage}
    </Alert>
  );
}
