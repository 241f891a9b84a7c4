import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired } from './token.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`;

describe('decodeToken', () => {
  it('reads the subject, role and expiry of a three-part token', () => {
    expect(decodeToken(token({ sub: '7', role: 'employer', exp: 2_000_000_000 }))).toEqual({
      sub: '7',
      role: 'employer',
      exp: 2_000_000_000,
    });
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeToken(token({ sub: '7', role: 'admin', name: 'Zoë' }))?.role).toBe('admin');
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', `${b64({})}..sig`],
    ['a payload that is not JSON', 'abc.%%%.sig'],
    ['a payload without a role', token({ sub: '1' })],
    ['an unknown role', token({ sub: '1', role: 'superuser' })],
    ['a numeric subject', token({ sub: 1, role: 'admin' })],
    ['a JSON array payload', token([1, 2])],
  ])('refuses %s', (_label, value) => {
    expect(decodeToken(value)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('compares exp with the clock', () => {
    expect(isTokenExpired({ sub: '1', role: 'admin', exp: 100 }, 100_001)).toBe(true);
    expect(isTokenExpired({ sub: '1', role: 'admin', exp: 100 }, 99_000)).toBe(false);
    expect(isTokenExpired({ sub: '1', role: 'admin' })).toBe(false);
  });
});
