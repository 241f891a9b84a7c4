import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Briefcase, MessagesSquare, Search, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { SelfServiceRole } from '../../../../shared/roles.ts';
import { isSelfServiceRole } from '../../../../shared/roles.ts';
import type { ChatSummary } from '../../../../shared/schemas/chat.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useChatClientState, useChatConnection } from '../../../lib/chat-connection.ts';
import { entriesOf } from '../../../lib/chat-outbox.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { applyMessageToList, parseChatParam } from '../chat-thread.ts';
import { ChatList } from '../components/chat-list.tsx';
import { ChatWindow } from '../components/chat-window.tsx';
import { chatKeys } from '../keys.ts';
import { useChats } from '../queries/use-chats.ts';

function Heading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Messages</h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Talk with the people you work with, one conversation per accepted application.
      </p>
    </div>
  );
}

/** "Failed to connect to chat server. Retrying..." while the connection is away (spec section 8). */
function ConnectionNotice({ isAway }: { isAway: boolean }) {
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className={clsx(isAway && 'mt-6')}>
      {isAway ? (
        <p className="flex items-center gap-3 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-800">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {MESSAGES.chatConnectFailed}
        </p>
      ) : null}
    </div>
  );
}

function NoChats({ role }: { role: SelfServiceRole }) {
  const isJobseeker = role === 'jobseeker';
  return (
    <EmptyState
      className="mt-8"
      icon={MessagesSquare}
      title="No conversations yet"
      actions={
        isJobseeker ? (
          <>
            <Link to="/my-applications" className={buttonStyles({ variant: 'secondary' })}>
              <Briefcase aria-hidden="true" className="size-4" />
              My Applications
            </Link>
            <Link to="/find-job" className={buttonStyles()}>
              <Search aria-hidden="true" className="size-4" />
              Find Jobs
            </Link>
          </>
        ) : (
          <Link to="/my-job-posts" className={buttonStyles()}>
            <Briefcase aria-hidden="true" className="size-4" />
            My Job Posts
          </Link>
        )
      }
    >
      {isJobseeker
        ? 'A chat opens here when an employer accepts one of your applications.'
        : 'A chat opens here when you accept an application to one of your job posts.'}
    </EmptyState>
  );
}

function ListSkeleton() {
  return (
    <ul aria-busy="true" className="divide-y divide-neutral-100">
      <li className="sr-only">Loading...</li>
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="block h-4 w-1/2" />
            <Skeleton className="block h-3 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Messages({ role, viewerId }: { role: SelfServiceRole; viewerId: number }) {
  const [searchParams] = useSearchParams();
  const selectedId = parseChatParam(searchParams.get('chat'));
  const chats = useChats();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions(String(viewerId)));
  const timeZone = profile.data?.timezone ?? null;
  const { client, isUnavailable } = useChatConnection();
  const clientState = useChatClientState(client);
  const status = clientState?.status ?? null;
  const isAway = isUnavailable || status === 'retrying';

  // Live messages keep the list in order and its counters right; a reconnect reloads it.
  useEffect(() => {
    if (!client) return;
    const offMessage = client.onMessage((message) => {
      const current = queryClient.getQueryData<ChatSummary[]>(chatKeys.list);
      if (!current) return;
      const next = applyMessageToList(current, message, {
        userId: viewerId,
        openChatId: selectedId,
      });
      if (next) queryClient.setQueryData(chatKeys.list, next);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    });
    const offReconnect = client.onReconnect(() => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    });
    return () => {
      offMessage();
      offReconnect();
    };
  }, [client, queryClient, viewerId, selectedId]);

  if (chats.isPending) {
    return (
      <Layout isAway={isAway}>
        <Card className="mt-8 overflow-hidden lg:w-80">
          <ListSkeleton />
        </Card>
      </Layout>
    );
  }
  if (chats.isError) {
    return (
      <Layout isAway={isAway}>
        <RetryAlert className="mt-8" onRetry={() => void chats.refetch()}>
          {loadErrorMessage(chats.error, MESSAGES.chatsLoadFailed)}
        </RetryAlert>
      </Layout>
    );
  }
  if (chats.data.length === 0 && selectedId === null) {
    return (
      <Layout isAway={isAway}>
        <NoChats role={role} />
      </Layout>
    );
  }

  const selected = chats.data.find((chat) => chat.job_application_id === selectedId);
  return (
    <Layout isAway={isAway}>
      <Card className="mt-8 grid overflow-hidden lg:h-[40rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav
          aria-label="Chats"
          className={clsx(
            'min-h-0 overflow-y-auto border-neutral-200 lg:border-r',
            selectedId !== null && 'max-lg:hidden',
          )}
        >
          <ChatList
            chats={chats.data}
            selectedId={selectedId}
            viewerId={viewerId}
            timeZone={timeZone}
          />
        </nav>
        <div
          className={clsx(
            'min-h-0 max-lg:h-[calc(100dvh-10rem)] max-lg:min-h-[26rem]',
            selectedId === null && 'max-lg:hidden',
          )}
        >
          {selectedId === null ? (
            <div className="flex h-full flex-col items-center justify-center bg-neutral-50 px-6 text-center">
              <MessagesSquare aria-hidden="true" className="size-8 text-neutral-400" />
              <p className="mt-3 text-sm text-neutral-600">
                Choose a conversation to read and reply.
              </p>
            </div>
          ) : (
            <ChatWindow
              key={selectedId}
              client={client}
              chatId={selectedId}
              chat={selected}
              viewerId={viewerId}
              timeZone={timeZone}
              status={status}
              outbox={clientState ? entriesOf(clientState.outbox, selectedId) : []}
            />
          )}
        </div>
      </Card>
    </Layout>
  );
}

function Layout({ isAway, children }: { isAway: boolean; children: ReactNode }) {
  return (
    <Container className="max-w-6xl py-8 sm:py-12">
      <Heading />
      <ConnectionNotice isAway={isAway} />
      {children}
    </Container>
  );
}

/** Messages /messages (spec section 2): the chat list and a chat window, live. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const { session } = useSessionState();
  const role = session?.claims.role;
  if (!session || !isSelfServiceRole(role)) {
    return (
      <Container className="max-w-6xl py-8 sm:py-12">
        <Heading />
        <Alert
          tone="warning"
          className="mt-8"
          action={session === null ? <TextLink to="/login">Sign In</TextLink> : undefined}
        >
          {MESSAGES.messagesOnlyParties}
        </Alert>
      </Container>
    );
  }
  return <Messages role={role} viewerId={Number(session.claims.sub)} />;
}
