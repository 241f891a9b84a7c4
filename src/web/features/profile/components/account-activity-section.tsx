import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogIn, LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type ActivityItem, NO_REASON_GIVEN } from '../../../../shared/schemas/activity.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { forgetStoredOutboxes } from '../../../lib/chat-outbox-keys.ts';
import { formatLongDateTime } from '../../../lib/date.ts';
import { endSession } from '../../../lib/session.ts';
import { useAccountActivity, useSignOutEverywhere } from '../queries/use-account-activity.ts';

const ICONS = { admin: ShieldAlert, sign_in: LogIn, account: LogOut } as const;

/** 'Chrome on Windows · United Kingdom · 81.2.69.142', leaving out what is not known. */
function whereFrom(item: ActivityItem): string {
  return [item.device ?? 'Unknown browser', item.country ?? 'Unknown place', item.ip]
    .filter(Boolean)
    .join(' · ');
}

function ActivityLine({ item, timeZone }: { item: ActivityItem; timeZone?: string | null }) {
  const Icon = ICONS[item.kind];
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Icon
        aria-hidden="true"
        className={
          item.kind === 'admin'
            ? 'mt-0.5 size-5 shrink-0 text-warning-800'
            : 'mt-0.5 size-5 shrink-0 text-neutral-500'
        }
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-medium text-neutral-900">{item.what}</p>
          {item.is_current ? <Badge tone="success">This session</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-neutral-600">
          <time dateTime={item.at}>{formatLongDateTime(item.at, timeZone)}</time>
        </p>
        {item.kind === 'sign_in' ? (
          <p className="mt-0.5 break-words text-sm text-neutral-600">{whereFrom(item)}</p>
        ) : null}
        {item.reason === NO_REASON_GIVEN ? (
          <p className="mt-1 text-sm text-neutral-600 italic">No reason given</p>
        ) : item.reason !== null ? (
          <p className="mt-1 break-words text-sm text-neutral-800">
            <span className="font-medium">Reason:</span> {item.reason}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Account activity (docs/decisions/048): what administrators did to the account or read of it,
 * with their reason, and the sign-ins, newest first; and Sign out everywhere, which ends every
 * session, this one too, so the person signs in again here.
 */
export function AccountActivitySection({ timeZone }: { timeZone?: string | null }) {
  const activity = useAccountActivity();
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const items = activity.data?.pages.flatMap((page) => page.data) ?? [];

  const signOutEverywhere = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.signOutEverywhereFailed));
      return;
    }
    endSession({ text: MESSAGES.signedOutEverywhere, tone: 'success' });
    forgetStoredOutboxes();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="account-activity-heading">
        <h2 id="account-activity-heading" className="text-lg font-semibold text-neutral-900">
          Account activity
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Sign-ins to your account, and every time an administrator opened your identity document or
          your chats or changed your account, with the reason they gave.
        </p>
        <div className="mt-4">
          {activity.isPending ? (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Loading account activity</span>
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : activity.isError ? (
            <RetryAlert onRetry={() => void activity.refetch()}>
              {MESSAGES.activityLoadFailed}
            </RetryAlert>
          ) : items.length === 0 ? (
            <p className="text-sm text-neutral-600">No activity yet.</p>
          ) : (
            <>
              <ul
                className="divide-y divide-neutral-200"
                aria-label="Account activity, newest first"
              >
                {items.map((item) => (
                  <ActivityLine key={item.id} item={item} timeZone={timeZone} />
                ))}
              </ul>
              {activity.hasNextPage ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-4"
                  disabled={activity.isFetchingNextPage}
                  aria-busy={activity.isFetchingNextPage}
                  onClick={() => void activity.fetchNextPage()}
                >
                  {activity.isFetchingNextPage ? (
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-4 animate-spin motion-reduce:hidden"
                    />
                  ) : null}
                  Show older activity
                </Button>
              ) : null}
              {activity.isFetchNextPageError ? (
                <Alert className="mt-3">{MESSAGES.activityLoadFailed}</Alert>
              ) : null}
            </>
          )}
        </div>
        <div className="mt-6 flex flex-col gap-3 border-t border-neutral-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-600">
            Don’t recognise a sign-in? End every session, on this device too, then sign in again and
            change your password.
          </p>
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={signOut.isPending}
            aria-busy={signOut.isPending}
            onClick={() => void signOutEverywhere()}
          >
            {signOut.isPending ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:hidden"
              />
            ) : null}
            Sign out everywhere
          </Button>
        </div>
        {error ? <Alert className="mt-3">{error}</Alert> : null}
      </section>
    </Card>
  );
}
