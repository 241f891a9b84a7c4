/** The router's table of src/shared/pages.ts, made at build time by scripts/vite-page-routes.ts. */
declare module 'virtual:page-routes' {
  export const PAGE_ROUTES: readonly import('../shared/pages.ts').PageRoute[];
}
