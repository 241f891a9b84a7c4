/**
 * The build's group of the modules that the drawn pages share (scripts/vite-page-chunks.ts,
 * docs/decisions/066), against a module graph written out here: what it takes, what it leaves to
 * the import graph, and the build failures for a page list that no longer matches the code.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { sharedByPagesGroup } from '../../scripts/vite-page-chunks.ts';
import type { Page } from '../shared/pages.ts';

const root = '/project';
const id = (file: string) => path.resolve(root, 'src/web', file);

const pages = [
  { path: '/find-job', module: 'features/jobs/pages/find-job-page.tsx' },
  { path: '/jobs/:id', module: 'features/jobs/pages/job-details-page.tsx' },
  { path: '/profile', module: 'features/profile/pages/profile-page.tsx' },
] as unknown as Page[];

/** Each module's static imports; dynamic imports are not listed, as in Rolldown's module info. */
const graph: Record<string, string[]> = {
  [id('features/jobs/pages/find-job-page.tsx')]: [id('components/job-card.tsx'), id('lib/date.ts')],
  [id('features/jobs/pages/job-details-page.tsx')]: [
    id('lib/date.ts'),
    // A drawn page that links to another drawn page's module keeps it in that page's own chunk.
    id('features/jobs/pages/find-job-page.tsx'),
  ],
  [id('components/job-card.tsx')]: [
    id('components/badge.tsx'),
    '/project/node_modules/clsx/index.js',
  ],
  [id('components/badge.tsx')]: [],
  [id('lib/date.ts')]: [],
  '/project/node_modules/clsx/index.js': [],
  [id('features/profile/pages/profile-page.tsx')]: [id('components/form.tsx')],
  [id('components/form.tsx')]: [],
};

function contextOf(modules: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (moduleId: string) =>
      moduleId in modules
        ? ({ importedIds: modules[moduleId] } as unknown as Rolldown.ModuleInfo)
        : null,
  };
}

function nameOf(group: Rolldown.CodeSplittingGroup) {
  const name = group.name;
  if (typeof name !== 'function') throw new Error('the group names its modules with a function');
  return name;
}

describe('sharedByPagesGroup', () => {
  const group = sharedByPagesGroup({
    name: 'drawn-pages',
    pages,
    paths: ['/find-job', '/jobs/:id'],
    root,
    moduleRoot: 'src/web',
  });
  const name = nameOf(group);
  const ctx = contextOf(graph);

  it("takes everything the pages import statically, their dependencies' dependencies too", () => {
    for (const file of ['components/job-card.tsx', 'components/badge.tsx', 'lib/date.ts']) {
      expect(name(id(file), ctx), file).toBe('drawn-pages');
    }
    expect(name('/project/node_modules/clsx/index.js', ctx)).toBe('drawn-pages');
  });

  it("leaves the pages' own modules and what only other pages import", () => {
    expect(name(id('features/jobs/pages/find-job-page.tsx'), ctx)).toBeNull();
    expect(name(id('features/jobs/pages/job-details-page.tsx'), ctx)).toBeNull();
    expect(name(id('components/form.tsx'), ctx)).toBeNull();
    expect(name(id('features/profile/pages/profile-page.tsx'), ctx)).toBeNull();
  });

  it('works the graph out again for a new build (a watch rebuild)', () => {
    const rebuilt = contextOf({
      ...graph,
      [id('lib/date.ts')]: [id('lib/zone.ts')],
      [id('lib/zone.ts')]: [],
    });
    expect(name(id('lib/zone.ts'), ctx)).toBeNull();
    expect(name(id('lib/zone.ts'), rebuilt)).toBe('drawn-pages');
  });

  it('fails the build for a path that names no page', () => {
    expect(() =>
      sharedByPagesGroup({ name: 'x', pages, paths: ['/find-jobs'], root, moduleRoot: 'src/web' }),
    ).toThrow('no page has the path /find-jobs');
  });

  it("fails the build when a page's module is not in it", () => {
    const missing = nameOf(
      sharedByPagesGroup({ name: 'x', pages, paths: ['/find-job'], root, moduleRoot: 'src/web' }),
    );
    expect(() => missing(id('lib/date.ts'), contextOf({}))).toThrow(
      `the build has no module ${id('features/jobs/pages/find-job-page.tsx')}`,
    );
  });
});
