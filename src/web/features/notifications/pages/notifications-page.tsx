import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Notification } from '../../../../shared/schemas/notifications.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { useMarkRead, useNotifications } from '../queries.ts';

const TITLE = 'Notifications';
const INTRO = 'What happened on TalentBridge that concerns you, newest first.';

function Loading() {
  return (
    <Card aria-busy="true" className="divide-y divide-neutral-100">
      <span className="sr-only">Loading...</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2 p-5">
          <Skeleton className="block h-4 w-2/3" />
          <Skeleton className="block h-4 w-1/2" />
        </div>
      ))}
    </Card>
  );
}

function Empty() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellOff aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-neutral-900">{MESSAGES.notificationsEmpty}</p>
      <p className="mt-1 max-w-md text-sm text-neutral-600">
        Choose how you hear about each kind on your profile: here only, by e-mail at once, in a
        daily digest, or not at all.
      </p>
    </Card>
  );
}

function Item({
  item,
  timeZone,
  onOpen,
}: {
  item: Notification;
  timeZone: string | null;
  onOpen: (item: Notification) => void;
}) {
  const isUnread = item.read_at === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="flex w-full items-start gap-3 px-5 py-4 text-left transition-colors hover:bg-neutral-50 focus-visible:bg-neutral-50"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span
            className={`block text-sm break-words ${isUnread ? 'font-semibold text-neutral-950' : 'font-medium text-neutral-800'}`}
          >
            {item.title}
            {isUnread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <span className="mt-0.5 block text-sm break-words text-neutral-600">{item.body}</span>
          <time dateTime={item.created_at} className="mt-1 block text-xs text-neutral-500">
            {formatDateTime(item.created_at, timeZone)}
          </time>
        </span>
      </button>
    </li>
  );
}

function NotificationList({ userId }: { userId: string }) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(userId));
  const timeZone = profile.data?.timezone ?? null;
  const hasUnread = list.data?.items.some((item) => item.read_at === null) ?? false;

  const open = (item: Notification) => {
    if (item.read_at === null) markRead.mutate(item.id);
    // Only paths of this app are followed; anything else stays on the list.
    if (item.link?.startsWith('/') && !item.link.startsWith('//')) void navigate(item.link);
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <Loading />;
  } else if (list.isError) {
    body = (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(list.error, MESSAGES.notificationsLoadFailed)}
      </Alert>
    );
  } else if (list.data.items.length === 0) {
    body = <Empty />;
  } else {
    body = (
      <Card className="overflow-hidden">
        <ul className="divide-y divide-neutral-100">
          {list.data.items.map((item) => (
            <Item key={item.id} item={item} timeZone={timeZone} onOpen={open} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <PageHeading
        title={TITLE}
        intro={INTRO}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!hasUnread || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              Mark all read
            </Button>
            <Link
              to="/profile#notification-preferences"
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              <Settings aria-hidden="true" className="size-4" />
              Preferences
            </Link>
          </div>
        }
      />
      {markRead.isError ? (
        <Alert className="mt-6">
          {errorMessage(markRead.error, MESSAGES.notificationsMarkFailed)}
        </Alert>
      ) : null}
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** Notifications /notifications: the bell's list (docs/decisions/052), for anyone signed in. */
export function NotificationsPage() {
  useDocumentTitle(TITLE);
  const { session } = useSessionState();
  if (!session) {
    return (
      <RoleRefusal
        title={TITLE}
        intro={INTRO}
        message={MESSAGES.loginRequired}
        isSignedIn={false}
        className="max-w-3xl"
      />
    );
  }
  return <NotificationList userId={session.claims.sub} />;
}
