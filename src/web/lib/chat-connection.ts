import { useEffect, useSyncExternalStore } from 'react';
import { isSelfServiceRole } from '../../shared/roles.ts';
import type { ChatClient, ChatClientState } from './chat-client.ts';
import { profileKeys } from './keys.ts';
import { queryClient } from './query-client.ts';
import { readToken, type Session } from './session.ts';

/**
 * Which chat connection the tab has (docs/decisions/017). The shell keeps one open for a
 * signed-in jobseeker or employer, for the live header badge; the Messages page uses the same
 * one. socket.io-client is imported here only dynamically: a visitor's home page never loads it.
 */
type Connection =
  | { kind: 'none' }
  | { kind: 'loading'; token: string }
  /** The chunk could not be loaded (offline, a deploy removed it): tried again after a delay. */
  | { kind: 'unavailable'; token: string }
  | { kind: 'ready'; client: ChatClient };

let connection: Connection = { kind: 'none' };
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: Connection): void {
  connection = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LOAD_RETRY_MS = 3000;

/**
 * The server refused the socket's session. The profile query asks the API, whose 401 signs the
 * person out with the spec's text; after a logout in this tab there is no query left to ask.
 */
function checkSession(): void {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

function open(token: string, userId: number): void {
  clearTimeout(retryTimer);
  set({ kind: 'loading', token });
  import('./chat-client.ts').then(
    ({ ChatClient }) => {
      if (connection.kind !== 'loading' || connection.token !== token) return;
      const client = new ChatClient({ token, userId, onSessionRefused: checkSession });
      set({ kind: 'ready', client });
    },
    (error: unknown) => {
      if (connection.kind !== 'loading' || connection.token !== token) return;
      console.warn('The chat client could not be loaded; trying again.', error);
      set({ kind: 'unavailable', token });
      retryTimer = setTimeout(() => {
        if (connection.kind === 'unavailable' && readToken() === token) open(token, userId);
      }, LOAD_RETRY_MS);
    },
  );
}

function close(): void {
  clearTimeout(retryTimer);
  if (connection.kind === 'ready') connection.client.close();
  if (connection.kind !== 'none') set({ kind: 'none' });
}

const tokenOf = (current: Connection): string | null =>
  current.kind === 'none' ? null : current.kind === 'ready' ? current.client.token : current.token;

/**
 * Called once by the shell with the current session: opens the connection for a jobseeker or
 * employer, replaces it when the token changes (another account), closes it on sign-out.
 */
export function useChatConnectionLifecycle(session: Session | null): void {
  const token = session && isSelfServiceRole(session.claims.role) ? session.token : null;
  const userId = Number(session?.claims.sub);
  useEffect(() => {
    if (token === null) {
      close();
      return;
    }
    if (tokenOf(connection) !== token) {
      close();
      open(token, userId);
    }
  }, [token, userId]);
}

/** What a page sees of the connection. `client` is null while it loads (or cannot load). */
export type ChatConnectionView = {
  client: ChatClient | null;
  /** True when the chunk could not be loaded: shown like a connection failure. */
  isUnavailable: boolean;
};

const NONE: ChatConnectionView = { client: null, isUnavailable: false };
const UNAVAILABLE: ChatConnectionView = { client: null, isUnavailable: true };
let readyView: ChatConnectionView = NONE;

function view(): ChatConnectionView {
  if (connection.kind === 'unavailable') return UNAVAILABLE;
  if (connection.kind !== 'ready') return NONE;
  if (readyView.client !== connection.client) {
    readyView = { client: connection.client, isUnavailable: false };
  }
  return readyView;
}

export function useChatConnection(): ChatConnectionView {
  return useSyncExternalStore(subscribe, view, () => NONE);
}

const noClient = () => () => {};
const noState = () => null;

/** The client's state (status, unread total, outbox), re-rendering on every change. */
export function useChatClientState(client: ChatClient | null): ChatClientState | null {
  return useSyncExternalStore(client?.subscribe ?? noClient, client?.getState ?? noState, noState);
}
