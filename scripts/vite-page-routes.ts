import type { Plugin } from 'vite';
import { PAGES, pageRoutes } from '../src/shared/pages.ts';

export const PAGE_ROUTES_ID = 'virtual:page-routes';
const RESOLVED_ID = `\0${PAGE_ROUTES_ID}`;

/** The source of `virtual:page-routes`: the router's table as a literal. */
export function pageRoutesModule(pages = PAGES): string {
  return `export const PAGE_ROUTES = ${JSON.stringify(pageRoutes(pages), null, 2)};\n`;
}

/**
 * Gives the web app the router's table of src/shared/pages.ts (paths, modules, audiences) as the
 * module `virtual:page-routes`, computed when the app is built or served. Importing pages.ts
 * itself would put every page's title and description in the home page's JavaScript
 * (decisions/015); the web app loads those lazily, on the first navigation (decisions/022).
 */
export function pageRoutesPlugin(): Plugin {
  return {
    name: 'talentbridge:page-routes',
    resolveId(id) {
      return id === PAGE_ROUTES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? pageRoutesModule() : undefined;
    },
  };
}
