/**
 * Zod compiles fast object parsers with `new Function` and probes for it once; under our CSP
 * (script-src 'self', no 'unsafe-eval') the probe is refused and Chrome logs a CSP violation on
 * every page that parses a reply (Lighthouse's best practices, "Issues" panel). Jitless mode skips
 * the probe. Zod reads this shared global when it first loads, so this module must run before any
 * schema module: main.tsx imports it first. The server keeps the compiled parsers.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
