import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.ts';
import { COUNTRY_NAMES } from './country-names.ts';

describe('country names (docs/decisions/063)', () => {
  it('names every country code the server accepts, and no other', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('gives each a name, not its code', () => {
    for (const [code, name] of Object.entries(COUNTRY_NAMES)) {
      expect(name, code).not.toBe(code);
      expect(name.trim(), code).toBe(name);
    }
    expect(COUNTRY_NAMES.PH).toBe('Philippines');
    expect(COUNTRY_NAMES.XK).toBe('Kosovo');
  });
});
