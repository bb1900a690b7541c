/**
 * Applies the upstream fix for postgres.js 3.4.9 crashing the whole process when a connection
 * drops while a small write is queued (porsager/postgres#1154, #1208; fix PRs #1176/#1209 not
 * released yet). Found by the fault suite: a Postgres restart under load killed the BFF with
 * "Cannot read properties of null (reading 'write')" thrown from a setImmediate, where no
 * try/catch can reach it. The patch (1) skips the write when the socket is gone — the in-flight
 * query was already rejected with CONNECTION_CLOSED — and (2) resets the write timer on teardown,
 * so a reconnected connection can flush again. Idempotent; fails loudly if the driver changed.
 * Remove it once a postgres release contains the guard.
 */
import { join } from 'node:path';
import { applySourcePatch } from './source-patch.ts';

const root = join(import.meta.dirname, '../node_modules/postgres');
const MARK = '/* funding: nextWrite guard */';
const replacements = [
  [
    'function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `function nextWrite(fn) {\n    ${MARK} if (!socket) { chunk = nextWriteTimer = null; return false }\n    const x = socket.write(chunk, fn)`,
  ],
  ['\n    clearImmediate(nextWriteTimer)\n', '\n    clearImmediate(nextWriteTimer); nextWriteTimer = null\n'],
] as const;

export const DRIVER_FILES = ['src/connection.js', 'cjs/src/connection.js'].map((file) => join(root, file));
export { MARK as DRIVER_PATCH_MARK };

export function patchPostgresDriver(): void {
  applySourcePatch({
    script: 'scripts/patch-postgres-driver.ts',
    files: DRIVER_FILES,
    mark: MARK,
    replacements,
  });
}

// `make install` runs this file after `npm ci`; the image build calls the function before bundling.
if (import.meta.url === `file://${process.argv[1]}`) patchPostgresDriver();
