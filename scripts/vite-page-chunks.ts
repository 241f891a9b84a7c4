import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { type PageChunks, pageChunksFile } from '../src/shared/page-chunks.ts';
import { lazyModulesOf, type Page } from '../src/shared/pages.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type Options = {
  /** Every page (src/shared/pages.ts): its path and the module that draws it. */
  pages: readonly Page[];
  /** Where the module paths start, relative to the project root. */
  moduleRoot: string;
  /** The module whose lazy imports are the pages' modules (src/web/routes.tsx). */
  routesModule: string;
};

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** A chunk and everything it imports statically, the chunk first. */
function staticClosure(bundle: OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const queue = [fileName];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const chunk = bundle[next];
    if (chunk && isChunk(chunk)) queue.push(...chunk.imports);
  }
  return [...seen];
}

function importedCss(chunk: OutputBundle[string] | undefined): string[] {
  if (!chunk || !isChunk(chunk)) return [];
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/**
 * Writes, beside the build's output folder and never inside it, which chunks each page needs
 * beyond the entry: the server preloads them in the page's head (decisions/026), so the page's
 * code downloads beside the entry instead of after it has run. Vite's own manifest would do, but
 * it lands in the served folder and says nothing about routes.
 *
 * The build fails when the pages' modules (src/shared/pages.ts) and the code disagree, rather
 * than silently preloading the wrong page or none.
 */
export function pageChunks(options: Options): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let map: PageChunks | null = null;
  return {
    name: 'talentbridge:page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const problems: string[] = [];
      const moduleId = (file: string) => path.resolve(root, options.moduleRoot, file);
      const routeModules = options.pages.map((page) => [page.path, lazyModulesOf(page)] as const);

      const routesModule = this.getModuleInfo(path.resolve(root, options.routesModule));
      const named = new Set(routeModules.flatMap(([, modules]) => modules).map(moduleId));
      for (const lazy of routesModule?.dynamicallyImportedIds ?? []) {
        if (!named.has(lazy)) {
          problems.push(
            `${path.relative(root, lazy)} is loaded by a route but is no page's module`,
          );
        }
      }

      const chunkOf = new Map<string, OutputChunk>();
      let entry: OutputChunk | undefined;
      for (const item of Object.values(bundle)) {
        if (!isChunk(item)) continue;
        if (item.isEntry) entry = item;
        if (item.isDynamicEntry && item.facadeModuleId) chunkOf.set(item.facadeModuleId, item);
      }
      if (!entry) problems.push('the build has no entry chunk');

      const inEntry = new Set(entry ? staticClosure(bundle, entry.fileName) : []);
      const pages: PageChunks['pages'] = {};
      for (const [route, modules] of routeModules) {
        const scripts: string[] = [];
        const styles: string[] = [];
        for (const module of modules) {
          const chunk = chunkOf.get(moduleId(module));
          if (!chunk) {
            problems.push(`${module} (route ${route}) is not loaded lazily: no chunk of its own`);
            continue;
          }
          for (const file of staticClosure(bundle, chunk.fileName)) {
            if (inEntry.has(file)) continue;
            if (!scripts.includes(`${base}${file}`)) scripts.push(`${base}${file}`);
            for (const css of importedCss(bundle[file])) {
              if (!styles.includes(`${base}${css}`)) styles.push(`${base}${css}`);
            }
          }
        }
        if (scripts.length > 0 || styles.length > 0) pages[route] = { scripts, styles };
      }

      if (problems.length > 0) {
        this.error(`src/shared/pages.ts and the code disagree:\n  ${problems.join('\n  ')}`);
      }
      map = { entry: `${base}${entry?.fileName}`, pages };
    },
    async writeBundle() {
      if (map) await writeFile(pageChunksFile(outDir), `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}
