import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionState } from '../lib/session.ts';
import {
  clearTwoFactorPrompt,
  isTwoFactorPromptPending,
  TWO_FACTOR_PATH,
  twoFactorStatusOptions,
} from '../lib/two-factor.ts';
import { Alert } from './ui/alert.tsx';
import { Button, buttonStyles } from './ui/button.tsx';

/**
 * The prompt an admin without two-factor sign-in sees after signing in (ADMIN_MFA unset,
 * docs/decisions/047): set it up now, or not for this sign-in. It does not block the page.
 */
export function TwoFactorPrompt({ className }: { className?: string }) {
  const { session } = useSessionState();
  const [isPending, setIsPending] = useState(isTwoFactorPromptPending);
  const isAdmin = session?.claims.role === 'admin';
  const status = useQuery({
    ...twoFactorStatusOptions(session?.claims.sub ?? ''),
    enabled: isPending && isAdmin,
  });
  if (!isPending || !isAdmin || !status.data || status.data.enabled) return null;
  return (
    <Alert
      tone="info"
      isAnnounced={false}
      className={className}
      action={
        <span className="-my-1 flex flex-wrap gap-2">
          <Link to={TWO_FACTOR_PATH} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            Set up now
          </Link>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              clearTwoFactorPrompt();
              setIsPending(false);
            }}
          >
            Not now
          </Button>
        </span>
      }
    >
      Protect your admin account: turn on two-factor sign-in.
    </Alert>
  );
}
