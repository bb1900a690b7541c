/**
 * The import graph of the repository's TypeScript, with the rules that `make lint` enforces:
 *
 * - no import circle, type-only imports included (a circle of types still ties two modules into
 *   one unit a reader must hold in mind at once, and a value import added later turns it into an
 *   order-of-evaluation bug);
 * - no production file imports a test kit (`src/testing/`, `*.test.ts`): test kits import vitest
 *   and fixtures that must never ship;
 * - nothing of the BFF below its routes imports from `routes/`: routes are transport over the
 *   domain (`applications/`, `staff/`, ...), and a rule that a route file holds cannot be reused
 *   without dragging HTTP in (only `app.ts`, which mounts them, is above);
 * - no production file but the storage port (`services/platform/src/storage.ts`) imports the S3
 *   client: every read and write of a stored object goes through the port.
 *
 * Imports are read with the TypeScript compiler itself (`preProcessFile`, which sees `import type`,
 * `export ... from` and `import()`) and resolved as `tsc` resolves them, from the same tsconfig
 * files: workspace packages (`@funding/*`) lead to their source, package exports included.
 * `node --import tsx scripts/checks/import-graph.ts` prints each problem and exits 1 on any.
 *
 * Why not madge or dependency-cruiser: both would add a dependency tree and a resolver of their own
 * that must be configured to agree with tsconfig (`.ts` specifiers, package exports, workspace
 * links, type-only imports); TypeScript's own resolver agrees by definition. (This reads the JavaScript
 * API of TypeScript 5.9, the `typescript` package; `make typecheck` runs 7's native compiler, which
 * has no such API and resolves modules by the same rules.)
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const repoRoot = resolve(import.meta.dirname, '../..');
const TSCONFIGS = ['tsconfig.json', 'web/tsconfig.json'];

/**
 * File to what it imports: repository files (repository-relative paths) and npm packages
 * (`npm:<name>`, so a rule can name a package; Node's own modules are left out).
 */
export type ImportGraph = Map<string, Set<string>>;

const NPM = 'npm:';

/** `minio/dist/x.js` -> `minio`, `@scope/name/sub` -> `@scope/name`; null for a relative path or Node's own module. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export function readImportGraph(
  root: string = repoRoot,
  configs: readonly string[] = TSCONFIGS,
): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const config of configs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      resolve(root, config),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`cannot read ${config}`);
    const host = ts.createCompilerHost(parsed.options);
    for (const file of parsed.fileNames) {
      const from = relative(root, file);
      const targets = graph.get(from) ?? new Set<string>();
      graph.set(from, targets);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        const resolved = ts.resolveModuleName(specifier, file, parsed.options, host).resolvedModule;
        const target = resolved && relative(root, resolved.resolvedFileName);
        if (target && !target.startsWith('..') && !target.split('/').includes('node_modules')) {
          targets.add(target);
          continue;
        }
        const name = packageOf(specifier);
        if (name) targets.add(NPM + name);
      }
    }
  }
  return graph;
}

/** The circles of the graph: each strongly connected component of two or more files (or a file importing itself). */
export function findCircles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: Iterator<string> }[] = [];
    const visit = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: (graph.get(node) ?? new Set()).values() });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      const next = frame.targets.next();
      if (!next.done) {
        const target = next.value;
        if (!index.has(target)) visit(target);
        else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = component.length === 1 && graph.get(frame.node)?.has(frame.node);
        if (component.length > 1 || selfImport) circles.push(component.sort());
      }
    }
  }
  return circles;
}

const isTestFile = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || /\.(int|fuzz|faults)\.test\.ts$/.test(file);
const isTestKit = (file: string) => isTestFile(file) || file.split('/').includes('testing');
/** Code that ships: the services' and the web app's sources, less their tests and test kits. */
const isProduction = (file: string) => /^(services\/[^/]+|web)\/src\//.test(file) && !isTestKit(file);

/** Each import of a test kit by production code, as 'importer -> test kit'. */
export function findTestKitImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    if (!isProduction(from)) continue;
    for (const target of targets) if (isTestKit(target)) found.push(`${from} -> ${target}`);
  }
  return found.sort();
}

const BFF_SOURCE = 'services/bff/src/';
const BFF_ROUTES = `${BFF_SOURCE}routes/`;
/** Above the routes: the app that mounts them. */
const MOUNTS_ROUTES = new Set([`${BFF_SOURCE}app.ts`]);

/** Each import of a route file by BFF production code below the routes, as 'importer -> route file'. */
export function findRouteImportsBelowRoutes(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    if (!from.startsWith(BFF_SOURCE) || from.startsWith(BFF_ROUTES) || MOUNTS_ROUTES.has(from)) continue;
    if (!isProduction(from)) continue;
    for (const target of targets) if (target.startsWith(BFF_ROUTES)) found.push(`${from} -> ${target}`);
  }
  return found.sort();
}

/** The storage port: the one production file that talks to the S3 server through its client. */
export const STORAGE_PORT = 'services/platform/src/storage.ts';
const S3_CLIENTS = [`${NPM}minio`, `${NPM}@aws-sdk/client-s3`];

/** Each import of an S3 client by production code other than the storage port, as 'importer -> npm:client'. */
export function findStorageClientImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    if (!isProduction(from) || from === STORAGE_PORT) continue;
    for (const client of S3_CLIENTS) if (targets.has(client)) found.push(`${from} -> ${client}`);
  }
  return found.sort();
}

if (import.meta.filename === process.argv[1]) {
  const graph = readImportGraph();
  const problems = [
    ...findCircles(graph).map((circle) => `import circle: ${circle.join(' <-> ')}`),
    ...findTestKitImports(graph).map((line) => `production code imports a test kit: ${line}`),
    ...findRouteImportsBelowRoutes(graph).map((line) => `below the routes, imports a route: ${line}`),
    ...findStorageClientImports(graph).map(
      (line) => `imports the S3 client outside the storage port (${STORAGE_PORT}): ${line}`,
    ),
  ];
  for (const problem of problems) console.error(problem);
  const files = graph.size;
  const imports = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`import graph: ${files} files, ${imports} imports, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}
