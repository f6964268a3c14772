/**
 * `npm run build`: every process's entry point compiled to JavaScript under `dist/` (esbuild), which production runs
 * with plain `node` (the Dockerfile, the benchmark, the system tests). The project's own packages are bundled into
 * it; npm packages stay imports, loaded from node_modules as they are, so that tracing's hooks still find pg and the
 * rest. One build for all entry points, in chunks they share: the preload and a service then hold one copy of each
 * module (tracing's state among them). Types are checked by `npm run typecheck`, not here.
 */
import { cp, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { repoPath } from './paths.ts';
import { compiledPath, PRELOAD, PROCESS_MAINS, TOOL_MAINS } from './processes.ts';

/** Files a process reads next to its code at run time, copied to the same place under `dist/`. */
const RUNTIME_FILES = ['facades/site/assets', 'facades/site/templates', 'facades/site/locales', 'gateway/supergraph.graphql'];

const ROOT_PACKAGES = repoPath('node_modules/');

/**
 * An npm package is left to node_modules when the repository's own node_modules holds the version the code asks for:
 * the built code, under dist/, finds that one. A version only a workspace holds in its own node_modules (platform's
 * newer OpenTelemetry, for one) is bundled instead, since dist/ would find the root's; so are the project's packages.
 */
const rootPackagesOutside: Plugin = {
  name: 'root-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('@local-events/') || args.path.startsWith('node:')) return undefined;
      const resolved = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0 || resolved.path.startsWith(ROOT_PACKAGES) || !resolved.path.includes('/node_modules/'))
        return { path: args.path, external: true };
      return undefined;
    });
  },
};

export async function buildAll(): Promise<void> {
  await rm(repoPath('dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: repoPath(''),
    entryPoints: [PRELOAD, ...Object.values(PROCESS_MAINS), ...TOOL_MAINS],
    outdir: 'dist',
    outbase: '.',
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Decorators as tsconfig.base.json declares them (experimentalDecorators); type-graphql and MikroORM are given
    // explicit types, so no decorator metadata is needed, as under tsx.
    tsconfig: 'tsconfig.base.json',
    plugins: [rootPackagesOutside],
    logLevel: 'warning',
    // CommonJS packages imported from ESM chunks need a require of their own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  await Promise.all(RUNTIME_FILES.map((path) => cp(repoPath(path), repoPath(`dist/${path}`), { recursive: true })));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildAll();
  process.stdout.write(
    `built ${Object.keys(PROCESS_MAINS).length} processes into dist/ in ${Date.now() - started} ms (${Object.values(PROCESS_MAINS).map(compiledPath).join(', ')})\n`,
  );
}
