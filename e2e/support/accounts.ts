/** Accounts the browser journeys use. Passwords follow decisions.md: 12+ characters, not common. */
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'Lantern-Harbour-Quay-2026!',
} as const;

export const TEST_PASSWORD = 'Bridge-Harbour-2026!';

export type TestUser = { username: string; email: string; password: string };

/** A fresh person per test run, so specs never collide with data from an earlier run. */
export function uniqueUser(prefix: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@e2e.test`,
    password: TEST_PASSWORD,
  };
}
