/**
 * Bundles one service into the layout of its container image: `node scripts/bundle-services.ts
 * <service> <outDir>` (run with tsx) writes
 *
 *   <outDir>/dist/<service>/*.mjs   one ES module per entry, every dependency inlined
 *   <outDir>/node_modules/...       only the packages that cannot be bundled (native addons)
 *   <outDir>/drizzle/               the SQL migrations (bff image: its migrate.mjs runs them)
 *
 * so the image runs plain `node dist/<service>/main.mjs`: no TypeScript loader, no npm and no
 * dev dependencies at run time. See docs/decisions/deployment.md.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { patchPostgresDriver } from './patch-postgres-driver.ts';

const repoRoot = resolve(import.meta.dirname, '..');

export interface ServiceBundle {
  /** Output name (without `.mjs`) to source file, relative to the repository root. */
  entries: Record<string, string>;
  /** Copied into the output: source (repository-relative) to destination (output-relative). */
  assets?: Record<string, string>;
}

// MIGRATIONS_FOLDER is `new URL('../../drizzle', import.meta.url)`: from dist/<service>/ that is
// <outDir>/drizzle. Every bundle contains the platform package and so that path (a few KB).
const MIGRATIONS = { 'services/platform/drizzle': 'drizzle' };

// Browser files the bff serves from installed packages, found from the bundle by package name
// (`<package>/package.json`), so they are copied to the bundle's node_modules as they are: Swagger
// UI's two files for the API reference page (services/bff/src/openapi/reference-page.ts) and
// bull-board's page and assets for the queue view (services/bff/src/queue-view/board.ts).
const packageFiles = (name: string, files: string[]) =>
  Object.fromEntries(files.map((file) => [`node_modules/${name}/${file}`, `node_modules/${name}/${file}`]));
const BROWSER_FILES = {
  ...packageFiles('swagger-ui-dist', [
    'package.json',
    'swagger-ui.css',
    'swagger-ui-bundle.js',
    'LICENSE',
    'NOTICE',
  ]),
  ...packageFiles('@bull-board/ui', ['package.json', 'dist']),
};

// The PDF check (services/platform/src/pdf-check) starts its thread on
// `new URL('./check-thread-boot.mjs', import.meta.url)`: the thread itself is bundled under that name
// beside main.mjs, as the pdf-worker's render thread is, and the compiled qpdf fork server (make
// install builds it) beside it, where the thread looks for it.
const PDF_CHECK_ENTRIES = { 'check-thread-boot': 'services/platform/src/pdf-check/check-thread.ts' };
const pdfCheckAssets = (service: string) => ({
  'services/platform/src/pdf-check/qpdf-fork-server': `dist/${service}/qpdf-fork-server`,
});

export const SERVICE_BUNDLES = {
  bff: {
    entries: {
      main: 'services/bff/src/main.ts',
      // The migration Job runs this in the bff image (`npm run db:migrate` without npm).
      migrate: 'services/platform/src/db/migrate-cli.ts',
      // Key rotation's second step (docs/operations.md), run with `kubectl exec` in a bff pod.
      reencrypt: 'services/platform/src/db/reencrypt-cli.ts',
      // Removes objects no application owns; the daily CronJob funding-orphan-sweep runs it.
      'sweep-orphans': 'services/platform/src/sweep-orphans-cli.ts',
      // Puts the nightly pg_dump into the backup bucket; the CronJob funding-database-backup runs it.
      'store-database-dump': 'services/platform/src/backup/store-database-dump-cli.ts',
      ...PDF_CHECK_ENTRIES,
    },
    assets: {
      ...MIGRATIONS,
      ...BROWSER_FILES,
      ...pdfCheckAssets('bff'),
    },
  },
  'pdf-worker': {
    entries: {
      main: 'services/pdf-worker/src/main.ts',
      // render-pool.ts starts its threads on `new URL('./render-thread-boot.mjs', import.meta.url)`.
      // In the source tree that file registers tsx and re-exports render-thread.ts; in the bundle
      // the thread itself is bundled under that name beside main.mjs, so no loader is needed.
      'render-thread-boot': 'services/pdf-worker/src/render/render-thread.ts',
      // The statement reader's threads (services/statements' read-pool.ts), the same way.
      'read-thread-boot': 'services/statements/src/reading/read-thread.ts',
      ...PDF_CHECK_ENTRIES,
    },
    assets: { ...MIGRATIONS, ...pdfCheckAssets('pdf-worker') },
  },
  'mail-worker': {
    entries: { main: 'services/mail-worker/src/main.ts' },
    assets: MIGRATIONS,
  },
} as const satisfies Record<string, ServiceBundle>;

export type ServiceName = keyof typeof SERVICE_BUNDLES;

/**
 * Packages left out of the bundle and copied with their dependencies instead: native addons that
 * load a platform-specific binary package at run time, and tinypool, which starts its threads on a
 * file of its own (`new URL('./entry/worker.js', import.meta.url)`) that a bundle would not have,
 * and pdf.js (the statement reader's threads), whose module, bundled, reaches for DOMMatrix at load.
 */
export const EXTERNAL_PACKAGES = ['@node-rs/argon2', 'msgpackr-extract', 'tinypool', 'pdfjs-dist'];

// CommonJS dependencies inside an ES module bundle still call require() (node built-ins,
// optional native addons): give them a real one.
const REQUIRE_SHIM =
  "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);";

/**
 * fontkit decodes WOFF2 fonts with the brotli package: 1.4 MB of JavaScript that every render
 * thread would parse for nothing, since the pdf-worker embeds TrueType and OpenType files only
 * (services/pdf-worker/src/render/text/font-files.ts). A WOFF2 font would fail with this message.
 */
const WITHOUT_WOFF2: Plugin = {
  name: 'without-woff2',
  setup(plugin) {
    plugin.onResolve({ filter: /^brotli\/decompress(\.js)?$/ }, () => ({
      path: 'brotli',
      namespace: 'without-woff2',
    }));
    plugin.onLoad({ filter: /.*/, namespace: 'without-woff2' }, () => ({
      contents: 'export default () => { throw new Error("WOFF2 fonts are not bundled (brotli left out)"); };',
      loader: 'js',
    }));
  },
};

export interface BundleResult {
  /** Files written under dist/<service>/. */
  outputs: string[];
  /** External packages the bundle imports, copied to node_modules/ with their dependencies. */
  copiedPackages: string[];
}

/** How every bundle is built: one ES module per entry, each dependency inlined but EXTERNAL_PACKAGES. */
const BUILD_OPTIONS = {
  absWorkingDir: repoRoot,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Readable stack traces without source maps: names and layout are kept.
  minify: false,
  sourcemap: false,
  external: EXTERNAL_PACKAGES,
  plugins: [WITHOUT_WOFF2],
  banner: { js: REQUIRE_SHIM },
  logLevel: 'warning',
} satisfies BuildOptions;

export async function bundleService(service: ServiceName, outDir: string): Promise<BundleResult> {
  // The bundle inlines the database driver: the crash fix must be in before it is copied in.
  patchPostgresDriver();
  const config: ServiceBundle = SERVICE_BUNDLES[service];
  const distDir = join(outDir, 'dist', service);
  rmSync(distDir, { recursive: true, force: true });
  const result = await build({
    ...BUILD_OPTIONS,
    entryPoints: Object.fromEntries(
      Object.entries(config.entries).map(([name, file]) => [name, join(repoRoot, file)]),
    ),
    outdir: distDir,
    metafile: true,
  });

  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const item of output.imports) {
      if (item.external && !item.path.startsWith('node:')) imported.add(packageName(item.path));
    }
  }
  const copied = new Set<string>();
  for (const name of imported) {
    if (EXTERNAL_PACKAGES.includes(name)) copyPackage(name, outDir, copied, false);
  }
  for (const [from, to] of Object.entries(config.assets ?? {})) {
    cpSync(join(repoRoot, from), join(outDir, to), { recursive: true });
  }
  return {
    outputs: Object.keys(result.metafile.outputs).map((file) => resolve(repoRoot, file)),
    copiedPackages: [...copied].sort(),
  };
}

/**
 * What a system started from the repository runs (scripts/stack/system.ts): every service's code as
 * its image runs it, in `<outDir>/dist/<service>/`, built in one esbuild pass that parses the code the
 * services share once. Only what a running service loads: its main and its threads' entries (not the
 * bff image's commands), and the files its code finds beside itself (the qpdf fork server). The
 * packages left out of the bundle resolve from the repository's node_modules, as in the image they
 * resolve from its copies of them; scripts/bundle-services.int.test.ts runs the images' own layout.
 */
export async function bundleRunningServices(outDir: string): Promise<void> {
  patchPostgresDriver();
  const distDir = join(outDir, 'dist');
  rmSync(distDir, { recursive: true, force: true });
  const entryPoints: Record<string, string> = {};
  for (const [service, config] of Object.entries(SERVICE_BUNDLES) as [ServiceName, ServiceBundle][]) {
    for (const [name, file] of Object.entries(config.entries))
      if (name === 'main' || name.endsWith('-thread-boot'))
        entryPoints[`${service}/${name}`] = join(repoRoot, file);
  }
  await build({ ...BUILD_OPTIONS, entryPoints, outdir: distDir });
  for (const config of Object.values(SERVICE_BUNDLES) as ServiceBundle[]) {
    for (const [from, to] of Object.entries(config.assets ?? {}))
      if (to.startsWith('dist/')) cpSync(join(repoRoot, from), join(outDir, to));
  }
}

/**
 * The folder of every pool's worker thread (render, statement reading, PDF check) in a bundle of
 * `bundleRunningServices`, each under its boot file's name: the pools the unit and integration tests
 * start from source run them (services/platform/src/thread-boot.mjs). Bundled to run from the
 * repository, not in an image's layout: their packages must resolve from the repository's
 * node_modules, as the pools' own do (a result a thread moves with one copy of tinypool reaches a
 * pool of another copy as an empty object).
 */
export function runningThreadsDir(outDir: string): string {
  return join(outDir, 'dist', 'pdf-worker');
}

/** `@scope/name/sub/path` and `name/sub` to the package name. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Copies an installed package and, recursively, its dependencies and the optional ones installed
 * for this platform (a native addon's binary for this OS and CPU). npm hoists them all to the root
 * node_modules, and so does the copy.
 */
function copyPackage(name: string, outDir: string, copied: Set<string>, optional: boolean): void {
  if (copied.has(name)) return;
  const source = join(repoRoot, 'node_modules', name);
  if (!existsSync(source)) {
    if (optional) return; // built for another platform
    throw new Error(`${name} is not installed in ${join(repoRoot, 'node_modules')}; run npm ci first`);
  }
  copied.add(name);
  const target = join(outDir, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(source, target, { recursive: true, dereference: true });
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(manifest.dependencies ?? {}))
    copyPackage(dependency, outDir, copied, false);
  for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) {
    copyPackage(dependency, outDir, copied, true);
  }
}

if (import.meta.filename === process.argv[1]) {
  const [service, outDir] = process.argv.slice(2);
  if (!service || !(service in SERVICE_BUNDLES) || !outDir) {
    console.error(
      `usage: node --import tsx scripts/bundle-services.ts <${Object.keys(SERVICE_BUNDLES).join('|')}> <outDir>`,
    );
    process.exit(2);
  }
  const { outputs, copiedPackages } = await bundleService(service as ServiceName, resolve(outDir));
  console.log(
    `${service}: ${outputs.length} files; external packages: ${copiedPackages.join(', ') || 'none'}`,
  );
}
