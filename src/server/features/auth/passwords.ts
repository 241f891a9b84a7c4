import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { badRequest } from '../../errors.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). Algorithm 2 = Argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most two hashes at once. argon2 runs on libuv's pool of four threads, which file reads,
 * gzip and DNS share: a burst of sign-ups or logins must queue here rather than take the whole
 * pool (docs/decisions/024).
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its place straight to the next in line, so none can slip in between.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the e-mail is unknown, so that a failed login takes as long
 * whether or not the account exists (no enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that no account ever has');
  return decoyHash;
}

/** About 49,000 of the most used passwords (zxcvbn-ts common list), lower-cased. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()),
);

/**
 * The server's password rules on top of the shared length rules (decisions.md, ASVS level 2):
 * no common or breached password, including the usual dressing-up of one (a common word with
 * digits or symbols tacked on, or repeated), and not the person's own username or e-mail.
 */
export function assertAcceptablePassword(
  password: string,
  identity: { username?: string; email?: string } = {},
): void {
  // Repeats the shared length rule so that callers without a route schema (the admin command,
  // ADMIN_PASSWORD) get it too.
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(MESSAGES.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) throw badRequest(MESSAGES.passwordTooLong);
  const lower = password.toLowerCase();
  const stripped = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const isRepeat = (value: string) => {
    for (let size = 1; size <= value.length / 2; size++) {
      if (value.length % size === 0 && value.slice(0, size).repeat(value.length / size) === value) {
        return true;
      }
    }
    return false;
  };
  if (
    COMMON.has(lower) ||
    (stripped.length > 0 && COMMON.has(stripped)) ||
    isRepeat(lower) ||
    /^(?:0123456789|1234567890|abcdefghijklmnopqrstuvwxyz|qwertyuiop)/.test(lower)
  ) {
    throw badRequest(MESSAGES.passwordTooCommon);
  }
  const emailName = identity.email?.split('@')[0]?.toLowerCase();
  const username = identity.username?.toLowerCase();
  if (
    (username && username.length >= 3 && lower.includes(username)) ||
    (emailName && emailName.length >= 3 && lower.includes(emailName))
  ) {
    throw badRequest(MESSAGES.passwordContainsIdentity);
  }
}
