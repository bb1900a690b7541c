import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PACKAGES, SERVICE_BUNDLES, type ServiceName } from './bundle-services.ts';
import { imageDockerfile } from './docker/image-stages.ts';
import { imageBundle } from './stack/image-bundles.ts';

/**
 * The bundles are the images' whole application: these tests take each in the image layout (built
 * once per run, scripts/stack/image-bundles.ts) and check what the bundler cannot, the files the
 * code finds at run time through `import.meta.url`.
 * bundle-services.int.test.ts runs the three bundles against real Postgres, Redis, S3 and SMTP.
 */
// Paths the code derives from its own location that the image provides by configuration instead.
const CONFIGURED_BY_ENV: Record<string, string> = { '../../../web/dist': 'WEB_DIST_DIR' };
// Where this file, run alone, bundles all three at collection time; the first test of each waits.
const ownDir = mkdtempSync(join(tmpdir(), 'funding-bundles-'));
afterAll(() => rmSync(ownDir, { recursive: true, force: true }));
const BUNDLE_TIMEOUT_MS = 60_000;

describe.each(Object.keys(SERVICE_BUNDLES) as ServiceName[])('bundle of %s', (service) => {
  const built = imageBundle(service, ownDir);

  it(
    'writes one ES module per entry, with no TypeScript loader left in',
    async () => {
      const { outputs, outDir } = await built;
      const entries = Object.keys(SERVICE_BUNDLES[service].entries).map((name) => `${name}.mjs`);
      // Beside them, only the assets copied there (the qpdf fork server of the services that check PDFs).
      const assets = Object.values(SERVICE_BUNDLES[service].assets ?? {})
        .filter((to) => to.startsWith(`dist/${service}/`))
        .map((to) => to.slice(`dist/${service}/`.length));
      expect(readdirSync(join(outDir, 'dist', service)).sort()).toEqual([...entries, ...assets].sort());
      expect(outputs).toHaveLength(entries.length);
      for (const file of outputs) {
        const code = readFileSync(file, 'utf8');
        expect(code, file).not.toMatch(/from ["']tsx|import\(["']tsx|\.ts["']\)/);
      }
    },
    BUNDLE_TIMEOUT_MS,
  );

  it(
    'finds every file it locates through import.meta.url in the image layout',
    async () => {
      const { outputs } = await built;
      for (const file of outputs) {
        const code = readFileSync(file, 'utf8');
        for (const [, relativePath] of code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)) {
          if (relativePath! in CONFIGURED_BY_ENV) {
            const dockerfile = imageDockerfile(service);
            expect(dockerfile, `${service} image sets ${CONFIGURED_BY_ENV[relativePath!]}`).toContain(
              `${CONFIGURED_BY_ENV[relativePath!]}=`,
            );
            continue;
          }
          const target = fileURLToPath(new URL(relativePath!, pathToFileURL(file)));
          expect(existsSync(target), `${relativePath} from ${file}`).toBe(true);
        }
      }
    },
    BUNDLE_TIMEOUT_MS,
  );

  it(
    'carries the native packages it imports, resolvable from the bundle',
    async () => {
      const { outputs, copiedPackages, outDir } = await built;
      const code = outputs.map((file) => readFileSync(file, 'utf8')).join('\n');
      const require = createRequire(join(outDir, 'dist', service, 'main.mjs'));
      for (const name of EXTERNAL_PACKAGES) {
        if (!code.includes(`"${name}"`)) continue;
        expect(copiedPackages).toContain(name);
        expect(require.resolve(name).startsWith(join(outDir, 'node_modules'))).toBe(true);
      }
      if (service === 'bff') expect(copiedPackages).toContain('@node-rs/argon2');
    },
    BUNDLE_TIMEOUT_MS,
  );

  it(
    'carries the files it resolves by package name at run time (the bff: Swagger UI)',
    async () => {
      const { outDir } = await built;
      const code = readFileSync(join(outDir, 'dist', service, 'main.mjs'), 'utf8');
      const require = createRequire(join(outDir, 'dist', service, 'main.mjs'));
      for (const [, specifier] of code.matchAll(/\.resolve\("([^"]+\/package\.json)"\)/g)) {
        const manifest = require.resolve(specifier!);
        expect(manifest.startsWith(join(outDir, 'node_modules')), specifier).toBe(true);
      }
      if (service === 'bff') {
        const swaggerUi = require.resolve('swagger-ui-dist/package.json').replace(/package\.json$/, '');
        for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js'])
          expect(existsSync(join(swaggerUi, file)), file).toBe(true);
      }
    },
    BUNDLE_TIMEOUT_MS,
  );
});
