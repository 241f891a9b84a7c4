import { clsx } from 'clsx';
import { MailPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSessionState } from '../../../lib/session.ts';
import type { Invitee } from './invite-dialog.tsx';

/**
 * The dialog's code (its form, the invitation's schemas) is its own chunk: a visitor's profile
 * page and Find Talent do not load it; an employer's starts loading as the pointer or focus
 * reaches the button.
 */
const loadInviteDialog = () => import('./invite-dialog.tsx');
const InviteDialog = lazy(() => loadInviteDialog().then((m) => ({ default: m.InviteDialog })));

type InviteButtonProps = { invitee: Invitee; fullWidth?: boolean; className?: string };

/**
 * "Invite to apply" (docs/decisions/034), on talent cards and jobseekers' public profiles: shown
 * to employers only; the server decides the rest. The dialog is mounted on first use, so a page of
 * cards carries no dialogs until one is opened.
 */
export function InviteButton({ invitee, fullWidth, className }: InviteButtonProps) {
  const { session } = useSessionState();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (session?.claims.role !== 'employer') return null;
  return (
    <div className={clsx(fullWidth && 'w-full', className)}>
      <Button
        fullWidth={fullWidth}
        onPointerEnter={() => void loadInviteDialog()}
        onFocus={() => void loadInviteDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <MailPlus aria-hidden="true" className="size-4" />
        Invite to apply
        <span className="sr-only">: {invitee.username}</span>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <InviteDialog invitee={invitee} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
