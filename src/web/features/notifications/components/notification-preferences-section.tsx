import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import {
  CHANNEL_LABELS,
  isNotificationChannel,
  isNotificationKind,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
} from '../../../../shared/notifications.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../queries.ts';

/**
 * The profile's Notifications card (docs/decisions/052): one choice per kind of the person's
 * role, saved as it changes. Security and account mail is not listed: it always goes.
 */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  let body: ReactNode;
  if (preferences.isPending) {
    body = (
      <div aria-busy="true" className="mt-4 space-y-3">
        <span className="sr-only">Loading...</span>
        <Skeleton className="block h-11 w-full" />
        <Skeleton className="block h-11 w-full" />
      </div>
    );
  } else if (preferences.isError) {
    body = (
      <Alert
        className="mt-4"
        action={
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(preferences.error, MESSAGES.notificationsLoadFailed)}
      </Alert>
    );
  } else {
    const kinds = Object.keys(preferences.data).filter(isNotificationKind);
    body = (
      <div className="mt-4 divide-y divide-neutral-100">
        {kinds.map((kind) => {
          const id = `notification-channel-${kind}`;
          const current = preferences.data[kind] ?? NOTIFICATION_KINDS[kind].default;
          return (
            <div
              key={kind}
              className="grid gap-2 py-3 sm:grid-cols-[1fr_15rem] sm:items-center sm:gap-4"
            >
              <label htmlFor={id} className="text-sm font-medium text-neutral-900">
                {NOTIFICATION_KINDS[kind].label}
              </label>
              <Select
                id={id}
                value={current}
                disabled={save.isPending}
                onChange={(event) => {
                  const channel = event.currentTarget.value;
                  if (isNotificationChannel(channel)) save.mutate({ [kind]: channel });
                }}
              >
                {NOTIFICATION_CHANNELS.map((channel: NotificationChannel) => (
                  <option key={channel} value={channel}>
                    {CHANNEL_LABELS[channel]}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section id="notification-preferences" aria-labelledby="notification-preferences-heading">
        <h2
          id="notification-preferences-heading"
          className="text-lg font-semibold text-neutral-900"
        >
          Notifications
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          How you hear about each kind: in the app only, by e-mail at once, in one daily e-mail at
          08:00 your time, or not at all. Sign-in, password and address e-mails always reach you.
        </p>
        {body}
        {save.isError ? (
          <Alert className="mt-4">
            {errorMessage(save.error, MESSAGES.notificationPreferencesSaveFailed)}
          </Alert>
        ) : null}
        <p role="status" className="mt-2 text-sm font-medium text-success-700">
          {save.isSuccess ? 'Notification preferences saved.' : ''}
        </p>
      </section>
    </Card>
  );
}
