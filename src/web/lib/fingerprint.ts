const FINGERPRINT_STORAGE_KEY = 'deviceId';

/**
 * The x-fingerprint header of registration (spec section 7). The server only compares it
 * between accounts to flag duplicates in the risk score (decisions.md), so a random id created
 * once per browser and kept in localStorage is enough. We deliberately do not collect device
 * traits or use a third-party fingerprinting library: that would be invasive tracking, and the
 * CSP allows no third-party code anyway.
 */
export function getBrowserFingerprint(): string {
  try {
    const existing = localStorage.getItem(FINGERPRINT_STORAGE_KEY);
    if (existing) return existing;
    const created = randomId();
    localStorage.setItem(FINGERPRINT_STORAGE_KEY, created);
    return created;
  } catch {
    return randomId(); // Storage disabled: a per-page id is the best we can do.
  }
}

function randomId(): string {
  // getRandomValues works on plain http too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
