import { spawn } from 'node:child_process';
import { neverThrows } from '../never-throws.ts';

/**
 * pg_dump and pg_restore from PostgreSQL's client programs (Debian's postgresql-client; the
 * Postgres images carry them). The custom format is compressed, restores in any order pg_restore
 * chooses, and is one consistent snapshot: pg_dump reads everything in one repeatable-read
 * transaction, so rows written during the dump are either all in it or not at all.
 */
export function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}

/** Restores a dump into `databaseUrl`, which must be empty; the first error stops it. */
export function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  return run('pg_restore', [
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on(
      'data',
      neverThrows((text: string) => {
        errors += text;
      }),
    );
    child.once(
      'error',
      neverThrows((error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error(
                `${program} is not installed: install PostgreSQL's client programs (postgresql-client)`,
              )
            : error,
        ),
      ),
    );
    child.once(
      'close',
      neverThrows((code: number | null) =>
        code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`)),
      ),
    );
  });
}
