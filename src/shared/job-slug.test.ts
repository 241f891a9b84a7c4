import { describe, expect, it } from 'vitest';
import { jobIdOfSegment, jobPagePath, jobSlug } from './job-slug.ts';

describe('job page addresses', () => {
  it('makes a readable slug from the title', () => {
    expect(jobSlug('Bilingual Bookkeeper')).toBe('bilingual-bookkeeper');
    expect(jobSlug('  Café Manager / Barista (Part-time!) ')).toBe(
      'cafe-manager-barista-part-time',
    );
    expect(jobSlug('</script><img src=x>')).toBe('script-img-src-x');
    expect(jobSlug('日本語')).toBe('');
  });

  it('cuts a long title at a word', () => {
    const slug = jobSlug(`Senior ${'remote '.repeat(20)}assistant`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^senior(-remote)+$/);
  });

  it('builds the canonical path, without a slug when the title has no readable word', () => {
    expect(jobPagePath(123, 'Bilingual Bookkeeper')).toBe('/jobs/123-bilingual-bookkeeper');
    expect(jobPagePath(7, '日本語')).toBe('/jobs/7');
  });

  it('reads the id of a path segment, with or without a slug', () => {
    expect(jobIdOfSegment('123')).toBe(123);
    expect(jobIdOfSegment('123-bilingual-bookkeeper')).toBe(123);
    expect(jobIdOfSegment('123-old-title')).toBe(123);
    for (const bad of [
      undefined,
      '',
      'abc',
      '0',
      '0123',
      '123abc',
      '-123',
      '99999999999',
      '2147483648',
    ]) {
      expect(jobIdOfSegment(bad)).toBeNull();
    }
    expect(jobIdOfSegment('2147483647')).toBe(2_147_483_647);
  });
});
