import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  let clock = 0;
  const now = () => clock;
  const counter = () => {
    let calls = 0;
    return { compute: async () => ++calls, calls: () => calls };
  };

  it('reuses a value within its time to live and computes again after it', async () => {
    clock = 0;
    const cache = createTtlCache<number>(1_000, 10, now);
    const c = counter();
    expect(await cache.get('a', c.compute)).toBe(1);
    clock = 999;
    expect(await cache.get('a', c.compute)).toBe(1);
    clock = 1_000;
    expect(await cache.get('a', c.compute)).toBe(2);
  });

  it('shares one computation between concurrent requests', async () => {
    const cache = createTtlCache<number>(1_000, 10, now);
    const c = counter();
    const [x, y] = await Promise.all([cache.get('a', c.compute), cache.get('a', c.compute)]);
    expect([x, y, c.calls()]).toEqual([1, 1, 1]);
  });

  it('drops the least recently used entry when full', async () => {
    clock = 0;
    const cache = createTtlCache<string>(60_000, 2, now);
    let computed: string[] = [];
    const make = (key: string) => async () => {
      computed.push(key);
      return key;
    };
    await cache.get('popular', make('popular'));
    await cache.get('once', make('once'));
    await cache.get('popular', make('popular'));
    await cache.get('another', make('another'));
    computed = [];
    await cache.get('popular', make('popular'));
    await cache.get('once', make('once'));
    expect(computed).toEqual(['once']);
  });

  it('forgets failures, and everything on clear', async () => {
    const cache = createTtlCache<number>(60_000, 10, now);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const c = counter();
    expect(await cache.get('a', c.compute)).toBe(1);
    cache.clear();
    expect(await cache.get('a', c.compute)).toBe(2);
  });

  it('computes every time with a time to live of 0', async () => {
    const cache = createTtlCache<number>(0, 10, now);
    const c = counter();
    await cache.get('a', c.compute);
    await cache.get('a', c.compute);
    expect(c.calls()).toBe(2);
  });
});
