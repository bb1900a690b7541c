import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findCircles,
  findRouteImportsBelowRoutes,
  findStorageClientImports,
  findTestKitImports,
  type ImportGraph,
  packageOf,
  readImportGraph,
} from './import-graph.ts';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, targets]) => [from, new Set(targets)]));

describe('findCircles', () => {
  it('finds each circle once, of any length, and a file that imports itself', () => {
    const circles = findCircles(
      graphOf({
        a: ['b'],
        b: ['c'],
        c: ['a', 'd'],
        d: [],
        e: ['f'],
        f: ['e'],
        g: ['g'],
        h: ['a'],
      }),
    );
    expect(circles).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['e', 'f'], ['g']]));
    expect(circles).toHaveLength(3);
  });

  it('finds none in a graph without one, however deep', () => {
    const chain = Object.fromEntries(
      Array.from({ length: 50_000 }, (_, index) => [`m${index}`, index === 49_999 ? [] : [`m${index + 1}`]]),
    );
    expect(findCircles(graphOf(chain))).toEqual([]);
  });
});

describe('findTestKitImports', () => {
  it('refuses a test kit in production code, and allows it in tests, kits, scripts and benches', () => {
    const graph = graphOf({
      'services/platform/src/queues.ts': ['services/platform/src/testing/fixtures.ts'],
      'web/src/App.tsx': ['web/src/testing/render.ts', 'web/src/x.test.ts'],
      'services/platform/src/queues.int.test.ts': ['services/platform/src/testing/fixtures.ts'],
      'services/bff/src/testing/test-app.ts': ['services/platform/src/testing/stack-env.ts'],
      'scripts/fuzz/http-fuzz.ts': ['services/platform/src/testing/fixtures.ts'],
      'bench/render.ts': ['services/platform/src/testing/fixtures.ts'],
    });
    expect(findTestKitImports(graph)).toEqual([
      'services/platform/src/queues.ts -> services/platform/src/testing/fixtures.ts',
      'web/src/App.tsx -> web/src/testing/render.ts',
      'web/src/App.tsx -> web/src/x.test.ts',
    ]);
  });
});

describe('findRouteImportsBelowRoutes', () => {
  it('refuses a BFF file below the routes that imports a route file; the app, routes and tests may', () => {
    const graph = graphOf({
      'services/bff/src/document-requests/return-to-review.ts': [
        'services/bff/src/routes/admin/applications/review.ts',
        'services/bff/src/applications/review-status.ts',
      ],
      'services/bff/src/applications/removal.ts': ['services/bff/src/routes/admin/index.ts'],
      'services/bff/src/app.ts': ['services/bff/src/routes/admin/index.ts'],
      'services/bff/src/routes/admin/index.ts': ['services/bff/src/routes/admin/agents.ts'],
      'services/bff/src/routes/admin/agents.ts': ['services/bff/src/staff/agents.ts'],
      'services/bff/src/applications/removal.int.test.ts': ['services/bff/src/routes/admin/index.ts'],
      'services/bff/src/testing/test-app.ts': ['services/bff/src/routes/admin/index.ts'],
      'scripts/fuzz/routes.ts': ['services/bff/src/routes/admin/index.ts'],
    });
    expect(findRouteImportsBelowRoutes(graph)).toEqual([
      'services/bff/src/applications/removal.ts -> services/bff/src/routes/admin/index.ts',
      'services/bff/src/document-requests/return-to-review.ts -> services/bff/src/routes/admin/applications/review.ts',
    ]);
  });
});

describe('findStorageClientImports', () => {
  it('refuses the S3 client in production code outside the storage port, and allows it in tests and kits', () => {
    const graph = graphOf({
      'services/platform/src/storage.ts': ['npm:minio'],
      'services/platform/src/orphan-objects.ts': ['npm:minio', 'services/platform/src/storage.ts'],
      'services/bff/src/applications/downloads.ts': ['npm:@aws-sdk/client-s3'],
      'services/platform/src/queues.ts': ['npm:bullmq'],
      'services/platform/src/testing/s3.ts': ['npm:minio'],
      'services/platform/src/storage.int.test.ts': ['npm:minio'],
      'scripts/faults/checks.ts': ['npm:minio'],
    });
    expect(findStorageClientImports(graph)).toEqual([
      'services/bff/src/applications/downloads.ts -> npm:@aws-sdk/client-s3',
      'services/platform/src/orphan-objects.ts -> npm:minio',
    ]);
  });

  it("names the package of an import, never a relative path or one of Node's own modules", () => {
    expect(packageOf('minio')).toBe('minio');
    expect(packageOf('minio/dist/esm/minio.mjs')).toBe('minio');
    expect(packageOf('@hono/zod-openapi')).toBe('@hono/zod-openapi');
    expect(packageOf('@scope/name/sub/path.js')).toBe('@scope/name');
    expect(packageOf('./storage.ts')).toBeNull();
    expect(packageOf('../x.ts')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
  });
});

describe('readImportGraph', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('follows type-only imports, re-exports and dynamic imports, as tsc resolves them', () => {
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { module: 'nodenext', allowImportingTsExtensions: true, noEmit: true },
        include: ['src'],
      }),
    );
    write('src/a.ts', "import type { B } from './b.ts';\nexport type A = B;\n");
    write('src/b.ts', "export * from './c.ts';\nexport type B = string;\n");
    write('src/c.ts', "export const c = () => import('./a.ts');\nimport 'node:fs';\n");
    write('src/d.ts', "import type { Client } from 'minio';\nimport { readFileSync } from 'fs';\n");
    const graph = readImportGraph(root, ['tsconfig.json']);
    expect(graph.get('src/a.ts')).toEqual(new Set(['src/b.ts']));
    expect(graph.get('src/b.ts')).toEqual(new Set(['src/c.ts']));
    expect(graph.get('src/c.ts')).toEqual(new Set(['src/a.ts']));
    // A package is recorded by name whether it resolves or not (this root has no node_modules).
    expect(graph.get('src/d.ts')).toEqual(new Set(['npm:minio']));
    expect(findCircles(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });
});
