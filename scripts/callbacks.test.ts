import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The services' rule for callbacks handed to an event emitter, a stream or a timer: they run where
 * no caller can catch what they throw, so each one goes through `neverThrows` (platform), or is one
 * of the few that cannot throw (a promise's resolve or reject, an empty function). An exception that
 * escapes such a callback ends the process; this keeps a new listener from reopening that door.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const SERVICES = join(repoRoot, 'services');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    const isSource = entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name);
    return isSource && path.includes('/src/') ? [path] : [];
  });
}

const REGISTRATION =
  /\.(?:on|once|addListener|prependListener)\(\s*['"][^'"]+['"],\s*|\b(?:setTimeout|setInterval|setImmediate)\(\s*/g;
const ALWAYS_SAFE = /^(?:neverThrows\(|resolve\b|reject\b|\(\) => \{\}|\(\) => reject\()/;

function unguardedCallbacks(text: string, file: string): string[] {
  // Local wrappers (`const handle = (fn) => neverThrows(fn, fail)`) guard like neverThrows itself,
  // and so do the names bound to a callback made by either.
  const wrappers = new Set(
    [...text.matchAll(/const\s+(\w+)\s*=\s*[^;]{0,120}?=>\s*neverThrows\(/g)].map((match) => match[1]),
  );
  const guarding = ['neverThrows', ...wrappers].join('|');
  const guardedNames = new Set(
    [...text.matchAll(new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*(?:${guarding})\\(`, 'g'))].map(
      (match) => match[1],
    ),
  );
  const found: string[] = [];
  for (const match of text.matchAll(REGISTRATION)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
    const name = /^(\w+)\s*[,)]/.exec(after)?.[1];
    const wrapped = new RegExp(`^(?:${guarding})\\(`).test(after);
    if (wrapped || ALWAYS_SAFE.test(after) || (name && guardedNames.has(name))) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${file}:${line}: ${after.split('\n')[0]}`);
  }
  return found;
}

describe('callbacks handed to emitters, streams and timers', () => {
  it('never throw out of themselves: each goes through neverThrows', () => {
    const files = sourceFiles(SERVICES);
    expect(files.length).toBeGreaterThan(50);
    const unguarded = files.flatMap((file) =>
      unguardedCallbacks(readFileSync(file, 'utf8'), relative(repoRoot, file)),
    );
    expect(unguarded).toEqual([]);
  });

  it('finds the listener that used to stop the BFF, and accepts it once wrapped', () => {
    const before =
      "parser.on('file', (name, stream, info) => {\n  if (!isUploadSlot(name)) name.slice(0, 40);\n});";
    expect(unguardedCallbacks(before, 'multipart.ts')).toEqual(['multipart.ts:1: (name, stream, info) => {']);
    const after =
      "const handle = (fn) => neverThrows(fn, fail);\nparser.on('file', handle((name) => name.slice(0, 40)));";
    expect(unguardedCallbacks(after, 'multipart.ts')).toEqual([]);
    expect(unguardedCallbacks('setTimeout(() => process.exit(1), 10);', 't.ts')).toHaveLength(1);
  });
});
