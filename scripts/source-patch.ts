import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A fix applied to an installed dependency's source after `npm ci`, until a release carries it.
 * Each replacement's `from` must be found (else the dependency changed and the fix needs a review);
 * `mark` in the result makes a second application a no-op.
 */
export interface SourcePatch {
  /** Names the script that holds the patch, for the error when the dependency changed. */
  script: string;
  files: readonly string[];
  mark: string;
  replacements: readonly (readonly [from: string, to: string])[];
}

export function applySourcePatch({ script, files, mark, replacements }: SourcePatch): void {
  for (const path of files) {
    let source = readFileSync(path, 'utf8');
    if (source.includes(mark)) continue;
    for (const [from, to] of replacements) {
      if (!source.includes(from)) throw new Error(`${path} changed; review ${script}`);
      source = source.replaceAll(from, to);
    }
    writeFileSync(path, source);
    console.log(`patched ${path}`);
  }
}
