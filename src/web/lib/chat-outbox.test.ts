import { describe, expect, it } from 'vitest';
import {
  enqueue,
  entriesOf,
  markFailed,
  markSending,
  newClientId,
  nextToSend,
  type Outbox,
  remove,
  requeue,
  requeueSending,
} from './chat-outbox.ts';

const at = '2026-01-01T09:00:00.000Z';
const add = (outbox: Outbox, clientId: string, chat = 1) =>
  enqueue(outbox, { clientId, jobApplicationId: chat, content: clientId, createdAt: at });

describe('the outbox of unsent messages', () => {
  it('sends the oldest queued message, one at a time', () => {
    let outbox = add(add([], 'a'), 'b');
    expect(nextToSend(outbox)?.clientId).toBe('a');
    outbox = markSending(outbox, 'a');
    expect(nextToSend(outbox)).toBeUndefined();
    outbox = remove(outbox, 'a');
    expect(nextToSend(outbox)?.clientId).toBe('b');
  });

  it('puts a message on its way back in the queue when the connection drops', () => {
    let outbox = markSending(add(add([], 'a'), 'b'), 'a');
    outbox = requeueSending(outbox);
    expect(outbox.map((e) => e.state)).toEqual(['queued', 'queued']);
    expect(nextToSend(outbox)?.clientId).toBe('a');
  });

  it('keeps a refused message with the reason, skips it, and can send it again', () => {
    let outbox = markFailed(markSending(add(add([], 'a'), 'b'), 'a'), 'a', 'Too fast');
    expect(outbox[0]).toMatchObject({ state: 'failed', error: 'Too fast' });
    expect(nextToSend(outbox)?.clientId).toBe('b');
    outbox = requeue(remove(outbox, 'b'), 'a');
    expect(outbox[0]).toMatchObject({ state: 'queued', error: null });
  });

  it('lists one chat’s entries', () => {
    const outbox = add(add(add([], 'a', 1), 'b', 2), 'c', 1);
    expect(entriesOf(outbox, 1).map((e) => e.clientId)).toEqual(['a', 'c']);
  });

  it('makes client ids the server accepts (1 to 64 characters) and that differ', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
