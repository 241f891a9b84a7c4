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

/** Everything reachable from `starts` through `next`, the starts first, then breadth first. */
function reachable(starts: Iterable<string>, next: (item: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    if (seen.has(item)) continue;
    seen.add(item);
    queue.push(...next(item));
  }
  return [...seen];
}

/** A chunk and everything it imports statically, the chunk first. */
function staticClosure(bundle: OutputBundle, fileName: string): string[] {
  return reachable([fileName], (file) => {
    const chunk = bundle[file];
    return chunk && isChunk(chunk) ? chunk.imports : [];
  });
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

type GroupOptions = {
  /** The chunk's name (its file is `<name>-<hash>.js`). */
  name: string;
  /** Every page (src/shared/pages.ts). */
  pages: readonly Page[];
  /** The paths of the pages whose shared modules the chunk holds. */
  paths: readonly string[];
  /** The project root, absolute, and where the module paths start, relative to it. */
  root: string;
  moduleRoot: string;
};

/**
 * A code-splitting group (Rolldown's `codeSplitting.groups`) that puts in one chunk every module
 * the given pages import statically, apart from the pages' own modules and what an earlier group
 * took (React, the shell, the icons): the components, hooks and helpers those pages share. Left
 * to the import graph, they were a chunk per set of pages that import them, twenty files of a few
 * hundred bytes for Find Jobs, each a request, a compile and a task of its own before the page
 * answers (decisions/066). Lazy imports (dialogs, forms) stay out, with the pages that open them.
 *
 * A path that names no page, or a page module the build did not see, fails the build.
 */
export function sharedByPagesGroup(options: GroupOptions): Rolldown.CodeSplittingGroup {
  const roots = options.paths.map((route) => {
    const page = options.pages.find((p) => p.path === route);
    if (!page) throw new Error(`sharedByPagesGroup: no page has the path ${route}`);
    return lazyModulesOf(page).map((file) => path.resolve(options.root, options.moduleRoot, file));
  });
  const pageModules = new Set(roots.flat());
  /** The shared modules, worked out once per chunking pass (a watch rebuild gets a new context). */
  const closures = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const closureOf = (ctx: Rolldown.ChunkingContext): Set<string> => {
    const known = closures.get(ctx);
    if (known) return known;
    for (const id of pageModules) {
      if (!ctx.getModuleInfo(id))
        throw new Error(`sharedByPagesGroup: the build has no module ${id}`);
    }
    const importsOf = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
    const shared = new Set(reachable(pageModules, importsOf).filter((id) => !pageModules.has(id)));
    closures.set(ctx, shared);
    return shared;
  };
  return {
    debugName: options.name,
    name: (id, ctx) => (closureOf(ctx).has(id) ? options.name : null),
  };
}
