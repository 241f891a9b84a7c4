import { PAGE_ROUTES } from 'virtual:page-routes';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pagesSitemap, robotsTxt } from '../server/features/seo/routes.ts';
import { RegisterGuard, SignedOutOnly } from '../web/features/auth/guards.tsx';
import { CONTENT_PAGE_COMPONENTS } from '../web/features/content/content-page-switch.tsx';
import { HomePage } from '../web/features/home/pages/home-page.tsx';
import { PAGE_COMPONENTS, pageElement } from '../web/routes.tsx';
import { BLOG_ARTICLES } from './blog.ts';
import {
  CONTENT_SWITCH_MODULE,
  fullTitle,
  HOME_MODULE,
  isWebRoute,
  lazyModulesOf,
  PAGE_PATHS,
  PAGES,
  pageFor,
  pageMetaFor,
  pageRoutes,
  sitemapPaths,
} from './pages.ts';

/** A path the pattern matches: each parameter filled with a plausible value. */
const sample = (pattern: string) => pattern.replace(/:[a-z]+/g, '42');

const PUBLIC_URL = 'https://talentbridge.example';

describe('the list of pages', () => {
  it('gives every page a title and a description of search-result length', () => {
    for (const { path, meta } of PAGES) {
      expect(meta.title.trim(), path).not.toBe('');
      expect(meta.description.length, path).toBeGreaterThanOrEqual(40);
      expect(meta.description.length, path).toBeLessThanOrEqual(170);
    }
    for (const article of BLOG_ARTICLES) {
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(170);
    }
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
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

  it('keeps every page for signed-in people or one role out of search engines', () => {
    for (const { path, audience, meta } of PAGES) {
      if (audience === 'everyone' || audience === 'visitor') continue;
      expect(meta.indexable, path).toBe(false);
    }
  });
});

/** The element's type and its child's, through the guards the router puts around a page. */
function layers(node: ReactNode): unknown[] {
  const found: unknown[] = [];
  for (let current = node; isValidElement(current); ) {
    const element = current as ReactElement<{ children?: ReactNode }>;
    found.push(element.type);
    current = element.props.children;
  }
  return found;
}

describe('the router, the server, the sitemap and the build all come from src/shared/pages.ts', () => {
  it('the router has one route per page (or per shared routerPath) and nothing else', () => {
    // What the build's `virtual:page-routes` module gives routes.tsx (scripts/vite-page-routes.ts).
    expect(PAGE_ROUTES).toEqual(pageRoutes());
    const routed = new Set(PAGE_ROUTES.map((route) => route.path));
    for (const page of PAGES)
      expect(routed.has(page.routerPath ?? page.path), page.path).toBe(true);
    expect(routed.size).toBe(new Set(PAGES.map((page) => page.routerPath ?? page.path)).size);
  });

  it("the router's components cover exactly the pages' modules, home in the entry", () => {
    const modules = new Set(PAGES.map((page) => page.module));
    const drawn = [...Object.keys(PAGE_COMPONENTS), ...Object.keys(CONTENT_PAGE_COMPONENTS)];
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(new Set(drawn)).toEqual(modules);
    expect(PAGE_COMPONENTS[HOME_MODULE]).toBe(HomePage);
    for (const route of PAGE_ROUTES) {
      expect(route.isContent, route.path).toBe(route.module in CONTENT_PAGE_COMPONENTS);
    }
  });

  it('the router keeps signed-in people off visitor pages, and checks the role of /register', () => {
    for (const route of PAGE_ROUTES) {
      const types = layers(pageElement(route));
      const guarded = route.audience === 'visitor';
      expect(types.includes(SignedOutOnly), route.path).toBe(guarded);
      // RegisterGuard reads the :role parameter: the route must have one.
      expect(types[0] === RegisterGuard, route.path).toBe(route.path === '/register/:role');
    }
  });

  it('the server answers every page and nothing else; its head is the entry', () => {
    for (const page of PAGES) {
      expect(isWebRoute(sample(page.path)), page.path).toBe(true);
      expect(pageFor(sample(page.path)), page.path).toBe(page);
    }
    for (const path of ['/nope', '/jobs', '/blog/unknown-article', '/admin/users', '/profile/x']) {
      expect(isWebRoute(path), path).toBe(false);
    }
  });

  it('the sitemap lists the indexable pages without parameters and robots.txt closes the rest', () => {
    const sitemap = pagesSitemap(PUBLIC_URL);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = PAGES.filter((p) => p.meta.indexable && !p.path.includes(':')).map(
      (p) => `${PUBLIC_URL}${p.path}`,
    );
    expect(locs).toEqual(expected);
    const robots = robotsTxt(PUBLIC_URL);
    for (const page of PAGES) {
      if (page.path.includes(':')) continue;
      expect(robots.includes(`Disallow: ${page.path}\n`), page.path).toBe(!page.meta.indexable);
    }
  });

  it('the build preloads a page by its module: none for home, the switch for content pages', () => {
    for (const page of PAGES) {
      const modules = lazyModulesOf(page);
      if (page.module === HOME_MODULE) expect(modules).toEqual([]);
      else if (page.module in CONTENT_PAGE_COMPONENTS) {
        expect(modules).toEqual([CONTENT_SWITCH_MODULE, page.module]);
      } else expect(modules).toEqual([page.module]);
    }
  });
});
