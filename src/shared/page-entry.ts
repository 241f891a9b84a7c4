import type { Role } from './roles.ts';

/** A page's head, as the server writes it into index.html and the web app applies it. */
export type PageMeta = {
  title: string;
  /** One or two sentences of search-result length (40 to 170 characters). */
  description: string;
  /**
   * false for pages that belong to one person or need a session (profile, messages, admin…): they
   * get `<meta name="robots" content="noindex">`, stay out of the sitemap, and robots.txt
   * disallows them.
   */
  indexable: boolean;
};

/**
 * Who a page is for. 'visitor': signed-out people only; the router sends a signed-in person to
 * their home page (SignedOutOnly, decisions/015). 'user' (anyone signed in) and a list of roles:
 * the page itself shows the spec's refusal to anyone else (spec section 6), so the router lets
 * everyone open it. 'everyone': no condition.
 */
export type Audience = 'everyone' | 'visitor' | 'user' | readonly Role[];

/** One entry of the list of pages (src/shared/pages.ts and content-pages.ts). */
export type Page = {
  /** A path, or a pattern where `:param` is one path segment. An exact path wins over a pattern. */
  path: string;
  meta: PageMeta;
  /** The module under src/web that draws the page. */
  module: string;
  audience: Audience;
  /**
   * The router's pattern, for pages that share one: blog articles ('/blog/:slug', which also
   * draws 'Article not found' for a slug that is no article; the server answers that 404) and
   * the two sign-up pages, which have their own heads ('/register/:role', whose page and guard
   * read the role).
   */
  routerPath?: string;
};

/** A page's head; most pages are public (indexable). */
export const pageMeta = (title: string, description: string, indexable = true): PageMeta => ({
  title,
  description,
  indexable,
});
