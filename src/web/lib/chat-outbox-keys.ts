/**
 * Where the chat outbox is kept (docs/decisions/017): this tab's sessionStorage, one key per
 * signed-in user, so another account in the same tab never reads or sends someone else's
 * unsent messages. Apart from chat-outbox.ts on purpose: the shell forgets the outboxes on
 * sign-out, and importing chat-outbox.ts there would move it into the home page's entry chunk.
 */
const KEY_PREFIX = 'chatOutbox:';

export const outboxStorageKey = (userId: number): string => `${KEY_PREFIX}${userId}`;

/** The part of the Web Storage API the outbox uses (tests give an in-memory one). */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** This tab's sessionStorage, or null where the browser refuses it (storage disabled). */
export function tabStorage(): TabStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets every account's unsent messages in this tab: the person signed out. */
export function forgetStoredOutboxes(storage: TabStorage | null = tabStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused: there is nothing it could have kept either.
  }
}
