/**
 * The import graph of the repository's TypeScript, with two rules that `make lint` enforces:
 *
 * - no import circle, type-only imports included (a circle of types still ties two modules into
 *   one unit a reader must hold in mind at once, and a value import added later turns it into an
 *   order-of-evaluation bug);
 * - no production file imports a test kit (`src/testing/`, `*.test.ts`): test kits import vitest
 *   and fixtures that must never ship.
 *
 * Imports are read with the TypeScript compiler itself (`preProcessFile`, which sees `import type`,
 * `export ... from` and `import()`) and resolved as `tsc` resolves them, from the same tsconfig
 * files: workspace packages (`@funding/*`) lead to their source, package exports included.
 * `node --import tsx scripts/checks/import-graph.ts` prints each problem and exits 1 on any.
 *
 * Why not madge or dependency-cruiser: both would add a dependency tree and a resolver of their own
 * that must be configured to agree with tsconfig (`.ts` specifiers, package exports, workspace
 * links, type-only imports); the compiler we already run for `make typecheck` agrees by definition.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const repoRoot = resolve(import.meta.dirname, '../..');
const TSCONFIGS = ['tsconfig.json', 'web/tsconfig.json'];

/** File to the repository files it imports (repository-relative paths). */
export type ImportGraph = Map<string, Set<string>>;

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
        if (!resolved) continue;
        const target = relative(root, resolved.resolvedFileName);
        if (target.startsWith('..') || target.split('/').includes('node_modules')) continue;
        targets.add(target);
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

if (import.meta.filename === process.argv[1]) {
  const graph = readImportGraph();
  const circles = findCircles(graph);
  const testKitImports = findTestKitImports(graph);
  for (const circle of circles) console.error(`import circle: ${circle.join(' <-> ')}`);
  for (const line of testKitImports) console.error(`production code imports a test kit: ${line}`);
  const files = graph.size;
  const imports = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(
    `import graph: ${files} files, ${imports} imports, ${circles.length} circles, ${testKitImports.length} test kits in production code`,
  );
  process.exit(circles.length + testKitImports.length > 0 ? 1 : 0);
}
