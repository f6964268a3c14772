import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder up from this module whose package.json declares the workspaces. Found by
 * looking, not by counting folders, because this module runs from `infra/src/` in development and from a chunk of
 * `dist/` once built.
 */
function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return `${folder}/`;
    if (dirname(folder) === folder) throw new Error(`no package.json with workspaces above ${from}`);
  }
}

const root = repositoryRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository. */
export const repoPath = (relative: string) => `${root}${relative}`;
