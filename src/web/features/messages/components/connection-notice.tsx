import { WifiOff } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';

/**
 * "Failed to connect to chat server. Retrying..." while the connection is away (spec section 8).
 * Always in the page, so screen readers announce the text when it appears. `className` places it
 * (the page draws it above the card, or at the top of the open chat on phones: decisions/041).
 */
export function ConnectionNotice({ isAway, className }: { isAway: boolean; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {isAway ? (
        <p className="flex items-center gap-3 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-800">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {MESSAGES.chatConnectFailed}
        </p>
      ) : null}
    </div>
  );
}
