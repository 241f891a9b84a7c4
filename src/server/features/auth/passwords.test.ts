import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('password rules', () => {
  it.each([
    'Velvet-Otter-Sings-2026',
    'correct horse battery staple',
    'mañana-café-größe-2026',
    "Robert'); DROP TABLE users;--",
  ])('accepts %s', (password) => {
    expect(() => assertAcceptablePassword(password)).not.toThrow();
  });

  it.each([
    ['a top common password', '123456789012'],
    ['a common password in capitals', 'QWERTYUIOPAS'],
    ['a common word with digits added', 'sunshine1234567'],
    ['a common word with symbols around', '!!!password!!!'],
    ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ['a short pattern repeated', 'abcdabcdabcd'],
    ['a keyboard run', 'qwertyuiop[]'],
  ])('refuses %s', (_label, password) => {
    expect(() => assertAcceptablePassword(password)).toThrow(MESSAGES.passwordTooCommon);
  });

  it('refuses a password that contains the username or the e-mail name', () => {
    expect(() => assertAcceptablePassword('xX-maria_s-2026', { username: 'Maria_S' })).toThrow(
      MESSAGES.passwordContainsIdentity,
    );
    expect(() =>
      assertAcceptablePassword('maria.santos!!2026', { email: 'maria.santos@example.com' }),
    ).toThrow(MESSAGES.passwordContainsIdentity);
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Velvet-Otter-Sings-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Velvet-Otter-Sings-2026')).toBe(true);
    expect(await verifyPassword(hash, 'velvet-otter-sings-2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
