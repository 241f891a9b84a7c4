import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog.ts';
import { fullTitle, PAGE_META, pageMetaFor, sitemapPaths } from './page-meta.ts';
import { isWebRoute, WEB_ROUTES } from './routes.ts';

/** A path the pattern matches: each parameter filled with a plausible value. */
const sample = (pattern: string) => pattern.replace(/:[a-z]+/g, '42');

describe('page meta table', () => {
  it('describes every page the server serves', () => {
    for (const route of WEB_ROUTES) {
      expect(pageMetaFor(sample(route)), route).not.toBeNull();
    }
  });

  it('gives every page a title and a description of search-result length', () => {
    for (const [path, meta] of Object.entries(PAGE_META)) {
      expect(meta.title.trim(), path).not.toBe('');
      expect(meta.description.length, path).toBeGreaterThanOrEqual(40);
      expect(meta.description.length, path).toBeLessThanOrEqual(170);
    }
    for (const article of BLOG_ARTICLES) {
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(170);
    }
  });

  it('matches patterns and trailing slashes, prefers exact paths, knows no other page', () => {
    expect(pageMetaFor('/jobs/17')?.title).toBe('Job details');
    expect(pageMetaFor('/pricing/')?.title).toBe('Pricing');
    expect(pageMetaFor('/register/employer')?.title).toBe('Sign Up as Employer');
    expect(pageMetaFor('/register/other')?.title).toBe('Sign Up');
    expect(pageMetaFor('/my-job-posts/3/edit')?.title).toBe('Edit Job Post');
    expect(pageMetaFor('/jobs/17/extra')).toBeNull();
    expect(pageMetaFor('/blog/unknown-article')).toBeNull();
    expect(pageMetaFor('/jobs/:id')?.title).toBe('Job details');
    expect(fullTitle('Pricing')).toBe('Pricing | TalentBridge');
  });

  it('serves each blog article under its own path, with its own title', () => {
    for (const article of BLOG_ARTICLES) {
      expect(isWebRoute(`/blog/${article.slug}`)).toBe(true);
      expect(pageMetaFor(`/blog/${article.slug}`)?.title).toBe(article.title);
    }
    expect(isWebRoute('/blog/unknown-article')).toBe(false);
    expect(new Set(BLOG_ARTICLES.map((a) => a.slug)).size).toBe(BLOG_ARTICLES.length);
  });

  it('puts only public pages without parameters in the sitemap', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/va-categories');
    expect(paths).not.toContain('/profile');
    expect(paths).not.toContain('/messages');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});
